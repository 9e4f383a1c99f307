import type { Locale } from "@croupier/contract";

// The pushes' words in the five languages. A push is short: a title and one sentence; what the
// values are (an amount already formatted in the player's language, a title in it) comes from the
// caller. The site path each opens is in notify.ts.

export interface PushTextValues {
  /** Money in the player's language ("€50", "50 €"). */
  amount?: string;
  /** A bonus, free spins offer, level or tournament name in the player's language. */
  name?: string;
  /** A count of free spins, or a place in a tournament. */
  count?: number;
  /** A settled bet's outcome (its `amount` is the return: winnings or the stake back). */
  outcome?: "won" | "void";
}

type Text = (values: PushTextValues) => { title: string; body: string };

export interface PushTexts {
  deposit_success: Text;
  withdrawal_paid: Text;
  bonus_awarded: Text;
  freespins_awarded: Text;
  level_up: Text;
  tournament_result: Text;
  bet_settled: Text;
}

const TEXTS: Record<Locale, PushTexts> = {
  en: {
    deposit_success: ({ amount }) => ({ title: "Deposit received", body: `${amount} is on your balance. Good luck!` }),
    withdrawal_paid: ({ amount }) => ({
      title: "Withdrawal paid",
      body: `Your withdrawal of ${amount} has been paid out.`,
    }),
    bonus_awarded: ({ name }) => ({ title: "New bonus", body: `You have received a bonus: ${name}.` }),
    freespins_awarded: ({ count, name }) => ({
      title: "Free spins",
      body: `You have received ${count} free spins: ${name}.`,
    }),
    level_up: ({ name }) => ({ title: "New VIP level", body: `Congratulations! You have reached ${name}.` }),
    tournament_result: ({ count, name }) => ({
      title: "Tournament result",
      body: `You finished in place ${count} in ${name}. Your prize has been awarded.`,
    }),
    bet_settled: ({ amount, name, outcome }) =>
      outcome === "won"
        ? { title: "Bet won", body: `Your bet on ${name} won: ${amount} is on your balance.` }
        : { title: "Bet void", body: `Your bet on ${name} is void: your stake of ${amount} is back on your balance.` },
  },
  es: {
    deposit_success: ({ amount }) => ({ title: "Depósito recibido", body: `${amount} ya está en tu saldo. ¡Suerte!` }),
    withdrawal_paid: ({ amount }) => ({ title: "Retiro pagado", body: `Tu retiro de ${amount} se ha pagado.` }),
    bonus_awarded: ({ name }) => ({ title: "Nuevo bono", body: `Has recibido un bono: ${name}.` }),
    freespins_awarded: ({ count, name }) => ({
      title: "Giros gratis",
      body: `Has recibido ${count} giros gratis: ${name}.`,
    }),
    level_up: ({ name }) => ({ title: "Nuevo nivel VIP", body: `¡Enhorabuena! Has alcanzado ${name}.` }),
    tournament_result: ({ count, name }) => ({
      title: "Resultado del torneo",
      body: `Has terminado en el puesto ${count} de ${name}. Tu premio ya se ha otorgado.`,
    }),
    bet_settled: ({ amount, name, outcome }) =>
      outcome === "won"
        ? { title: "Apuesta ganada", body: `Tu apuesta en ${name} ha ganado: ${amount} ya está en tu saldo.` }
        : {
            title: "Apuesta anulada",
            body: `Tu apuesta en ${name} se ha anulado: tu importe de ${amount} vuelve a tu saldo.`,
          },
  },
  pt: {
    deposit_success: ({ amount }) => ({
      title: "Depósito recebido",
      body: `${amount} já está no seu saldo. Boa sorte!`,
    }),
    withdrawal_paid: ({ amount }) => ({
      title: "Levantamento pago",
      body: `O seu levantamento de ${amount} foi pago.`,
    }),
    bonus_awarded: ({ name }) => ({ title: "Novo bónus", body: `Recebeu um bónus: ${name}.` }),
    freespins_awarded: ({ count, name }) => ({
      title: "Rodadas grátis",
      body: `Recebeu ${count} rodadas grátis: ${name}.`,
    }),
    level_up: ({ name }) => ({ title: "Novo nível VIP", body: `Parabéns! Alcançou ${name}.` }),
    tournament_result: ({ count, name }) => ({
      title: "Resultado do torneio",
      body: `Terminou em ${count}.º lugar em ${name}. O seu prémio foi atribuído.`,
    }),
    bet_settled: ({ amount, name, outcome }) =>
      outcome === "won"
        ? { title: "Aposta ganha", body: `A sua aposta em ${name} ganhou: ${amount} já está no seu saldo.` }
        : {
            title: "Aposta anulada",
            body: `A sua aposta em ${name} foi anulada: o valor de ${amount} voltou ao seu saldo.`,
          },
  },
  "pt-BR": {
    deposit_success: ({ amount }) => ({
      title: "Depósito recebido",
      body: `${amount} já está no seu saldo. Boa sorte!`,
    }),
    withdrawal_paid: ({ amount }) => ({ title: "Saque pago", body: `Seu saque de ${amount} foi pago.` }),
    bonus_awarded: ({ name }) => ({ title: "Novo bônus", body: `Você recebeu um bônus: ${name}.` }),
    freespins_awarded: ({ count, name }) => ({
      title: "Giros grátis",
      body: `Você recebeu ${count} giros grátis: ${name}.`,
    }),
    level_up: ({ name }) => ({ title: "Novo nível VIP", body: `Parabéns! Você alcançou ${name}.` }),
    tournament_result: ({ count, name }) => ({
      title: "Resultado do torneio",
      body: `Você terminou em ${count}º lugar em ${name}. Seu prêmio foi creditado.`,
    }),
    bet_settled: ({ amount, name, outcome }) =>
      outcome === "won"
        ? { title: "Aposta ganha", body: `Sua aposta em ${name} ganhou: ${amount} já está no seu saldo.` }
        : {
            title: "Aposta anulada",
            body: `Sua aposta em ${name} foi anulada: o valor de ${amount} voltou para o seu saldo.`,
          },
  },
  ru: {
    deposit_success: ({ amount }) => ({ title: "Депозит зачислен", body: `${amount} уже на вашем балансе. Удачи!` }),
    withdrawal_paid: ({ amount }) => ({ title: "Вывод выплачен", body: `Ваш вывод ${amount} выплачен.` }),
    bonus_awarded: ({ name }) => ({ title: "Новый бонус", body: `Вы получили бонус: ${name}.` }),
    freespins_awarded: ({ count, name }) => ({
      title: "Фриспины",
      body: `Вы получили фриспины (${count}): ${name}.`,
    }),
    level_up: ({ name }) => ({ title: "Новый VIP-уровень", body: `Поздравляем! Вы достигли уровня ${name}.` }),
    tournament_result: ({ count, name }) => ({
      title: "Итоги турнира",
      body: `Вы заняли ${count}-е место в турнире «${name}». Приз начислен.`,
    }),
    bet_settled: ({ amount, name, outcome }) =>
      outcome === "won"
        ? { title: "Ставка выиграла", body: `Ваша ставка на «${name}» выиграла: ${amount} на вашем балансе.` }
        : {
            title: "Ставка аннулирована",
            body: `Ваша ставка на «${name}» аннулирована: ${amount} возвращено на баланс.`,
          },
  },
};

export function pushTexts(locale: Locale): PushTexts {
  return TEXTS[locale];
}
