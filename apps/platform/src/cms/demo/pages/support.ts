import type { Locale } from "@croupier/contract";
import { COMPANY as C } from "../company.ts";
import type { DemoPage } from "../types.ts";

export interface FaqItem {
  question: string;
  answer: string;
}

const mail = `<a href="mailto:${C.supportEmail}">${C.supportEmail}</a>`;

const FAQ: Record<Locale, [string, string][]> = {
  en: [
    [
      "I forgot my password. What do I do?",
      `Use <a href="/users/forgot-password">Forgot password</a> on the sign-in form. We will send a reset link to your e-mail; it is valid for six hours.`,
    ],
    [
      "Why do you ask for documents?",
      "The law requires us to confirm the age and identity of every player before the first withdrawal. Upload a photo ID and a recent proof of address in your profile; we usually check them within 24 hours.",
    ],
    [
      "How long does a withdrawal take?",
      "We review requests within 24 hours. After that, e-wallets and crypto usually arrive within hours and cards or bank transfers within 1 to 3 working days.",
    ],
    [
      "How do I set a deposit limit?",
      `Open your profile and choose Limits. Lowering a limit works immediately; raising it takes effect after 24 hours. See <a href="/responsible-gambling">responsible gambling</a> for all tools.`,
    ],
    [
      "Is Croupier a real casino?",
      "No. Croupier is an open-source demo: the operator and licence are fictitious and no real money can be deposited or won.",
    ],
  ],
  es: [
    [
      "He olvidado mi contraseña. ¿Qué hago?",
      `Use <a href="/users/forgot-password">¿Olvidó su contraseña?</a> en el formulario de acceso. Le enviaremos un enlace de restablecimiento por correo, válido durante seis horas.`,
    ],
    [
      "¿Por qué me piden documentos?",
      "La ley nos obliga a confirmar la edad y la identidad de cada jugador antes del primer retiro. Suba un documento de identidad con foto y un justificante de domicilio reciente en su perfil; normalmente los revisamos en 24 horas.",
    ],
    [
      "¿Cuánto tarda un retiro?",
      "Revisamos las solicitudes en 24 horas. Después, los monederos electrónicos y las criptomonedas suelen llegar en unas horas, y las tarjetas o transferencias en 1 a 3 días hábiles.",
    ],
    [
      "¿Cómo fijo un límite de depósito?",
      `Abra su perfil y elija Límites. Reducir un límite tiene efecto inmediato; aumentarlo, a las 24 horas. Consulte <a href="/responsible-gambling">juego responsable</a> para ver todas las herramientas.`,
    ],
    [
      "¿Croupier es un casino real?",
      "No. Croupier es una demostración de código abierto: el operador y la licencia son ficticios y no se puede depositar ni ganar dinero real.",
    ],
  ],
  pt: [
    [
      "Esqueci-me da palavra-passe. O que faço?",
      `Use <a href="/users/forgot-password">Esqueceu-se da palavra-passe?</a> no formulário de início de sessão. Enviamos-lhe uma ligação de reposição por e-mail, válida durante seis horas.`,
    ],
    [
      "Porque me pedem documentos?",
      "A lei obriga-nos a confirmar a idade e a identidade de cada jogador antes do primeiro levantamento. Carregue um documento de identificação com fotografia e um comprovativo de morada recente no seu perfil; normalmente verificamo-los em 24 horas.",
    ],
    [
      "Quanto tempo demora um levantamento?",
      "Analisamos os pedidos em 24 horas. Depois disso, as carteiras eletrónicas e as criptomoedas chegam normalmente em poucas horas e os cartões ou transferências bancárias em 1 a 3 dias úteis.",
    ],
    [
      "Como defino um limite de depósito?",
      `Abra o seu perfil e escolha Limites. Reduzir um limite tem efeito imediato; aumentá-lo só produz efeito após 24 horas. Consulte <a href="/responsible-gambling">jogo responsável</a> para ver todas as ferramentas.`,
    ],
    [
      "O Croupier é um casino real?",
      "Não. O Croupier é uma demonstração de código aberto: o operador e a licença são fictícios e não é possível depositar nem ganhar dinheiro real.",
    ],
  ],
  "pt-BR": [
    [
      "Esqueci minha senha. O que eu faço?",
      `Use <a href="/users/forgot-password">Esqueceu a senha?</a> no formulário de login. Enviaremos um link de redefinição para o seu e-mail, válido por seis horas.`,
    ],
    [
      "Por que vocês pedem documentos?",
      "A lei exige que confirmemos a idade e a identidade de cada jogador antes do primeiro saque. Envie um documento com foto e um comprovante de endereço recente no seu perfil; normalmente analisamos em até 24 horas.",
    ],
    [
      "Quanto tempo leva um saque?",
      "Analisamos os pedidos em até 24 horas. Depois disso, carteiras digitais e cripto costumam cair em poucas horas, e cartões ou transferências bancárias em 1 a 3 dias úteis.",
    ],
    [
      "Como defino um limite de depósito?",
      `Abra seu perfil e escolha Limites. Diminuir um limite vale na hora; aumentar só vale depois de 24 horas. Veja <a href="/responsible-gambling">jogo responsável</a> para conhecer todas as ferramentas.`,
    ],
    [
      "O Croupier é um cassino de verdade?",
      "Não. O Croupier é uma demonstração de código aberto: o operador e a licença são fictícios e não é possível depositar nem ganhar dinheiro real.",
    ],
  ],
  ru: [
    [
      "Я забыл пароль. Что делать?",
      `Нажмите <a href="/users/forgot-password">«Забыли пароль?»</a> в форме входа. Мы отправим ссылку для сброса на вашу почту; она действует шесть часов.`,
    ],
    [
      "Зачем вы запрашиваете документы?",
      "Закон обязывает нас подтвердить возраст и личность каждого игрока до первого вывода средств. Загрузите в профиль документ с фотографией и свежее подтверждение адреса; обычно мы проверяем их за 24 часа.",
    ],
    [
      "Сколько идёт вывод средств?",
      "Мы рассматриваем заявки в течение 24 часов. После этого выплаты на электронные кошельки и в криптовалюте обычно приходят за несколько часов, на карты и банковские счета — за 1–3 рабочих дня.",
    ],
    [
      "Как установить лимит депозитов?",
      `Откройте профиль и выберите «Лимиты». Снижение лимита действует сразу, повышение — через 24 часа. Все инструменты описаны на странице <a href="/responsible-gambling">«Ответственная игра»</a>.`,
    ],
    [
      "Croupier — настоящее казино?",
      "Нет. Croupier — демонстрационный проект с открытым исходным кодом: оператор и лицензия вымышлены, внести или выиграть реальные деньги нельзя.",
    ],
  ],
};

