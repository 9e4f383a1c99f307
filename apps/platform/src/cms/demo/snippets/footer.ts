import { COMPANY as C } from "../company.ts";
import type { DemoSnippet } from "../types.ts";

export const footerText: DemoSnippet = {
  id: "footer-text",
  categories: ["footer"],
  translations: {
    en: `<p>Croupier is an open-source online casino: slots, live tables, tournaments and a VIP programme in five languages. This is a demo — no real money is wagered. Questions? Our <a href="/support">support</a> is open 24/7.</p>`,
    es: `<p>Croupier es un casino en línea de código abierto: tragaperras, mesas en vivo, torneos y programa VIP en cinco idiomas. Esto es una demostración: no se apuesta dinero real. ¿Preguntas? Nuestro <a href="/support">soporte</a> atiende 24/7.</p>`,
    pt: `<p>O Croupier é um casino online de código aberto: slots, mesas ao vivo, torneios e programa VIP em cinco idiomas. Isto é uma demonstração: não se aposta dinheiro real. Dúvidas? O nosso <a href="/support">apoio</a> está disponível 24/7.</p>`,
    "pt-BR": `<p>O Croupier é um cassino online de código aberto: caça-níqueis, mesas ao vivo, torneios e programa VIP em cinco idiomas. Isto é uma demonstração: nenhum dinheiro real é apostado. Dúvidas? Nosso <a href="/support">suporte</a> funciona 24/7.</p>`,
    ru: `<p>Croupier — онлайн-казино с открытым исходным кодом: слоты, живые столы, турниры и VIP-программа на пяти языках. Это демоверсия: ставки на реальные деньги не принимаются. Есть вопросы? <a href="/support">Поддержка</a> работает 24/7.</p>`,
  },
};

export const licenseInfo: DemoSnippet = {
  id: "license-info",
  categories: ["footer", "home"],
  translations: {
    en: `<p>This website is operated by <strong>${C.name}</strong>, company number ${C.companyNumber}, registered address ${C.address}. It holds licence <strong>${C.licenceNumber}</strong> issued by the ${C.regulator}. This is a <strong>DEMO licence</strong> for the open-source Croupier demo: the company and licence are fictitious and no real-money gambling is offered.</p>`,
    es: `<p>Este sitio web está operado por <strong>${C.name}</strong>, número de registro ${C.companyNumber}, domicilio social ${C.address}. Cuenta con la licencia <strong>${C.licenceNumber}</strong> emitida por la ${C.regulator}. Se trata de una <strong>licencia de DEMOSTRACIÓN</strong> para la demo de código abierto Croupier: la empresa y la licencia son ficticias y no se ofrece juego con dinero real.</p>`,
    pt: `<p>Este sítio é operado pela <strong>${C.name}</strong>, número de registo ${C.companyNumber}, sede social ${C.address}. É titular da licença <strong>${C.licenceNumber}</strong> emitida pela ${C.regulator}. Trata-se de uma <strong>licença de DEMONSTRAÇÃO</strong> para a demo de código aberto Croupier: a empresa e a licença são fictícias e não é oferecido jogo a dinheiro real.</p>`,
    "pt-BR": `<p>Este site é operado pela <strong>${C.name}</strong>, número de registro ${C.companyNumber}, endereço registrado ${C.address}. Possui a licença <strong>${C.licenceNumber}</strong> emitida pela ${C.regulator}. Esta é uma <strong>licença de DEMONSTRAÇÃO</strong> para a demo de código aberto Croupier: a empresa e a licença são fictícias e não há jogo com dinheiro real.</p>`,
    ru: `<p>Сайт управляется компанией <strong>${C.name}</strong>, регистрационный номер ${C.companyNumber}, юридический адрес: ${C.address}. Компания имеет лицензию <strong>${C.licenceNumber}</strong>, выданную ${C.regulator}. Это <strong>ДЕМОНСТРАЦИОННАЯ лицензия</strong> для демоверсии Croupier с открытым исходным кодом: компания и лицензия вымышлены, игра на реальные деньги не предлагается.</p>`,
  },
};

export const responsibleGamblingSnippet: DemoSnippet = {
  id: "responsible-gambling",
  categories: ["footer", "home"],
  translations: {
    en: `<p><strong>18+ Play responsibly.</strong> Gambling can be addictive. Set deposit limits, take a time-out or self-exclude at any time — see <a href="/responsible-gambling">responsible gambling</a>.</p>`,
    es: `<p><strong>18+ Juegue con responsabilidad.</strong> El juego puede crear adicción. Fije límites de depósito, tómese una pausa o autoexclúyase en cualquier momento: consulte <a href="/responsible-gambling">juego responsable</a>.</p>`,
    pt: `<p><strong>18+ Jogue com responsabilidade.</strong> O jogo pode causar dependência. Defina limites de depósito, faça uma pausa ou autoexclua-se a qualquer momento — consulte <a href="/responsible-gambling">jogo responsável</a>.</p>`,
    "pt-BR": `<p><strong>18+ Jogue com responsabilidade.</strong> Jogos de azar podem viciar. Defina limites de depósito, faça uma pausa ou ative a autoexclusão a qualquer momento — veja <a href="/responsible-gambling">jogo responsável</a>.</p>`,
    ru: `<p><strong>18+ Играйте ответственно.</strong> Азартные игры могут вызывать зависимость. Устанавливайте лимиты депозитов, берите перерыв или включайте самоисключение в любой момент — подробнее на странице <a href="/responsible-gambling">«Ответственная игра»</a>.</p>`,
  },
};

export const cookieNotice: DemoSnippet = {
  id: "cookie-notice",
  categories: ["cookies"],
  translations: {
    en: `<p>We use only necessary cookies to keep you signed in and remember your language; see our <a href="/privacy-policy">privacy policy</a>.</p>`,
    es: `<p>Solo usamos cookies necesarias para mantener su sesión y recordar su idioma; consulte nuestra <a href="/privacy-policy">política de privacidad</a>.</p>`,
    pt: `<p>Utilizamos apenas cookies necessários para manter a sua sessão e memorizar o seu idioma; consulte a nossa <a href="/privacy-policy">política de privacidade</a>.</p>`,
    "pt-BR": `<p>Usamos apenas cookies necessários para manter você conectado e lembrar seu idioma; veja nossa <a href="/privacy-policy">política de privacidade</a>.</p>`,
    ru: `<p>Мы используем только необходимые файлы cookie, чтобы сохранять вход и выбранный язык; подробнее — в <a href="/privacy-policy">политике конфиденциальности</a>.</p>`,
  },
};
