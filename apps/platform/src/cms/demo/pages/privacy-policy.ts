import { COMPANY as C } from "../company.ts";
import type { DemoPage } from "../types.ts";

export const privacyPolicy: DemoPage = {
  id: "privacy-policy",
  path: "/privacy-policy",
  layout: "default",
  categories: ["page", "bottom-menu-help", "terms-page"],
  position: 20,
  translations: {
    en: {
      title: "Privacy policy",
      description: `How ${C.name} collects, uses and protects your personal data at Croupier.`,
      keywords: "privacy policy, personal data, cookies, data protection, GDPR",
      content: `<h2>1. Who we are</h2>
<p>The data controller for this website is <strong>${C.name}</strong>, company number ${C.companyNumber}, ${C.address}. Croupier is an open-source demo casino: the operator, licence and company details on this site are fictitious and no real-money gambling takes place.</p>
<h2>2. What data we collect</h2>
<ul>
<li>Account data: e-mail address, password (stored only as a secure hash), currency and language.</li>
<li>Profile data you choose to give: name, date of birth, address, phone number and country.</li>
<li>Transaction data: deposits, withdrawals, bonuses and game rounds.</li>
<li>Technical data: IP address, device and browser type, and log-in times.</li>
<li>Messages you send to our support team.</li>
</ul>
<h2>3. Why we use it</h2>
<ul>
<li>To open and run your account and to provide the games and the cashier.</li>
<li>To verify your age and identity and to prevent fraud and money laundering.</li>
<li>To protect players: limits, reality checks, self-exclusion and the detection of signs of harm.</li>
<li>To answer your questions and complaints.</li>
<li>To send you offers, but only if you have agreed to receive them.</li>
</ul>
<h2>4. Legal bases</h2>
<p>We process your data to perform our contract with you, to meet our legal and licensing obligations, for our legitimate interest in a secure service, and, for marketing, on the basis of your consent, which you may withdraw at any time.</p>
<h2>5. How long we keep it</h2>
<p>We keep account and transaction records for as long as your account is open and for up to five years after it is closed, where the law requires it. Self-exclusion records are kept for as long as the exclusion lasts. Marketing preferences are deleted as soon as you withdraw your consent.</p>
<h2>6. Who we share it with</h2>
<p>We share data only with the service providers we need to run the site (payment processors, identity-check services, game providers and hosting), with regulators and authorities when the law requires it, and never sell it to anyone.</p>
<h2>7. Your rights</h2>
<p>You may ask for a copy of your data, have it corrected or erased, restrict or object to its use, and take it to another service. You may also complain to a data-protection authority. Write to <a href="mailto:${C.privacyEmail}">${C.privacyEmail}</a> and we will answer within one month.</p>
<h2>8. Cookies</h2>
<p>We use strictly necessary cookies to keep you signed in, remember your language and remember that you have seen the cookie notice. We do not use third-party advertising cookies in this demo.</p>
<h2>9. Contact</h2>
<p>Questions about this policy: <a href="mailto:${C.privacyEmail}">${C.privacyEmail}</a> or our <a href="/support">support page</a>. We will announce any change to this policy on this page.</p>`,
    },
    es: {
      title: "Política de privacidad",
      description: `Cómo ${C.name} recoge, utiliza y protege sus datos personales en Croupier.`,
      keywords: "política de privacidad, datos personales, cookies, protección de datos, RGPD",
      content: `<h2>1. Quiénes somos</h2>
<p>El responsable del tratamiento de los datos de este sitio es <strong>${C.name}</strong>, número de registro ${C.companyNumber}, ${C.address}. Croupier es un casino de demostración de código abierto: el operador, la licencia y los datos de la empresa son ficticios y aquí no se juega con dinero real.</p>
<h2>2. Qué datos recogemos</h2>
<ul>
<li>Datos de la cuenta: correo electrónico, contraseña (guardada solo como hash seguro), moneda e idioma.</li>
<li>Datos de perfil que usted decida facilitar: nombre, fecha de nacimiento, dirección, teléfono y país.</li>
<li>Datos de transacciones: depósitos, retiros, bonos y rondas de juego.</li>
<li>Datos técnicos: dirección IP, tipo de dispositivo y navegador, y horas de acceso.</li>
<li>Los mensajes que envíe a nuestro equipo de soporte.</li>
</ul>
<h2>3. Para qué los usamos</h2>
<ul>
<li>Para abrir y gestionar su cuenta y ofrecerle los juegos y la caja.</li>
<li>Para verificar su edad e identidad y prevenir el fraude y el blanqueo de capitales.</li>
<li>Para proteger a los jugadores: límites, recordatorios de tiempo, autoexclusión y detección de señales de riesgo.</li>
<li>Para responder a sus consultas y reclamaciones.</li>
<li>Para enviarle ofertas, solo si ha aceptado recibirlas.</li>
</ul>
<h2>4. Bases legales</h2>
<p>Tratamos sus datos para cumplir nuestro contrato con usted, para cumplir nuestras obligaciones legales y de licencia, por nuestro interés legítimo en ofrecer un servicio seguro y, en el caso del marketing, con su consentimiento, que puede retirar en cualquier momento.</p>
<h2>5. Cuánto tiempo los conservamos</h2>
<p>Conservamos los registros de la cuenta y de las transacciones mientras la cuenta esté abierta y hasta cinco años después de su cierre, cuando la ley lo exija. Los registros de autoexclusión se conservan mientras dure la exclusión. Las preferencias de marketing se eliminan en cuanto retira su consentimiento.</p>
<h2>6. Con quién los compartimos</h2>
<p>Solo compartimos datos con los proveedores que necesitamos para funcionar (procesadores de pago, servicios de verificación de identidad, proveedores de juegos y alojamiento) y con reguladores y autoridades cuando la ley lo exige. Nunca los vendemos.</p>
<h2>7. Sus derechos</h2>
<p>Puede solicitar una copia de sus datos, su rectificación o supresión, limitar su uso u oponerse a él y pedir su portabilidad. También puede presentar una reclamación ante una autoridad de protección de datos. Escriba a <a href="mailto:${C.privacyEmail}">${C.privacyEmail}</a> y le responderemos en el plazo de un mes.</p>
<h2>8. Cookies</h2>
<p>Usamos cookies estrictamente necesarias para mantener su sesión iniciada, recordar su idioma y recordar que ya ha visto el aviso de cookies. En esta demostración no usamos cookies publicitarias de terceros.</p>
<h2>9. Contacto</h2>
<p>Si tiene preguntas sobre esta política, escriba a <a href="mailto:${C.privacyEmail}">${C.privacyEmail}</a> o visite nuestra <a href="/support">página de soporte</a>. Publicaremos en esta página cualquier cambio de la política.</p>`,
    },
    pt: {
      title: "Política de privacidade",
      description: `Como a ${C.name} recolhe, utiliza e protege os seus dados pessoais no Croupier.`,
      keywords: "política de privacidade, dados pessoais, cookies, proteção de dados, RGPD",
      content: `<h2>1. Quem somos</h2>
<p>O responsável pelo tratamento dos dados deste sítio é a <strong>${C.name}</strong>, número de registo ${C.companyNumber}, ${C.address}. O Croupier é um casino de demonstração de código aberto: o operador, a licença e os dados da empresa são fictícios e aqui não se joga a dinheiro real.</p>
<h2>2. Que dados recolhemos</h2>
<ul>
<li>Dados da conta: endereço de e-mail, palavra-passe (guardada apenas como hash seguro), moeda e idioma.</li>
<li>Dados de perfil que decida fornecer: nome, data de nascimento, morada, telemóvel e país.</li>
<li>Dados de transações: depósitos, levantamentos, bónus e rondas de jogo.</li>
<li>Dados técnicos: endereço IP, tipo de dispositivo e navegador, e horas de início de sessão.</li>
<li>As mensagens que enviar à nossa equipa de apoio.</li>
</ul>
<h2>3. Para que os utilizamos</h2>
<ul>
<li>Para abrir e gerir a sua conta e disponibilizar os jogos e a caixa.</li>
<li>Para verificar a sua idade e identidade e prevenir a fraude e o branqueamento de capitais.</li>
<li>Para proteger os jogadores: limites, lembretes de tempo, autoexclusão e deteção de sinais de risco.</li>
<li>Para responder às suas questões e reclamações.</li>
<li>Para lhe enviar ofertas, apenas se tiver aceitado recebê-las.</li>
</ul>
<h2>4. Fundamentos jurídicos</h2>
<p>Tratamos os seus dados para executar o contrato consigo, para cumprir as nossas obrigações legais e de licenciamento, com base no nosso interesse legítimo num serviço seguro e, no caso do marketing, com o seu consentimento, que pode retirar a qualquer momento.</p>
<h2>5. Durante quanto tempo os conservamos</h2>
<p>Conservamos os registos da conta e das transações enquanto a conta estiver aberta e até cinco anos após o seu encerramento, quando a lei o exigir. Os registos de autoexclusão são conservados enquanto durar a exclusão. As preferências de marketing são apagadas assim que retirar o seu consentimento.</p>
<h2>6. Com quem os partilhamos</h2>
<p>Só partilhamos dados com os prestadores de que precisamos para funcionar (processadores de pagamento, serviços de verificação de identidade, fornecedores de jogos e alojamento) e com reguladores e autoridades quando a lei o exige. Nunca os vendemos.</p>
<h2>7. Os seus direitos</h2>
<p>Pode pedir uma cópia dos seus dados, a sua retificação ou eliminação, limitar ou opor-se à sua utilização e pedir a sua portabilidade. Pode também apresentar queixa junto de uma autoridade de proteção de dados. Escreva para <a href="mailto:${C.privacyEmail}">${C.privacyEmail}</a> e responderemos no prazo de um mês.</p>
<h2>8. Cookies</h2>
<p>Utilizamos cookies estritamente necessários para manter a sua sessão iniciada, memorizar o seu idioma e lembrar que já viu o aviso de cookies. Nesta demonstração não utilizamos cookies publicitários de terceiros.</p>
<h2>9. Contacto</h2>
<p>Para questões sobre esta política, escreva para <a href="mailto:${C.privacyEmail}">${C.privacyEmail}</a> ou visite a nossa <a href="/support">página de apoio</a>. Qualquer alteração a esta política será publicada nesta página.</p>`,
    },
    "pt-BR": {
      title: "Política de privacidade",
      description: `Como a ${C.name} coleta, usa e protege seus dados pessoais no Croupier.`,
      keywords: "política de privacidade, dados pessoais, cookies, proteção de dados, LGPD",
      content: `<h2>1. Quem somos</h2>
<p>O controlador dos dados deste site é a <strong>${C.name}</strong>, número de registro ${C.companyNumber}, ${C.address}. O Croupier é um cassino de demonstração de código aberto: o operador, a licença e os dados da empresa são fictícios e aqui não se joga com dinheiro real.</p>
<h2>2. Quais dados coletamos</h2>
<ul>
<li>Dados da conta: e-mail, senha (armazenada apenas como hash seguro), moeda e idioma.</li>
<li>Dados de perfil que você decidir informar: nome, data de nascimento, endereço, celular e país.</li>
<li>Dados de transações: depósitos, saques, bônus e rodadas de jogo.</li>
<li>Dados técnicos: endereço IP, tipo de dispositivo e navegador, e horários de login.</li>
<li>As mensagens que você envia para a nossa equipe de suporte.</li>
</ul>
<h2>3. Para que usamos esses dados</h2>
<ul>
<li>Para abrir e manter sua conta e oferecer os jogos e o caixa.</li>
<li>Para verificar sua idade e identidade e prevenir fraude e lavagem de dinheiro.</li>
<li>Para proteger os jogadores: limites, lembretes de tempo, autoexclusão e identificação de sinais de risco.</li>
<li>Para responder às suas dúvidas e reclamações.</li>
<li>Para enviar ofertas, somente se você tiver concordado em recebê-las.</li>
</ul>
<h2>4. Bases legais</h2>
<p>Tratamos seus dados para cumprir nosso contrato com você, para atender às nossas obrigações legais e de licença, por nosso legítimo interesse em um serviço seguro e, no caso de marketing, com o seu consentimento, que pode ser revogado a qualquer momento.</p>
<h2>5. Por quanto tempo guardamos</h2>
<p>Guardamos os registros da conta e das transações enquanto a conta estiver aberta e por até cinco anos após o encerramento, quando a lei exigir. Os registros de autoexclusão são mantidos enquanto durar a exclusão. As preferências de marketing são apagadas assim que você revoga o consentimento.</p>
<h2>6. Com quem compartilhamos</h2>
<p>Só compartilhamos dados com os fornecedores de que precisamos para funcionar (processadores de pagamento, serviços de verificação de identidade, provedores de jogos e hospedagem) e com reguladores e autoridades quando a lei exige. Nunca vendemos seus dados.</p>
<h2>7. Seus direitos</h2>
<p>Você pode pedir uma cópia dos seus dados, a correção ou exclusão deles, limitar ou se opor ao uso e solicitar a portabilidade. Também pode registrar uma reclamação junto a uma autoridade de proteção de dados. Escreva para <a href="mailto:${C.privacyEmail}">${C.privacyEmail}</a> e responderemos em até um mês.</p>
<h2>8. Cookies</h2>
<p>Usamos cookies estritamente necessários para manter você conectado, lembrar seu idioma e registrar que você já viu o aviso de cookies. Nesta demonstração não usamos cookies de publicidade de terceiros.</p>
<h2>9. Contato</h2>
<p>Dúvidas sobre esta política: <a href="mailto:${C.privacyEmail}">${C.privacyEmail}</a> ou a nossa <a href="/support">página de suporte</a>. Qualquer mudança nesta política será publicada nesta página.</p>`,
    },
    ru: {
      title: "Политика конфиденциальности",
      description: `Как ${C.name} собирает, использует и защищает ваши персональные данные в Croupier.`,
      keywords: "политика конфиденциальности, персональные данные, файлы cookie, защита данных",
      content: `<h2>1. Кто мы</h2>
<p>Оператором персональных данных на этом сайте является <strong>${C.name}</strong>, регистрационный номер ${C.companyNumber}, ${C.address}. Croupier — демонстрационное казино с открытым исходным кодом: оператор, лицензия и реквизиты компании вымышлены, игра на реальные деньги здесь не ведётся.</p>
<h2>2. Какие данные мы собираем</h2>
<ul>
<li>Данные учётной записи: адрес электронной почты, пароль (хранится только в виде защищённого хеша), валюта и язык.</li>
<li>Данные профиля, которые вы решите указать: имя, дата рождения, адрес, телефон и страна.</li>
<li>Данные об операциях: депозиты, выводы средств, бонусы и игровые раунды.</li>
<li>Технические данные: IP-адрес, тип устройства и браузера, время входа.</li>
<li>Сообщения, которые вы отправляете в службу поддержки.</li>
</ul>
<h2>3. Зачем мы их используем</h2>
<ul>
<li>Чтобы открыть и вести вашу учётную запись и предоставлять игры и кассу.</li>
<li>Чтобы проверить ваш возраст и личность и предотвращать мошенничество и отмывание денег.</li>
<li>Чтобы защищать игроков: лимиты, напоминания о времени, самоисключение и выявление признаков вреда.</li>
<li>Чтобы отвечать на ваши вопросы и жалобы.</li>
<li>Чтобы присылать вам предложения — только если вы на это согласились.</li>
</ul>
<h2>4. Правовые основания</h2>
<p>Мы обрабатываем ваши данные для исполнения договора с вами, для выполнения требований закона и лицензии, в наших законных интересах по обеспечению безопасности сервиса, а для маркетинга — на основании вашего согласия, которое вы можете отозвать в любой момент.</p>
<h2>5. Сроки хранения</h2>
<p>Данные учётной записи и операций хранятся, пока счёт открыт, и до пяти лет после его закрытия, если этого требует закон. Записи о самоисключении хранятся на весь срок исключения. Маркетинговые настройки удаляются сразу после отзыва согласия.</p>
<h2>6. Кому мы их передаём</h2>
<p>Мы передаём данные только поставщикам, без которых сервис не может работать (платёжным системам, службам проверки личности, провайдерам игр и хостинга), а также регуляторам и органам власти, когда этого требует закон. Мы никогда не продаём ваши данные.</p>
<h2>7. Ваши права</h2>
<p>Вы можете запросить копию своих данных, исправить или удалить их, ограничить их обработку или возразить против неё, а также перенести их в другой сервис. Вы также вправе подать жалобу в орган по защите данных. Пишите на <a href="mailto:${C.privacyEmail}">${C.privacyEmail}</a> — мы ответим в течение месяца.</p>
<h2>8. Файлы cookie</h2>
<p>Мы используем только необходимые файлы cookie: чтобы вы оставались в системе, чтобы запомнить ваш язык и то, что вы уже видели уведомление о cookie. В этой демоверсии нет рекламных cookie третьих сторон.</p>
<h2>9. Контакты</h2>
<p>Вопросы об этой политике направляйте на <a href="mailto:${C.privacyEmail}">${C.privacyEmail}</a> или через <a href="/support">страницу поддержки</a>. Обо всех изменениях политики мы сообщим на этой странице.</p>`,
    },
  },
};
