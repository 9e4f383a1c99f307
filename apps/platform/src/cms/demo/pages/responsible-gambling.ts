import { COMPANY as C } from "../company.ts";
import type { DemoPage } from "../types.ts";

const mail = `<a href="mailto:${C.supportEmail}">${C.supportEmail}</a>`;

export const responsibleGambling: DemoPage = {
  id: "responsible-gambling",
  path: "/responsible-gambling",
  layout: "default",
  categories: ["page", "bottom-menu-help"],
  position: 23,
  translations: {
    en: {
      title: "Responsible gambling",
      description:
        "Tools to stay in control at Croupier: deposit limits, reality checks, time-out and self-exclusion. 18+ only.",
      keywords: "responsible gambling, deposit limit, self-exclusion, reality check, problem gambling help, 18+",
      content: `<h2>Play for fun, stay in control</h2>
<p>Gambling is entertainment, not a way to make money. Only play with money you can afford to lose, set your limits before you start and take regular breaks. <strong>Croupier is for adults aged 18 or over.</strong></p>
<h2>Tools in your account</h2>
<ul>
<li><strong>Deposit limits</strong> per day, week or month. A lower limit applies at once; a higher one only after 24 hours.</li>
<li><strong>Reality check:</strong> a reminder at the interval you choose showing how long you have played and your net result.</li>
<li><strong>Time-out:</strong> a break of 24 hours up to 6 weeks, during which you cannot play or deposit.</li>
<li><strong>Self-exclusion:</strong> close your account for 6 months, 1 year, 5 years or for good. It cannot be undone early.</li>
</ul>
<p>Find them in your profile under Limits, or ask our <a href="/support">support team</a> (${mail}) to set them for you.</p>
<h2>Warning signs</h2>
<ul>
<li>You spend more money or time than you planned.</li>
<li>You chase losses or borrow money to gamble.</li>
<li>Gambling causes arguments, debts or problems at work or school.</li>
<li>You feel anxious, guilty or irritable when you are not playing.</li>
<li>You hide your gambling from family or friends.</li>
</ul>
<h2>Where to find help</h2>
<p>If any of these sounds familiar, talk to someone. National gambling help lines offer free, confidential advice, often around the clock. Counselling services and peer support groups help players and their families, and your bank may be able to block gambling payments. Blocking software can keep gambling sites off your devices.</p>
<h2>Protecting minors</h2>
<p>We check the age of every player. If children use your device, keep your password private and use parental-control software.</p>`,
    },
    es: {
      title: "Juego responsable",
      description:
        "Herramientas para mantener el control en Croupier: límites de depósito, recordatorios de tiempo, pausa y autoexclusión. Solo mayores de 18 años.",
      keywords: "juego responsable, límite de depósito, autoexclusión, recordatorio de tiempo, ayuda ludopatía, 18+",
      content: `<h2>Juegue para divertirse, mantenga el control</h2>
<p>El juego es entretenimiento, no una forma de ganar dinero. Juegue solo con dinero que pueda permitirse perder, fije sus límites antes de empezar y haga pausas con frecuencia. <strong>Croupier es solo para mayores de 18 años.</strong></p>
<h2>Herramientas de su cuenta</h2>
<ul>
<li><strong>Límites de depósito</strong> diarios, semanales o mensuales. Un límite más bajo se aplica de inmediato; uno más alto, solo después de 24 horas.</li>
<li><strong>Recordatorio de tiempo:</strong> un aviso con la frecuencia que elija que muestra cuánto tiempo lleva jugando y su resultado neto.</li>
<li><strong>Pausa:</strong> un descanso de 24 horas a 6 semanas durante el cual no puede jugar ni depositar.</li>
<li><strong>Autoexclusión:</strong> cierre su cuenta durante 6 meses, 1 año, 5 años o de forma indefinida. No puede anularse antes de tiempo.</li>
</ul>
<p>Las encontrará en su perfil, en Límites, o puede pedir a nuestro <a href="/support">equipo de soporte</a> (${mail}) que las active por usted.</p>
<h2>Señales de alerta</h2>
<ul>
<li>Gasta más dinero o tiempo del que había previsto.</li>
<li>Intenta recuperar pérdidas o pide dinero prestado para jugar.</li>
<li>El juego le causa discusiones, deudas o problemas en el trabajo o en los estudios.</li>
<li>Se siente ansioso, culpable o irritable cuando no juega.</li>
<li>Oculta su forma de jugar a su familia o amigos.</li>
</ul>
<h2>Dónde pedir ayuda</h2>
<p>Si algo de esto le resulta familiar, hable con alguien. Las líneas nacionales de ayuda al jugador ofrecen asesoramiento gratuito y confidencial, a menudo a cualquier hora. Los servicios de orientación y los grupos de apoyo ayudan a los jugadores y a sus familias, y su banco puede bloquear los pagos de juego. Los programas de bloqueo impiden el acceso a sitios de juego desde sus dispositivos.</p>
<h2>Protección de menores</h2>
<p>Verificamos la edad de todos los jugadores. Si hay niños que usan su dispositivo, mantenga su contraseña en privado y utilice programas de control parental.</p>`,
    },
    pt: {
      title: "Jogo responsável",
      description:
        "Ferramentas para manter o controlo no Croupier: limites de depósito, lembretes de tempo, pausa e autoexclusão. Apenas maiores de 18 anos.",
      keywords: "jogo responsável, limite de depósito, autoexclusão, lembrete de tempo, ajuda jogo problemático, 18+",
      content: `<h2>Jogue para se divertir, mantenha o controlo</h2>
<p>O jogo é entretenimento, não uma forma de ganhar dinheiro. Jogue apenas com dinheiro que pode perder, defina os seus limites antes de começar e faça pausas regulares. <strong>O Croupier destina-se apenas a maiores de 18 anos.</strong></p>
<h2>Ferramentas da sua conta</h2>
<ul>
<li><strong>Limites de depósito</strong> diários, semanais ou mensais. Um limite mais baixo aplica-se de imediato; um mais alto só após 24 horas.</li>
<li><strong>Lembrete de tempo:</strong> um aviso com a frequência que escolher, que mostra há quanto tempo está a jogar e o seu resultado líquido.</li>
<li><strong>Pausa:</strong> um intervalo de 24 horas a 6 semanas durante o qual não pode jogar nem depositar.</li>
<li><strong>Autoexclusão:</strong> encerre a sua conta durante 6 meses, 1 ano, 5 anos ou definitivamente. Não pode ser anulada antes do prazo.</li>
</ul>
<p>Encontra-as no seu perfil, em Limites, ou pode pedir à nossa <a href="/support">equipa de apoio</a> (${mail}) que as ative por si.</p>
<h2>Sinais de alerta</h2>
<ul>
<li>Gasta mais dinheiro ou tempo do que tinha planeado.</li>
<li>Tenta recuperar perdas ou pede dinheiro emprestado para jogar.</li>
<li>O jogo causa discussões, dívidas ou problemas no trabalho ou nos estudos.</li>
<li>Sente-se ansioso, culpado ou irritado quando não está a jogar.</li>
<li>Esconde o seu jogo da família ou dos amigos.</li>
</ul>
<h2>Onde obter ajuda</h2>
<p>Se alguma destas situações lhe parece familiar, fale com alguém. As linhas nacionais de apoio ao jogador oferecem aconselhamento gratuito e confidencial, muitas vezes a qualquer hora. Os serviços de aconselhamento e os grupos de entreajuda apoiam jogadores e famílias, e o seu banco pode bloquear pagamentos de jogo. Os programas de bloqueio impedem o acesso a sítios de jogo nos seus dispositivos.</p>
<h2>Proteção de menores</h2>
<p>Verificamos a idade de todos os jogadores. Se há crianças a usar o seu dispositivo, mantenha a palavra-passe em privado e utilize programas de controlo parental.</p>`,
    },
    "pt-BR": {
      title: "Jogo responsável",
      description:
        "Ferramentas para manter o controle no Croupier: limites de depósito, lembretes de tempo, pausa e autoexclusão. Apenas para maiores de 18 anos.",
      keywords:
        "jogo responsável, limite de depósito, autoexclusão, lembrete de tempo, ajuda para jogo compulsivo, 18+",
      content: `<h2>Jogue por diversão, mantenha o controle</h2>
<p>Jogo é entretenimento, não uma forma de ganhar dinheiro. Jogue só com o dinheiro que você pode perder, defina seus limites antes de começar e faça pausas com frequência. <strong>O Croupier é apenas para maiores de 18 anos.</strong></p>
<h2>Ferramentas na sua conta</h2>
<ul>
<li><strong>Limites de depósito</strong> por dia, semana ou mês. Um limite menor vale na hora; um maior só depois de 24 horas.</li>
<li><strong>Lembrete de tempo:</strong> um aviso no intervalo que você escolher, mostrando há quanto tempo você está jogando e seu resultado líquido.</li>
<li><strong>Pausa:</strong> um intervalo de 24 horas a 6 semanas em que você não pode jogar nem depositar.</li>
<li><strong>Autoexclusão:</strong> bloqueie sua conta por 6 meses, 1 ano, 5 anos ou para sempre. Não é possível cancelar antes do prazo.</li>
</ul>
<p>Você encontra essas ferramentas no seu perfil, em Limites, ou pode pedir à nossa <a href="/support">equipe de suporte</a> (${mail}) para ativá-las.</p>
<h2>Sinais de alerta</h2>
<ul>
<li>Você gasta mais dinheiro ou tempo do que planejou.</li>
<li>Você tenta recuperar perdas ou pega dinheiro emprestado para jogar.</li>
<li>O jogo causa brigas, dívidas ou problemas no trabalho ou nos estudos.</li>
<li>Você fica ansioso, culpado ou irritado quando não está jogando.</li>
<li>Você esconde o quanto joga da família ou dos amigos.</li>
</ul>
<h2>Onde buscar ajuda</h2>
<p>Se algo disso parece familiar, converse com alguém. As linhas nacionais de ajuda para jogadores oferecem orientação gratuita e sigilosa, muitas vezes 24 horas por dia. Serviços de aconselhamento e grupos de apoio ajudam jogadores e suas famílias, e seu banco pode bloquear pagamentos para sites de apostas. Programas de bloqueio impedem o acesso a sites de jogo nos seus dispositivos.</p>
<h2>Proteção de menores</h2>
<p>Verificamos a idade de todos os jogadores. Se crianças usam o seu dispositivo, mantenha sua senha em sigilo e use programas de controle parental.</p>`,
    },
    ru: {
      title: "Ответственная игра",
      description:
        "Инструменты контроля в Croupier: лимиты депозитов, напоминания о времени, перерыв и самоисключение. Только 18+.",
      keywords:
        "ответственная игра, лимит депозита, самоисключение, напоминание о времени, помощь при игровой зависимости, 18+",
      content: `<h2>Играйте ради удовольствия и сохраняйте контроль</h2>
<p>Азартные игры — это развлечение, а не способ заработка. Играйте только на те деньги, которые можете позволить себе потерять, устанавливайте лимиты заранее и регулярно делайте перерывы. <strong>Croupier предназначен только для лиц старше 18 лет.</strong></p>
<h2>Инструменты в личном кабинете</h2>
<ul>
<li><strong>Лимиты депозитов</strong> на день, неделю или месяц. Снижение лимита действует сразу, повышение — только через 24 часа.</li>
<li><strong>Напоминание о времени:</strong> сообщение с выбранной вами периодичностью о том, сколько вы играете и каков ваш чистый результат.</li>
<li><strong>Перерыв:</strong> пауза от 24 часов до 6 недель, в течение которой нельзя играть и вносить депозиты.</li>
<li><strong>Самоисключение:</strong> закрытие счёта на 6 месяцев, 1 год, 5 лет или навсегда. Досрочно отменить его нельзя.</li>
</ul>
<p>Все инструменты находятся в профиле в разделе «Лимиты»; также их может включить наша <a href="/support">служба поддержки</a> (${mail}).</p>
<h2>Тревожные признаки</h2>
<ul>
<li>Вы тратите больше денег или времени, чем планировали.</li>
<li>Вы пытаетесь отыграться или берёте деньги в долг на игру.</li>
<li>Игра приводит к ссорам, долгам или проблемам на работе или в учёбе.</li>
<li>Вы чувствуете тревогу, вину или раздражение, когда не играете.</li>
<li>Вы скрываете игру от родных или друзей.</li>
</ul>
<h2>Где получить помощь</h2>
<p>Если что-то из этого вам знакомо, поговорите с кем-нибудь. Национальные линии помощи при игровой зависимости дают бесплатные и конфиденциальные консультации, часто круглосуточно. Консультационные службы и группы взаимопомощи поддерживают игроков и их близких, а ваш банк может заблокировать платежи в пользу азартных игр. Программы-блокировщики закроют доступ к игорным сайтам на ваших устройствах.</p>
<h2>Защита несовершеннолетних</h2>
<p>Мы проверяем возраст каждого игрока. Если вашим устройством пользуются дети, не сообщайте им пароль и установите программу родительского контроля.</p>`,
    },
  },
};
