import type { DemoPage } from "../types.ts";

// The welcome-bonus ids 73, 74 and 75 match the welcome-bonus-dropdown snippet and spec point 9.
export const bonusTerms: DemoPage = {
  id: "bonus-terms-and-conditions",
  path: "/bonus-terms-and-conditions",
  layout: "default",
  categories: ["page", "bottom-menu-help", "terms-page"],
  position: 22,
  translations: {
    en: {
      title: "Bonus terms and conditions",
      description: "Plain-language rules for every Croupier bonus: wagering, maximum bet, expiry and cancellation.",
      keywords: "bonus terms, wagering requirement, free spins, welcome bonus, cashback",
      content: `<h2>1. The short version</h2>
<p>Bonuses are optional. A bonus gives you extra money or spins, but you must wager it <strong>35 times</strong> before it turns into withdrawable money. Your own money is always played first, and you can cancel a bonus at any time.</p>
<h2>2. Welcome offer: you choose</h2>
<p>With your first deposit of at least €20 (or the equivalent) you choose one option:</p>
<ul>
<li><strong>Option 73 — 100% first deposit bonus:</strong> we match your deposit up to €200.</li>
<li><strong>Option 74 — free spins package:</strong> 20 free spins at €0.20 each on a selected slot; winnings are capped at €100.</li>
<li><strong>Option 75 — no bonus:</strong> play with your own money only, with no wagering requirement.</li>
</ul>
<h2>3. How wagering works</h2>
<p>The requirement is <strong>35× the bonus amount</strong> (not the deposit). Example: you deposit €100 and receive a €100 bonus, so you need to place €3,500 in bets before the bonus becomes real money. For free spins, 35× the amount won from the spins. Your progress is shown in your account under Bonuses.</p>
<h2>4. Game contributions</h2>
<ul>
<li>Slots count 100%.</li>
<li>Table games, roulette and live casino count 10%.</li>
<li>Bonus-buy features cannot be used while a bonus is active.</li>
</ul>
<h2>5. Maximum bet</h2>
<p>While a bonus is active the maximum bet is <strong>€5 per spin or round</strong> (or the equivalent in your currency). The game will refuse larger bets.</p>
<h2>6. Expiry and cancellation</h2>
<p>A bonus must be activated within 7 days and wagered within 14 days of activation; free spins must be used within 3 days. When a bonus expires or you cancel it, the bonus money and winnings made with it are removed; your own real money stays in your account.</p>
<h2>7. Withdrawals and other offers</h2>
<p>You can withdraw your real-money balance at any time; doing so cancels an active bonus. Weekly cashback is paid as real money with no wagering. VIP bonuses follow these rules unless their offer says otherwise. One welcome offer per person, household and payment method.</p>`,
    },
    es: {
      title: "Términos y condiciones de los bonos",
      description:
        "Las reglas de cada bono de Croupier explicadas con claridad: requisito de apuesta, apuesta máxima, caducidad y cancelación.",
      keywords: "términos de bonos, requisito de apuesta, giros gratis, bono de bienvenida, reembolso",
      content: `<h2>1. En pocas palabras</h2>
<p>Los bonos son opcionales. Un bono le da dinero o giros extra, pero debe apostarlo <strong>35 veces</strong> antes de que se convierta en dinero retirable. Siempre se juega primero con su propio dinero y puede cancelar un bono cuando quiera.</p>
<h2>2. Oferta de bienvenida: usted elige</h2>
<p>Con su primer depósito de al menos 20 € (o su equivalente) elige una opción:</p>
<ul>
<li><strong>Opción 73 — bono del 100% en el primer depósito:</strong> igualamos su depósito hasta 200 €.</li>
<li><strong>Opción 74 — paquete de giros gratis:</strong> 20 giros gratis de 0,20 € en una tragaperras seleccionada; las ganancias tienen un límite de 100 €.</li>
<li><strong>Opción 75 — sin bono:</strong> juegue solo con su dinero, sin requisito de apuesta.</li>
</ul>
<h2>3. Cómo funciona el requisito de apuesta</h2>
<p>El requisito es <strong>35 veces el importe del bono</strong> (no del depósito). Ejemplo: deposita 100 € y recibe un bono de 100 €, así que debe realizar apuestas por 3.500 € antes de que el bono pase a ser dinero real. En los giros gratis, 35 veces lo ganado con ellos. Su progreso aparece en su cuenta, en el apartado Bonos.</p>
<h2>4. Contribución de los juegos</h2>
<ul>
<li>Las tragaperras cuentan al 100%.</li>
<li>Los juegos de mesa, la ruleta y el casino en vivo cuentan al 10%.</li>
<li>Las funciones de compra de bono no pueden usarse con un bono activo.</li>
</ul>
<h2>5. Apuesta máxima</h2>
<p>Con un bono activo, la apuesta máxima es de <strong>5 € por giro o ronda</strong> (o su equivalente en su moneda). El juego rechazará apuestas mayores.</p>
<h2>6. Caducidad y cancelación</h2>
<p>Un bono debe activarse en 7 días y apostarse en los 14 días siguientes a su activación; los giros gratis deben usarse en 3 días. Cuando un bono caduca o lo cancela, se retiran el dinero del bono y las ganancias obtenidas con él; su dinero real permanece en la cuenta.</p>
<h2>7. Retiros y otras ofertas</h2>
<p>Puede retirar su saldo real en cualquier momento; al hacerlo se cancela el bono activo. El reembolso semanal se paga en dinero real, sin requisito de apuesta. Los bonos VIP siguen estas reglas salvo que su oferta indique otra cosa. Una sola oferta de bienvenida por persona, hogar y método de pago.</p>`,
    },
    pt: {
      title: "Termos e condições dos bónus",
      description:
        "As regras de cada bónus do Croupier explicadas com clareza: requisito de apostas, aposta máxima, validade e cancelamento.",
      keywords: "termos dos bónus, requisito de apostas, rodadas grátis, bónus de boas-vindas, cashback",
      content: `<h2>1. Em resumo</h2>
<p>Os bónus são opcionais. Um bónus dá-lhe dinheiro ou rodadas extra, mas tem de o apostar <strong>35 vezes</strong> antes de se tornar dinheiro levantável. O seu próprio dinheiro é sempre jogado primeiro e pode cancelar um bónus a qualquer momento.</p>
<h2>2. Oferta de boas-vindas: a escolha é sua</h2>
<p>No primeiro depósito de pelo menos 20 € (ou equivalente) escolhe uma opção:</p>
<ul>
<li><strong>Opção 73 — bónus de 100% no primeiro depósito:</strong> igualamos o seu depósito até 200 €.</li>
<li><strong>Opção 74 — pacote de rodadas grátis:</strong> 20 rodadas grátis de 0,20 € numa slot selecionada; os ganhos estão limitados a 100 €.</li>
<li><strong>Opção 75 — sem bónus:</strong> jogue apenas com o seu dinheiro, sem requisito de apostas.</li>
</ul>
<h2>3. Como funciona o requisito de apostas</h2>
<p>O requisito é de <strong>35 vezes o valor do bónus</strong> (não do depósito). Exemplo: deposita 100 € e recebe um bónus de 100 €, pelo que tem de fazer 3500 € em apostas antes de o bónus passar a dinheiro real. Nas rodadas grátis, 35 vezes o valor ganho com elas. O progresso é apresentado na sua conta, na secção Bónus.</p>
<h2>4. Contribuição dos jogos</h2>
<ul>
<li>As slots contam a 100%.</li>
<li>Os jogos de mesa, a roleta e o casino ao vivo contam a 10%.</li>
<li>As funcionalidades de compra de bónus não podem ser usadas com um bónus ativo.</li>
</ul>
<h2>5. Aposta máxima</h2>
<p>Com um bónus ativo, a aposta máxima é de <strong>5 € por rodada ou jogada</strong> (ou o equivalente na sua moeda). O jogo recusará apostas superiores.</p>
<h2>6. Validade e cancelamento</h2>
<p>Um bónus tem de ser ativado em 7 dias e apostado nos 14 dias seguintes à ativação; as rodadas grátis têm de ser usadas em 3 dias. Quando um bónus expira ou é cancelado, o dinheiro de bónus e os ganhos obtidos com ele são retirados; o seu dinheiro real permanece na conta.</p>
<h2>7. Levantamentos e outras ofertas</h2>
<p>Pode levantar o seu saldo real a qualquer momento; ao fazê-lo, o bónus ativo é cancelado. O cashback semanal é pago em dinheiro real, sem requisito de apostas. Os bónus VIP seguem estas regras, salvo indicação em contrário na oferta. Uma única oferta de boas-vindas por pessoa, agregado familiar e método de pagamento.</p>`,
    },
    "pt-BR": {
      title: "Termos e condições de bônus",
      description:
        "As regras de cada bônus do Croupier explicadas de forma clara: rollover, aposta máxima, validade e cancelamento.",
      keywords: "termos de bônus, rollover, rodadas grátis, bônus de boas-vindas, cashback",
      content: `<h2>1. Resumindo</h2>
<p>Os bônus são opcionais. Um bônus dá a você dinheiro ou rodadas extras, mas é preciso apostá-lo <strong>35 vezes</strong> antes que vire dinheiro sacável. Seu próprio dinheiro é sempre usado primeiro, e você pode cancelar um bônus quando quiser.</p>
<h2>2. Oferta de boas-vindas: você escolhe</h2>
<p>No primeiro depósito de pelo menos 20 € (ou o equivalente na sua moeda) você escolhe uma opção:</p>
<ul>
<li><strong>Opção 73 — bônus de 100% no primeiro depósito:</strong> dobramos seu depósito até 200 €.</li>
<li><strong>Opção 74 — pacote de rodadas grátis:</strong> 20 rodadas grátis de 0,20 € cada em um caça-níquel selecionado; os ganhos são limitados a 100 €.</li>
<li><strong>Opção 75 — sem bônus:</strong> jogue só com o seu dinheiro, sem rollover.</li>
</ul>
<h2>3. Como funciona o rollover</h2>
<p>O requisito é de <strong>35 vezes o valor do bônus</strong> (e não do depósito). Exemplo: você deposita 100 € e recebe 100 € de bônus, então precisa fazer 3.500 € em apostas antes que o bônus vire dinheiro real. Nas rodadas grátis, 35 vezes o valor ganho com elas. Seu progresso aparece na sua conta, em Bônus.</p>
<h2>4. Contribuição dos jogos</h2>
<ul>
<li>Caça-níqueis contam 100%.</li>
<li>Jogos de mesa, roleta e cassino ao vivo contam 10%.</li>
<li>Recursos de compra de bônus não podem ser usados com um bônus ativo.</li>
</ul>
<h2>5. Aposta máxima</h2>
<p>Com um bônus ativo, a aposta máxima é de <strong>5 € por rodada</strong> (ou o equivalente na sua moeda). O jogo recusa apostas maiores.</p>
<h2>6. Validade e cancelamento</h2>
<p>O bônus deve ser ativado em até 7 dias e apostado em até 14 dias após a ativação; as rodadas grátis devem ser usadas em até 3 dias. Quando um bônus expira ou é cancelado, o dinheiro de bônus e os ganhos obtidos com ele são removidos; seu dinheiro real continua na conta.</p>
<h2>7. Saques e outras ofertas</h2>
<p>Você pode sacar seu saldo real a qualquer momento; isso cancela o bônus ativo. O cashback semanal é pago em dinheiro real, sem rollover. Os bônus VIP seguem estas regras, a menos que a oferta diga outra coisa. Uma única oferta de boas-vindas por pessoa, residência e meio de pagamento.</p>`,
    },
    ru: {
      title: "Бонусные правила",
      description: "Правила всех бонусов Croupier простым языком: вейджер, максимальная ставка, сроки и отмена.",
      keywords: "бонусные правила, вейджер, фриспины, приветственный бонус, кешбэк",
      content: `<h2>1. Коротко</h2>
<p>Бонусы необязательны. Бонус даёт дополнительные деньги или вращения, но его нужно отыграть <strong>35 раз</strong>, прежде чем он станет доступен для вывода. Сначала всегда используются ваши собственные деньги, а отменить бонус можно в любой момент.</p>
<h2>2. Приветственное предложение на ваш выбор</h2>
<p>При первом депозите от 20 € (или эквивалента) вы выбираете один вариант:</p>
<ul>
<li><strong>Вариант 73 — бонус 100% на первый депозит:</strong> удваиваем депозит, но не более чем на 200 €.</li>
<li><strong>Вариант 74 — пакет фриспинов:</strong> 20 бесплатных вращений по 0,20 € в выбранном слоте; выигрыш ограничен 100 €.</li>
<li><strong>Вариант 75 — без бонуса:</strong> игра только на свои деньги, без вейджера.</li>
</ul>
<h2>3. Как работает вейджер</h2>
<p>Требование — <strong>35-кратная сумма бонуса</strong> (а не депозита). Пример: вы вносите 100 € и получаете бонус 100 €, значит, нужно сделать ставок на 3500 €, прежде чем бонус станет реальными деньгами. Для фриспинов — 35-кратная сумма выигрыша с них. Прогресс отыгрыша виден в личном кабинете в разделе «Бонусы».</p>
<h2>4. Вклад игр в отыгрыш</h2>
<ul>
<li>Слоты — 100%.</li>
<li>Настольные игры, рулетка и live-казино — 10%.</li>
<li>Покупка бонусной игры недоступна, пока активен бонус.</li>
</ul>
<h2>5. Максимальная ставка</h2>
<p>Пока бонус активен, максимальная ставка — <strong>5 € за вращение или раунд</strong> (или эквивалент в вашей валюте). Игра не примет более высокую ставку.</p>
<h2>6. Сроки и отмена</h2>
<p>Бонус нужно активировать в течение 7 дней и отыграть в течение 14 дней после активации; фриспины — использовать в течение 3 дней. Когда бонус истекает или вы его отменяете, бонусные средства и выигрыш с них списываются; ваши реальные деньги остаются на счёте.</p>
<h2>7. Вывод средств и другие предложения</h2>
<p>Реальный баланс можно вывести в любой момент; при этом активный бонус отменяется. Еженедельный кешбэк выплачивается реальными деньгами без вейджера. VIP-бонусы подчиняются этим правилам, если в предложении не сказано иное. Одно приветственное предложение на человека, домохозяйство и платёжный метод.</p>`,
    },
  },
};