const faq = (locale: Locale): FaqItem[] => FAQ[locale].map(([question, answer]) => ({ question, answer }));

export const support: DemoPage = {
  id: "support",
  path: "/support",
  layout: "default",
  categories: ["page", "top-menu", "bottom-menu-help"],
  position: 6,
  translations: {
    en: {
      title: "Support",
      description: "Croupier support is open 24/7 by live chat, e-mail and the contact form.",
      keywords: "support, help, contact, live chat, FAQ",
      content: `<h2>We are here 24/7</h2>
<p>Our support team answers around the clock, every day of the year. The fastest way to reach us is the <strong>live chat</strong> button at the bottom of the screen. You can also write to ${mail} or use the contact form below; we reply to e-mails within a few hours.</p>
<p>Need to take a break? Our <a href="/responsible-gambling">responsible gambling</a> tools are available at any time.</p>`,
      json: faq("en"),
    },
    es: {
      title: "Soporte",
      description: "El soporte de Croupier atiende 24/7 por chat en vivo, correo electrónico y formulario de contacto.",
      keywords: "soporte, ayuda, contacto, chat en vivo, preguntas frecuentes",
      content: `<h2>Estamos aquí 24/7</h2>
<p>Nuestro equipo de soporte atiende a cualquier hora, todos los días del año. La forma más rápida de contactarnos es el botón de <strong>chat en vivo</strong> en la parte inferior de la pantalla. También puede escribir a ${mail} o usar el formulario de contacto de abajo; respondemos a los correos en pocas horas.</p>
<p>¿Necesita un descanso? Las herramientas de <a href="/responsible-gambling">juego responsable</a> están disponibles en todo momento.</p>`,
      json: faq("es"),
    },
    pt: {
      title: "Apoio ao cliente",
      description: "O apoio do Croupier está disponível 24/7 por chat ao vivo, e-mail e formulário de contacto.",
      keywords: "apoio ao cliente, ajuda, contacto, chat ao vivo, perguntas frequentes",
      content: `<h2>Estamos disponíveis 24/7</h2>
<p>A nossa equipa de apoio responde a qualquer hora, todos os dias do ano. A forma mais rápida de nos contactar é o botão de <strong>chat ao vivo</strong> no fundo do ecrã. Também pode escrever para ${mail} ou usar o formulário de contacto abaixo; respondemos aos e-mails em poucas horas.</p>
<p>Precisa de uma pausa? As ferramentas de <a href="/responsible-gambling">jogo responsável</a> estão sempre disponíveis.</p>`,
      json: faq("pt"),
    },
    "pt-BR": {
      title: "Suporte",
      description: "O suporte do Croupier funciona 24/7 por chat ao vivo, e-mail e formulário de contato.",
      keywords: "suporte, ajuda, contato, chat ao vivo, perguntas frequentes",
      content: `<h2>Estamos aqui 24/7</h2>
<p>Nossa equipe de suporte atende a qualquer hora, todos os dias do ano. O jeito mais rápido de falar com a gente é o botão de <strong>chat ao vivo</strong> no canto inferior da tela. Você também pode escrever para ${mail} ou usar o formulário de contato abaixo; respondemos e-mails em poucas horas.</p>
<p>Precisa de uma pausa? As ferramentas de <a href="/responsible-gambling">jogo responsável</a> estão disponíveis a qualquer momento.</p>`,
      json: faq("pt-BR"),
    },
    ru: {
      title: "Поддержка",
      description: "Поддержка Croupier работает круглосуточно: онлайн-чат, электронная почта и форма обратной связи.",
      keywords: "поддержка, помощь, контакты, онлайн-чат, частые вопросы",
      content: `<h2>Мы на связи 24/7</h2>
<p>Служба поддержки отвечает круглосуточно, без выходных. Быстрее всего связаться с нами через кнопку <strong>онлайн-чата</strong> внизу экрана. Также можно написать на ${mail} или воспользоваться формой обратной связи ниже — на письма мы отвечаем в течение нескольких часов.</p>
<p>Нужна пауза? Инструменты <a href="/responsible-gambling">ответственной игры</a> доступны в любой момент.</p>`,
      json: faq("ru"),
    },
  },
};
