import { COMPANY as C } from "../company.ts";
import type { DemoPage } from "../types.ts";

export const about: DemoPage = {
  id: "about",
  path: "/about",
  layout: "default",
  categories: ["page", "bottom-menu"],
  position: 10,
  translations: {
    en: {
      title: "About us",
      description: "Croupier is an open-source online casino demo: who runs it, what it offers and its demo licence.",
      keywords: "about Croupier, online casino, open source, licence",
      content: `<h2>About Croupier</h2>
<p>Croupier is an open-source online casino platform. This site is its public demo: a complete lobby with slots, table games, live casino, tournaments, a lottery and a VIP programme, in five languages and with both traditional and crypto currencies.</p>
<h2>What we stand for</h2>
<ul>
<li><strong>Clarity:</strong> bonus rules in plain words and your balance always in sight.</li>
<li><strong>Fair play:</strong> games driven by certified random number generators.</li>
<li><strong>Care:</strong> limits, reality checks and self-exclusion built in from the first day.</li>
</ul>
<h2>Licence</h2>
<p>The demo is operated by <strong>${C.name}</strong>, company number ${C.companyNumber}, ${C.address}, under the <strong>demo licence ${C.licenceNumber}</strong> of the ${C.regulator}. The company and licence are fictitious and exist only for this open-source demo; no real-money gambling is offered.</p>
<p>Questions? Visit our <a href="/support">support page</a>. 18+ only — please <a href="/responsible-gambling">play responsibly</a>.</p>`,
    },
    es: {
      title: "Quiénes somos",
      description:
        "Croupier es una demostración de casino en línea de código abierto: quién la gestiona, qué ofrece y su licencia de demostración.",
      keywords: "sobre Croupier, casino en línea, código abierto, licencia",
      content: `<h2>Sobre Croupier</h2>
<p>Croupier es una plataforma de casino en línea de código abierto. Este sitio es su demostración pública: un vestíbulo completo con tragaperras, juegos de mesa, casino en vivo, torneos, lotería y programa VIP, en cinco idiomas y con monedas tradicionales y criptomonedas.</p>
<h2>Lo que defendemos</h2>
<ul>
<li><strong>Claridad:</strong> reglas de bonos con palabras sencillas y su saldo siempre a la vista.</li>
<li><strong>Juego limpio:</strong> juegos basados en generadores de números aleatorios certificados.</li>
<li><strong>Cuidado:</strong> límites, recordatorios de tiempo y autoexclusión desde el primer día.</li>
</ul>
<h2>Licencia</h2>
<p>La demostración la opera <strong>${C.name}</strong>, número de registro ${C.companyNumber}, ${C.address}, con la <strong>licencia de demostración ${C.licenceNumber}</strong> de la ${C.regulator}. La empresa y la licencia son ficticias y existen solo para esta demostración de código abierto; no se ofrece juego con dinero real.</p>
<p>¿Preguntas? Visite nuestra <a href="/support">página de soporte</a>. Solo mayores de 18 años: <a href="/responsible-gambling">juegue con responsabilidad</a>.</p>`,
    },
    pt: {
      title: "Sobre nós",
      description:
        "O Croupier é uma demonstração de casino online de código aberto: quem o gere, o que oferece e a sua licença de demonstração.",
      keywords: "sobre o Croupier, casino online, código aberto, licença",
      content: `<h2>Sobre o Croupier</h2>
<p>O Croupier é uma plataforma de casino online de código aberto. Este sítio é a sua demonstração pública: um lobby completo com slots, jogos de mesa, casino ao vivo, torneios, lotaria e programa VIP, em cinco idiomas e com moedas tradicionais e criptomoedas.</p>
<h2>Aquilo que defendemos</h2>
<ul>
<li><strong>Clareza:</strong> regras de bónus em linguagem simples e o seu saldo sempre visível.</li>
<li><strong>Jogo justo:</strong> jogos baseados em geradores de números aleatórios certificados.</li>
<li><strong>Cuidado:</strong> limites, lembretes de tempo e autoexclusão desde o primeiro dia.</li>
</ul>
<h2>Licença</h2>
<p>A demonstração é operada pela <strong>${C.name}</strong>, número de registo ${C.companyNumber}, ${C.address}, ao abrigo da <strong>licença de demonstração ${C.licenceNumber}</strong> da ${C.regulator}. A empresa e a licença são fictícias e existem apenas para esta demonstração de código aberto; não é oferecido jogo a dinheiro real.</p>
<p>Dúvidas? Visite a nossa <a href="/support">página de apoio</a>. Apenas maiores de 18 anos: <a href="/responsible-gambling">jogue com responsabilidade</a>.</p>`,
    },
    "pt-BR": {
      title: "Sobre nós",
      description:
        "O Croupier é uma demonstração de cassino online de código aberto: quem opera, o que oferece e sua licença de demonstração.",
      keywords: "sobre o Croupier, cassino online, código aberto, licença",
      content: `<h2>Sobre o Croupier</h2>
<p>O Croupier é uma plataforma de cassino online de código aberto. Este site é a sua demonstração pública: um lobby completo com caça-níqueis, jogos de mesa, cassino ao vivo, torneios, loteria e programa VIP, em cinco idiomas e com moedas tradicionais e cripto.</p>
<h2>No que acreditamos</h2>
<ul>
<li><strong>Clareza:</strong> regras de bônus em linguagem simples e seu saldo sempre à vista.</li>
<li><strong>Jogo justo:</strong> jogos movidos por geradores de números aleatórios certificados.</li>
<li><strong>Cuidado:</strong> limites, lembretes de tempo e autoexclusão desde o primeiro dia.</li>
</ul>
<h2>Licença</h2>
<p>A demonstração é operada pela <strong>${C.name}</strong>, número de registro ${C.companyNumber}, ${C.address}, sob a <strong>licença de demonstração ${C.licenceNumber}</strong> da ${C.regulator}. A empresa e a licença são fictícias e existem apenas para esta demonstração de código aberto; não há jogo com dinheiro real.</p>
<p>Dúvidas? Acesse nossa <a href="/support">página de suporte</a>. Apenas para maiores de 18 anos: <a href="/responsible-gambling">jogue com responsabilidade</a>.</p>`,
    },
    ru: {
      title: "О нас",
      description:
        "Croupier — демо онлайн-казино с открытым исходным кодом: кто им управляет, что в нём есть и его демонстрационная лицензия.",
      keywords: "о Croupier, онлайн-казино, открытый исходный код, лицензия",
      content: `<h2>О Croupier</h2>
<p>Croupier — платформа онлайн-казино с открытым исходным кодом. Этот сайт — её публичная демоверсия: полноценное лобби со слотами, настольными играми, live-казино, турнирами, лотереей и VIP-программой, на пяти языках, с обычными валютами и криптовалютой.</p>
<h2>Наши принципы</h2>
<ul>
<li><strong>Прозрачность:</strong> бонусные правила простыми словами и баланс всегда на виду.</li>
<li><strong>Честная игра:</strong> результаты определяют сертифицированные генераторы случайных чисел.</li>
<li><strong>Забота:</strong> лимиты, напоминания о времени и самоисключение доступны с первого дня.</li>
</ul>
<h2>Лицензия</h2>
<p>Демоверсию эксплуатирует <strong>${C.name}</strong>, регистрационный номер ${C.companyNumber}, ${C.address}, по <strong>демонстрационной лицензии ${C.licenceNumber}</strong>, выданной ${C.regulator}. Компания и лицензия вымышлены и существуют только для этой демоверсии с открытым исходным кодом; игра на реальные деньги не предлагается.</p>
<p>Есть вопросы? Загляните на <a href="/support">страницу поддержки</a>. Только 18+ — <a href="/responsible-gambling">играйте ответственно</a>.</p>`,
    },
  },
};
