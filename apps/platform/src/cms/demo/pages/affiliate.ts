import { COMPANY as C } from "../company.ts";
import type { DemoPage } from "../types.ts";

const mail = `<a href="mailto:${C.affiliatesEmail}">${C.affiliatesEmail}</a>`;

export const affiliate: DemoPage = {
  id: "affiliate",
  path: "/affiliate",
  layout: "default",
  categories: ["page", "top-menu", "bottom-menu"],
  position: 5,
  translations: {
    en: {
      title: "Affiliate programme",
      description: "Partner with Croupier: revenue share from 25% to 40%, monthly payments and honest marketing rules.",
      keywords: "affiliate programme, casino affiliates, revenue share, partners",
      content: `<h2>Grow with Croupier</h2>
<p>Run a review site, a streaming channel or a community of adult players? Our affiliate programme pays you a share of the revenue from the players you refer.</p>
<h3>Revenue share</h3>
<ul>
<li><strong>25%</strong> of monthly net gaming revenue up to €10,000.</li>
<li><strong>30%</strong> from €10,000 to €30,000.</li>
<li><strong>40%</strong> above €30,000.</li>
<li>No negative carry-over: every month starts from zero.</li>
<li>Payments every month, from a €100 minimum, by bank transfer or crypto.</li>
</ul>
<h3>How to join</h3>
<ul>
<li>Write to ${mail} with your name, your websites or channels and your main markets.</li>
<li>We answer within two working days and send your tracking links and banners.</li>
<li>Follow your players, revenue and payments in the affiliate dashboard.</li>
</ul>
<h3>Our rules</h3>
<p>Never target anyone under 18, never promise guaranteed wins, and show the 18+ and responsible-gambling message in every campaign. Questions? Contact ${mail}.</p>`,
    },
    es: {
      title: "Programa de afiliados",
      description:
        "Asóciese con Croupier: reparto de ingresos del 25% al 40%, pagos mensuales y reglas de marketing honestas.",
      keywords: "programa de afiliados, afiliados de casino, reparto de ingresos, socios",
      content: `<h2>Crezca con Croupier</h2>
<p>¿Tiene una web de reseñas, un canal de streaming o una comunidad de jugadores adultos? Nuestro programa de afiliados le paga una parte de los ingresos de los jugadores que nos recomiende.</p>
<h3>Reparto de ingresos</h3>
<ul>
<li><strong>25%</strong> de los ingresos netos de juego mensuales hasta 10.000 €.</li>
<li><strong>30%</strong> de 10.000 € a 30.000 €.</li>
<li><strong>40%</strong> a partir de 30.000 €.</li>
<li>Sin arrastre de saldo negativo: cada mes empieza de cero.</li>
<li>Pagos mensuales, desde un mínimo de 100 €, por transferencia bancaria o en criptomonedas.</li>
</ul>
<h3>Cómo unirse</h3>
<ul>
<li>Escriba a ${mail} con su nombre, sus webs o canales y sus mercados principales.</li>
<li>Le respondemos en dos días hábiles y le enviamos sus enlaces de seguimiento y banners.</li>
<li>Siga a sus jugadores, ingresos y pagos en el panel de afiliados.</li>
</ul>
<h3>Nuestras reglas</h3>
<p>Nunca se dirija a menores de 18 años, nunca prometa ganancias seguras y muestre el mensaje de 18+ y de juego responsable en cada campaña. ¿Preguntas? Escriba a ${mail}.</p>`,
    },
    pt: {
      title: "Programa de afiliados",
      description:
        "Seja parceiro do Croupier: partilha de receitas de 25% a 40%, pagamentos mensais e regras de marketing honestas.",
      keywords: "programa de afiliados, afiliados de casino, partilha de receitas, parceiros",
      content: `<h2>Cresça com o Croupier</h2>
<p>Tem um sítio de análises, um canal de streaming ou uma comunidade de jogadores adultos? O nosso programa de afiliados paga-lhe uma parte das receitas dos jogadores que nos indicar.</p>
<h3>Partilha de receitas</h3>
<ul>
<li><strong>25%</strong> da receita líquida de jogo mensal até 10 000 €.</li>
<li><strong>30%</strong> de 10 000 € a 30 000 €.</li>
<li><strong>40%</strong> acima de 30 000 €.</li>
<li>Sem transporte de saldo negativo: cada mês começa do zero.</li>
<li>Pagamentos mensais, a partir de 100 €, por transferência bancária ou em criptomoedas.</li>
</ul>
<h3>Como aderir</h3>
<ul>
<li>Escreva para ${mail} com o seu nome, os seus sítios ou canais e os seus principais mercados.</li>
<li>Respondemos em dois dias úteis e enviamos as suas ligações de acompanhamento e banners.</li>
<li>Acompanhe os seus jogadores, receitas e pagamentos no painel de afiliados.</li>
</ul>
<h3>As nossas regras</h3>
<p>Nunca se dirija a menores de 18 anos, nunca prometa ganhos garantidos e mostre a mensagem 18+ e de jogo responsável em todas as campanhas. Dúvidas? Contacte ${mail}.</p>`,
    },
    "pt-BR": {
      title: "Programa de afiliados",
      description:
        "Seja parceiro do Croupier: revenue share de 25% a 40%, pagamentos mensais e regras de marketing honestas.",
      keywords: "programa de afiliados, afiliados de cassino, revenue share, parceiros",
      content: `<h2>Cresça com o Croupier</h2>
<p>Você tem um site de análises, um canal de streaming ou uma comunidade de jogadores adultos? Nosso programa de afiliados paga a você uma parte da receita dos jogadores que indicar.</p>
<h3>Participação na receita</h3>
<ul>
<li><strong>25%</strong> da receita líquida de jogo mensal até 10.000 €.</li>
<li><strong>30%</strong> de 10.000 € a 30.000 €.</li>
<li><strong>40%</strong> acima de 30.000 €.</li>
<li>Sem saldo negativo acumulado: todo mês começa do zero.</li>
<li>Pagamentos mensais, a partir de 100 €, por transferência bancária ou em cripto.</li>
</ul>
<h3>Como participar</h3>
<ul>
<li>Escreva para ${mail} com seu nome, seus sites ou canais e seus principais mercados.</li>
<li>Respondemos em até dois dias úteis e enviamos seus links de rastreamento e banners.</li>
<li>Acompanhe jogadores, receita e pagamentos no painel de afiliados.</li>
</ul>
<h3>Nossas regras</h3>
<p>Nunca direcione anúncios a menores de 18 anos, nunca prometa ganhos garantidos e exiba a mensagem 18+ e de jogo responsável em todas as campanhas. Dúvidas? Fale com ${mail}.</p>`,
    },
    ru: {
      title: "Партнёрская программа",
      description:
        "Станьте партнёром Croupier: доля дохода от 25% до 40%, ежемесячные выплаты и честные правила маркетинга.",
      keywords: "партнёрская программа, партнёры казино, доля дохода, revenue share",
      content: `<h2>Растите вместе с Croupier</h2>
<p>У вас сайт с обзорами, стрим-канал или сообщество взрослых игроков? Наша партнёрская программа платит вам долю дохода от приведённых вами игроков.</p>
<h3>Доля дохода</h3>
<ul>
<li><strong>25%</strong> от чистого игрового дохода за месяц до 10 000 €.</li>
<li><strong>30%</strong> — от 10 000 € до 30 000 €.</li>
<li><strong>40%</strong> — свыше 30 000 €.</li>
<li>Без переноса отрицательного баланса: каждый месяц начинается с нуля.</li>
<li>Выплаты ежемесячно, от 100 €, банковским переводом или в криптовалюте.</li>
</ul>
<h3>Как присоединиться</h3>
<ul>
<li>Напишите на ${mail}: ваше имя, сайты или каналы и основные рынки.</li>
<li>Мы ответим в течение двух рабочих дней и пришлём ваши трекинговые ссылки и баннеры.</li>
<li>Следите за игроками, доходом и выплатами в партнёрском кабинете.</li>
</ul>
<h3>Наши правила</h3>
<p>Никогда не ориентируйте рекламу на лиц младше 18 лет, не обещайте гарантированных выигрышей и размещайте в каждой кампании пометку 18+ и призыв к ответственной игре. Вопросы? Пишите на ${mail}.</p>`,
    },
  },
};
