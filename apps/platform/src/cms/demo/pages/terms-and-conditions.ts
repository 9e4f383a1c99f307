import { COMPANY as C } from "../company.ts";
import type { DemoPage } from "../types.ts";

export const termsAndConditions: DemoPage = {
  id: "terms-and-conditions",
  path: "/terms-and-conditions",
  layout: "default",
  categories: ["page", "bottom-menu-help", "terms-page"],
  position: 21,
  translations: {
    en: {
      title: "Terms and conditions",
      description: "The general terms that apply to your Croupier account and play.",
      keywords: "terms and conditions, rules, account, deposits, withdrawals, complaints",
      content: `<h2>1. About these terms</h2>
<p>These terms form the agreement between you and <strong>${C.name}</strong> (${C.address}). Croupier is an open-source demo: the operator and licence are fictitious and no real money is involved. By opening an account you accept these terms, the <a href="/privacy-policy">privacy policy</a> and the <a href="/bonus-terms-and-conditions">bonus terms</a>.</p>
<h2>2. Who may play</h2>
<p>You must be at least <strong>18 years old</strong>, or older where your local law sets a higher age, and gambling must be legal where you are. We do not accept players from restricted countries. We may ask you to prove your age at any time and will close accounts of under-age players and return their deposits.</p>
<h2>3. Your account</h2>
<p>You may hold only one account. The details you give must be true and your own. Keep your password secret; you are responsible for activity on your account. We may ask for identity, address and payment documents before a withdrawal.</p>
<h2>4. Deposits</h2>
<p>Deposits must come from a payment method in your own name. The minimum and maximum amounts are shown in the cashier for each method. We do not charge deposit fees, but your bank or wallet provider may.</p>
<h2>5. Withdrawals</h2>
<p>Withdrawals are paid to the method you deposited with whenever possible. We process requests after the identity checks are complete. A withdrawal request cannot be cancelled once you have made it. Withdrawal limits depend on your VIP level and are shown in the cashier.</p>
<h2>6. Bonuses</h2>
<p>Bonuses are always optional and you may play without one. Every bonus has its own wagering requirement, maximum bet and expiry date, set out in the <a href="/bonus-terms-and-conditions">bonus terms</a>.</p>
<h2>7. Games and errors</h2>
<p>Game results are decided by certified random number generators. If a game malfunctions, the affected round is void and your stake is returned. Obvious errors in a payout may be corrected.</p>
<h2>8. Responsible gambling</h2>
<p>You can set deposit limits, reality checks, a time-out or self-exclusion at any time in your account or through support. Read our <a href="/responsible-gambling">responsible gambling</a> page for tools and help.</p>
<h2>9. Closing your account</h2>
<p>You may close your account at any time by contacting support; any remaining balance will be paid out. We may suspend or close an account in case of fraud, duplicate accounts, abuse of bonuses or breach of these terms, and will explain why unless the law forbids it.</p>
<h2>10. Complaints</h2>
<p>If you are unhappy, contact <a href="/support">support</a> first. If we cannot resolve it, write to <a href="mailto:${C.complaintsEmail}">${C.complaintsEmail}</a>; we answer within 14 days. If you are still not satisfied you may refer the complaint to the regulator.</p>
<h2>11. Changes and law</h2>
<p>We may update these terms and will tell you before material changes take effect. These terms are governed by the laws of Curaçao.</p>`,
    },
    es: {
      title: "Términos y condiciones",
      description: "Los términos generales que se aplican a su cuenta y a su juego en Croupier.",
      keywords: "términos y condiciones, reglas, cuenta, depósitos, retiros, reclamaciones",
      content: `<h2>1. Sobre estos términos</h2>
<p>Estos términos constituyen el acuerdo entre usted y <strong>${C.name}</strong> (${C.address}). Croupier es una demostración de código abierto: el operador y la licencia son ficticios y no se utiliza dinero real. Al abrir una cuenta acepta estos términos, la <a href="/privacy-policy">política de privacidad</a> y los <a href="/bonus-terms-and-conditions">términos de los bonos</a>.</p>
<h2>2. Quién puede jugar</h2>
<p>Debe tener al menos <strong>18 años</strong>, o más si la ley de su país establece una edad superior, y el juego debe ser legal donde se encuentre. No aceptamos jugadores de países restringidos. Podemos pedirle que demuestre su edad en cualquier momento; cerraremos las cuentas de menores y les devolveremos sus depósitos.</p>
<h2>3. Su cuenta</h2>
<p>Solo puede tener una cuenta. Los datos que facilite deben ser verdaderos y propios. Mantenga su contraseña en secreto: usted es responsable de la actividad de su cuenta. Podemos solicitarle documentos de identidad, de domicilio y de pago antes de un retiro.</p>
<h2>4. Depósitos</h2>
<p>Los depósitos deben proceder de un método de pago a su nombre. Los importes mínimo y máximo de cada método se muestran en la caja. No cobramos comisiones por depositar, aunque su banco o monedero puede hacerlo.</p>
<h2>5. Retiros</h2>
<p>Siempre que sea posible, los retiros se pagan al método con el que depositó. Procesamos las solicitudes una vez completadas las verificaciones de identidad. Una solicitud de retiro no puede cancelarse una vez realizada. Los límites de retiro dependen de su nivel VIP y se muestran en la caja.</p>
<h2>6. Bonos</h2>
<p>Los bonos son siempre opcionales y puede jugar sin ellos. Cada bono tiene su propio requisito de apuesta, apuesta máxima y fecha de caducidad, que se detallan en los <a href="/bonus-terms-and-conditions">términos de los bonos</a>.</p>
<h2>7. Juegos y errores</h2>
<p>Los resultados los deciden generadores de números aleatorios certificados. Si un juego falla, la ronda afectada se anula y se le devuelve la apuesta. Los errores evidentes en un pago pueden corregirse.</p>
<h2>8. Juego responsable</h2>
<p>Puede fijar límites de depósito, recordatorios de tiempo, una pausa o la autoexclusión en cualquier momento desde su cuenta o a través del soporte. Consulte nuestra página de <a href="/responsible-gambling">juego responsable</a> para conocer las herramientas y dónde pedir ayuda.</p>
<h2>9. Cierre de la cuenta</h2>
<p>Puede cerrar su cuenta en cualquier momento contactando con el soporte; le pagaremos el saldo restante. Podemos suspender o cerrar una cuenta en caso de fraude, cuentas duplicadas, abuso de bonos o incumplimiento de estos términos, y le explicaremos el motivo salvo que la ley lo impida.</p>
<h2>10. Reclamaciones</h2>
<p>Si no está satisfecho, contacte primero con el <a href="/support">soporte</a>. Si no podemos resolverlo, escriba a <a href="mailto:${C.complaintsEmail}">${C.complaintsEmail}</a>; respondemos en un plazo de 14 días. Si aun así no queda conforme, puede llevar la reclamación al regulador.</p>
<h2>11. Cambios y ley aplicable</h2>
<p>Podemos actualizar estos términos y le avisaremos antes de que entren en vigor los cambios importantes. Estos términos se rigen por las leyes de Curazao.</p>`,
    },
    pt: {
      title: "Termos e condições",
      description: "Os termos gerais aplicáveis à sua conta e ao seu jogo no Croupier.",
      keywords: "termos e condições, regras, conta, depósitos, levantamentos, reclamações",
      content: `<h2>1. Sobre estes termos</h2>
<p>Estes termos constituem o acordo entre si e a <strong>${C.name}</strong> (${C.address}). O Croupier é uma demonstração de código aberto: o operador e a licença são fictícios e não é utilizado dinheiro real. Ao abrir uma conta, aceita estes termos, a <a href="/privacy-policy">política de privacidade</a> e os <a href="/bonus-terms-and-conditions">termos dos bónus</a>.</p>
<h2>2. Quem pode jogar</h2>
<p>Tem de ter pelo menos <strong>18 anos</strong>, ou mais se a lei do seu país fixar uma idade superior, e o jogo tem de ser legal no local onde se encontra. Não aceitamos jogadores de países restritos. Podemos pedir-lhe prova de idade a qualquer momento; encerraremos as contas de menores e devolveremos os respetivos depósitos.</p>
<h2>3. A sua conta</h2>
<p>Só pode ter uma conta. Os dados que fornecer têm de ser verdadeiros e seus. Mantenha a palavra-passe em segredo: é responsável pela atividade na sua conta. Podemos pedir documentos de identificação, de morada e de pagamento antes de um levantamento.</p>
<h2>4. Depósitos</h2>
<p>Os depósitos têm de vir de um método de pagamento em seu nome. Os montantes mínimo e máximo de cada método são indicados na caixa. Não cobramos comissões de depósito, mas o seu banco ou carteira pode cobrar.</p>
<h2>5. Levantamentos</h2>
<p>Sempre que possível, os levantamentos são pagos no método utilizado para depositar. Processamos os pedidos depois de concluída a verificação de identidade. Um pedido de levantamento não pode ser cancelado depois de feito. Os limites de levantamento dependem do seu nível VIP e são indicados na caixa.</p>
<h2>6. Bónus</h2>
<p>Os bónus são sempre opcionais e pode jogar sem eles. Cada bónus tem o seu requisito de apostas, aposta máxima e prazo de validade, descritos nos <a href="/bonus-terms-and-conditions">termos dos bónus</a>.</p>
<h2>7. Jogos e erros</h2>
<p>Os resultados são determinados por geradores de números aleatórios certificados. Se um jogo falhar, a ronda afetada é anulada e a aposta é devolvida. Erros evidentes num pagamento podem ser corrigidos.</p>
<h2>8. Jogo responsável</h2>
<p>Pode definir limites de depósito, lembretes de tempo, uma pausa ou a autoexclusão a qualquer momento na sua conta ou através do apoio. Consulte a página de <a href="/responsible-gambling">jogo responsável</a> para conhecer as ferramentas e onde obter ajuda.</p>
<h2>9. Encerramento da conta</h2>
<p>Pode encerrar a sua conta a qualquer momento contactando o apoio; o saldo restante ser-lhe-á pago. Podemos suspender ou encerrar uma conta em caso de fraude, contas duplicadas, abuso de bónus ou violação destes termos, e explicaremos o motivo, salvo se a lei o impedir.</p>
<h2>10. Reclamações</h2>
<p>Se não estiver satisfeito, contacte primeiro o <a href="/support">apoio</a>. Se não conseguirmos resolver, escreva para <a href="mailto:${C.complaintsEmail}">${C.complaintsEmail}</a>; respondemos no prazo de 14 dias. Se continuar insatisfeito, pode apresentar a reclamação ao regulador.</p>
<h2>11. Alterações e lei aplicável</h2>
<p>Podemos atualizar estes termos e avisá-lo-emos antes de as alterações relevantes entrarem em vigor. Estes termos regem-se pela lei de Curaçau.</p>`,
    },
    "pt-BR": {
      title: "Termos e condições",
      description: "Os termos gerais que valem para a sua conta e o seu jogo no Croupier.",
      keywords: "termos e condições, regras, conta, depósitos, saques, reclamações",
      content: `<h2>1. Sobre estes termos</h2>
<p>Estes termos formam o acordo entre você e a <strong>${C.name}</strong> (${C.address}). O Croupier é uma demonstração de código aberto: o operador e a licença são fictícios e não há dinheiro real envolvido. Ao abrir uma conta, você aceita estes termos, a <a href="/privacy-policy">política de privacidade</a> e os <a href="/bonus-terms-and-conditions">termos de bônus</a>.</p>
<h2>2. Quem pode jogar</h2>
<p>Você precisa ter pelo menos <strong>18 anos</strong>, ou mais se a lei local exigir uma idade maior, e o jogo precisa ser legal onde você está. Não aceitamos jogadores de países restritos. Podemos pedir comprovação de idade a qualquer momento; contas de menores serão encerradas e os depósitos devolvidos.</p>
<h2>3. Sua conta</h2>
<p>Cada pessoa pode ter apenas uma conta. Os dados informados devem ser verdadeiros e seus. Mantenha sua senha em segredo: você é responsável pela atividade na sua conta. Podemos pedir documentos de identidade, de endereço e de pagamento antes de um saque.</p>
<h2>4. Depósitos</h2>
<p>Os depósitos devem vir de um meio de pagamento no seu nome. Os valores mínimo e máximo de cada método aparecem no caixa. Não cobramos taxa de depósito, mas seu banco ou carteira digital pode cobrar.</p>
<h2>5. Saques</h2>
<p>Sempre que possível, os saques são pagos no mesmo método usado para depositar. Processamos os pedidos depois que a verificação de identidade é concluída. Um pedido de saque não pode ser cancelado depois de feito. Os limites de saque dependem do seu nível VIP e aparecem no caixa.</p>
<h2>6. Bônus</h2>
<p>Os bônus são sempre opcionais e você pode jogar sem eles. Cada bônus tem seu próprio requisito de apostas, aposta máxima e prazo de validade, descritos nos <a href="/bonus-terms-and-conditions">termos de bônus</a>.</p>
<h2>7. Jogos e erros</h2>
<p>Os resultados são definidos por geradores de números aleatórios certificados. Se um jogo apresentar defeito, a rodada afetada é anulada e a aposta é devolvida. Erros evidentes em um pagamento podem ser corrigidos.</p>
<h2>8. Jogo responsável</h2>
<p>Você pode definir limites de depósito, lembretes de tempo, uma pausa ou a autoexclusão a qualquer momento na sua conta ou pelo suporte. Veja a nossa página de <a href="/responsible-gambling">jogo responsável</a> para conhecer as ferramentas e onde buscar ajuda.</p>
<h2>9. Encerramento da conta</h2>
<p>Você pode encerrar sua conta a qualquer momento falando com o suporte; o saldo restante será pago. Podemos suspender ou encerrar uma conta em caso de fraude, contas duplicadas, abuso de bônus ou violação destes termos, e explicaremos o motivo, salvo se a lei proibir.</p>
<h2>10. Reclamações</h2>
<p>Se algo não estiver bem, fale primeiro com o <a href="/support">suporte</a>. Se não conseguirmos resolver, escreva para <a href="mailto:${C.complaintsEmail}">${C.complaintsEmail}</a>; respondemos em até 14 dias. Se ainda assim não ficar satisfeito, você pode levar a reclamação ao regulador.</p>
<h2>11. Alterações e lei aplicável</h2>
<p>Podemos atualizar estes termos e avisaremos você antes que mudanças importantes entrem em vigor. Estes termos são regidos pelas leis de Curaçao.</p>`,
    },
    ru: {
      title: "Правила и условия",
      description: "Общие условия, действующие для вашей учётной записи и игры в Croupier.",
      keywords: "правила и условия, учётная запись, депозиты, вывод средств, жалобы",
      content: `<h2>1. Об этих условиях</h2>
<p>Эти условия — соглашение между вами и <strong>${C.name}</strong> (${C.address}). Croupier — демонстрационный проект с открытым исходным кодом: оператор и лицензия вымышлены, реальные деньги не используются. Открывая счёт, вы принимаете эти условия, <a href="/privacy-policy">политику конфиденциальности</a> и <a href="/bonus-terms-and-conditions">бонусные правила</a>.</p>
<h2>2. Кто может играть</h2>
<p>Вам должно быть не меньше <strong>18 лет</strong> (или больше, если этого требует закон вашей страны), а азартные игры должны быть разрешены там, где вы находитесь. Мы не принимаем игроков из стран с ограничениями. Мы можем в любой момент попросить подтвердить возраст; счета несовершеннолетних закрываются, а их депозиты возвращаются.</p>
<h2>3. Ваша учётная запись</h2>
<p>Можно иметь только один счёт. Указанные данные должны быть достоверными и принадлежать вам. Храните пароль в тайне: вы отвечаете за действия в своём аккаунте. Перед выводом средств мы можем запросить документы, подтверждающие личность, адрес и способ оплаты.</p>
<h2>4. Депозиты</h2>
<p>Депозиты вносятся только с платёжных средств, оформленных на ваше имя. Минимальные и максимальные суммы для каждого метода указаны в кассе. Мы не берём комиссию за пополнение, но её может взять ваш банк или кошелёк.</p>
<h2>5. Вывод средств</h2>
<p>По возможности выплаты производятся тем же способом, которым был внесён депозит. Заявки обрабатываются после завершения проверки личности. Созданную заявку на вывод отменить нельзя. Лимиты на вывод зависят от вашего VIP-уровня и указаны в кассе.</p>
<h2>6. Бонусы</h2>
<p>Бонусы всегда необязательны — можно играть и без них. У каждого бонуса есть свой вейджер, максимальная ставка и срок действия, описанные в <a href="/bonus-terms-and-conditions">бонусных правилах</a>.</p>
<h2>7. Игры и ошибки</h2>
<p>Результаты игр определяются сертифицированными генераторами случайных чисел. При сбое игры затронутый раунд аннулируется, а ставка возвращается. Очевидные ошибки в выплатах могут быть исправлены.</p>
<h2>8. Ответственная игра</h2>
<p>Вы можете в любой момент установить лимиты депозитов, напоминания о времени, перерыв или самоисключение — в личном кабинете или через поддержку. Инструменты и контакты помощи описаны на странице <a href="/responsible-gambling">«Ответственная игра»</a>.</p>
<h2>9. Закрытие счёта</h2>
<p>Вы можете закрыть счёт в любое время, обратившись в поддержку; оставшийся баланс будет выплачен. Мы можем приостановить или закрыть счёт в случае мошенничества, дублирующих аккаунтов, злоупотребления бонусами или нарушения этих условий и объясним причину, если это не запрещено законом.</p>
<h2>10. Жалобы</h2>
<p>Если вы недовольны, сначала обратитесь в <a href="/support">поддержку</a>. Если вопрос не решён, напишите на <a href="mailto:${C.complaintsEmail}">${C.complaintsEmail}</a> — мы ответим в течение 14 дней. Если решение вас не устроит, вы можете направить жалобу регулятору.</p>
<h2>11. Изменения и применимое право</h2>
<p>Мы можем обновлять эти условия и заранее сообщим о существенных изменениях. Условия регулируются законодательством Кюрасао.</p>`,
    },
  },
};
