import type { Locale } from "@croupier/contract";
import type { DemoSnippet } from "../types.ts";

export const depositBanner: DemoSnippet = {
  id: "deposit-banner",
  categories: ["home"],
  translations: {
    en: `<h2>Start your deposit mission</h2>
<p>Get a <strong>double deposit bonus</strong>, a <strong>VIP bonus</strong> and <strong>20 free spins</strong> for starting a deposit mission.</p>
<p>18+. <a href="/bonus-terms-and-conditions">Bonus terms apply</a>.</p>`,
    es: `<h2>Inicie su misión de depósito</h2>
<p>Consiga un <strong>bono de depósito doble</strong>, un <strong>bono VIP</strong> y <strong>20 giros gratis</strong> por iniciar una misión de depósito.</p>
<p>18+. <a href="/bonus-terms-and-conditions">Se aplican los términos de los bonos</a>.</p>`,
    pt: `<h2>Inicie a sua missão de depósito</h2>
<p>Receba um <strong>bónus de depósito a dobrar</strong>, um <strong>bónus VIP</strong> e <strong>20 rodadas grátis</strong> ao iniciar uma missão de depósito.</p>
<p>18+. <a href="/bonus-terms-and-conditions">Aplicam-se os termos dos bónus</a>.</p>`,
    "pt-BR": `<h2>Comece sua missão de depósito</h2>
<p>Ganhe <strong>bônus de depósito em dobro</strong>, um <strong>bônus VIP</strong> e <strong>20 rodadas grátis</strong> ao começar uma missão de depósito.</p>
<p>18+. <a href="/bonus-terms-and-conditions">Consulte os termos de bônus</a>.</p>`,
    ru: `<h2>Начните депозитную миссию</h2>
<p>Получите <strong>двойной бонус на депозит</strong>, <strong>VIP-бонус</strong> и <strong>20 фриспинов</strong> за старт депозитной миссии.</p>
<p>18+. <a href="/bonus-terms-and-conditions">Действуют бонусные правила</a>.</p>`,
  },
};

export const titleBlock: DemoSnippet = {
  id: "title-block",
  categories: ["home"],
  translations: {
    en: `<h1>Croupier — your table is ready</h1>
<p>Slots, live tables and tournaments in one calm, fast lobby, with clear bonus rules and your limits always in reach.</p>`,
    es: `<h1>Croupier — su mesa está lista</h1>
<p>Tragaperras, mesas en vivo y torneos en un vestíbulo rápido y tranquilo, con reglas de bonos claras y sus límites siempre a mano.</p>`,
    pt: `<h1>Croupier — a sua mesa está pronta</h1>
<p>Slots, mesas ao vivo e torneios num lobby rápido e tranquilo, com regras de bónus claras e os seus limites sempre à mão.</p>`,
    "pt-BR": `<h1>Croupier — sua mesa está pronta</h1>
<p>Caça-níqueis, mesas ao vivo e torneios em um lobby rápido e tranquilo, com regras de bônus claras e seus limites sempre à mão.</p>`,
    ru: `<h1>Croupier — ваш стол готов</h1>
<p>Слоты, живые столы и турниры в быстром и спокойном лобби — с понятными бонусными правилами и лимитами всегда под рукой.</p>`,
  },
};

type Block = [title: string, content: string];

const BLOCKS: Record<Locale, [Block, Block, Block]> = {
  en: [
    [
      "About Croupier",
      "<p>Croupier is an open-source online casino with thousands of slots, live tables, tournaments, a lottery and a six-level VIP programme, available in five languages.</p>",
    ],
    [
      "Fair play and licensing",
      `<p>Games run on certified random number generators. This demo operates under the fictitious demo licence OGL/2024/000-DEMO; read more <a href="/about">about us</a>.</p>`,
    ],
    [
      "Payments",
      "<p>Deposit and withdraw by card, e-wallet, bank transfer, voucher or crypto (Bitcoin, Ethereum, USDT, Litecoin). We never charge deposit fees.</p>",
    ],
  ],
  es: [
    [
      "Sobre Croupier",
      "<p>Croupier es un casino en línea de código abierto con miles de tragaperras, mesas en vivo, torneos, lotería y un programa VIP de seis niveles, disponible en cinco idiomas.</p>",
    ],
    [
      "Juego limpio y licencia",
      `<p>Los juegos funcionan con generadores de números aleatorios certificados. Esta demostración opera con la licencia ficticia de demostración OGL/2024/000-DEMO; más información en <a href="/about">quiénes somos</a>.</p>`,
    ],
    [
      "Pagos",
      "<p>Deposite y retire con tarjeta, monedero electrónico, transferencia bancaria, cupón o criptomonedas (Bitcoin, Ethereum, USDT, Litecoin). Nunca cobramos comisiones por depositar.</p>",
    ],
  ],
  pt: [
    [
      "Sobre o Croupier",
      "<p>O Croupier é um casino online de código aberto com milhares de slots, mesas ao vivo, torneios, lotaria e um programa VIP de seis níveis, disponível em cinco idiomas.</p>",
    ],
    [
      "Jogo justo e licença",
      `<p>Os jogos funcionam com geradores de números aleatórios certificados. Esta demonstração opera com a licença fictícia de demonstração OGL/2024/000-DEMO; saiba mais em <a href="/about">sobre nós</a>.</p>`,
    ],
    [
      "Pagamentos",
      "<p>Deposite e levante por cartão, carteira eletrónica, transferência bancária, voucher ou criptomoedas (Bitcoin, Ethereum, USDT, Litecoin). Nunca cobramos comissões de depósito.</p>",
    ],
  ],
  "pt-BR": [
    [
      "Sobre o Croupier",
      "<p>O Croupier é um cassino online de código aberto com milhares de caça-níqueis, mesas ao vivo, torneios, loteria e um programa VIP de seis níveis, disponível em cinco idiomas.</p>",
    ],
    [
      "Jogo justo e licença",
      `<p>Os jogos usam geradores de números aleatórios certificados. Esta demonstração opera com a licença fictícia de demonstração OGL/2024/000-DEMO; saiba mais em <a href="/about">sobre nós</a>.</p>`,
    ],
    [
      "Pagamentos",
      "<p>Deposite e saque com cartão, carteira digital, transferência bancária, voucher ou cripto (Bitcoin, Ethereum, USDT, Litecoin). Nunca cobramos taxa de depósito.</p>",
    ],
  ],
  ru: [
    [
      "О Croupier",
      "<p>Croupier — онлайн-казино с открытым исходным кодом: тысячи слотов, живые столы, турниры, лотерея и VIP-программа из шести уровней на пяти языках.</p>",
    ],
    [
      "Честная игра и лицензия",
      `<p>Игры работают на сертифицированных генераторах случайных чисел. Демоверсия действует по вымышленной демонстрационной лицензии OGL/2024/000-DEMO; подробнее — на странице <a href="/about">«О нас»</a>.</p>`,
    ],
    [
      "Платежи",
      "<p>Пополняйте счёт и выводите средства картой, через электронный кошелёк, банковским переводом, ваучером или в криптовалюте (Bitcoin, Ethereum, USDT, Litecoin). Мы не берём комиссию за депозит.</p>",
    ],
  ],
};

const blocks = (locale: Locale): string =>
  JSON.stringify(BLOCKS[locale].map(([title, content]) => ({ title, content })));

export const collapseBlocks: DemoSnippet = {
  id: "collapse-blocks",
  categories: ["home", "seo"],
  translations: { en: blocks("en"), es: blocks("es"), pt: blocks("pt"), "pt-BR": blocks("pt-BR"), ru: blocks("ru") },
};
