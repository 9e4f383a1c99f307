import type { LimitPeriod, LimitType, Locale } from "@croupier/contract";

// The limits' texts in the five languages: which limit binds, what is still allowed, when it resets.
// Kept here (not in the contract's tables) because they take several values; the site shows them
// as the platform words them (422 field errors).

interface LimitTexts {
  /** The limit's name in a sentence ("deposit limit"). */
  name: Record<LimitType, string>;
  /** "per 24 hours" … */
  per: Record<LimitPeriod, string>;
  /** A money limit that allows `left` more (left > 0): refused because the amount is above it. */
  allows(limit: string, amount: string, per: string, left: string): string;
  /** A money limit used up. */
  reached(limit: string, amount: string, per: string): string;
  /** The sentence after either: when the use next falls. */
  resetsFrom(time: string): string;
  /** A session limit used up (bets refused). */
  sessionUsed(minutes: number, per: string, resets: string): string;
  /** A session limit used up at sign-in. */
  signInRefused(minutes: number, per: string, resets: string): string;
  /** Confirm too early. */
  confirmFrom(time: string, hours: number): string;
  /** The currency is not one of the player's accounts. */
  noAccount: string;
  /** A session limit needs its minutes (1 … the period's). */
  minutes(max: number): string;
  /** Confirm with nothing pending under that token. */
  nothingPending: string;
}

const en: LimitTexts = {
  name: { deposit: "deposit limit", loss: "loss limit", wager: "wager limit", session: "session limit" },
  per: { day: "per 24 hours", week: "per 7 days", month: "per month" },
  allows: (limit, amount, per, left) => `Your ${limit} of ${amount} ${per} allows ${left} more now.`,
  reached: (limit, amount, per) => `Your ${limit} of ${amount} ${per} is reached.`,
  resetsFrom: (time) => `It resets from ${time}.`,
  sessionUsed: (minutes, per, resets) =>
    `Your session limit of ${minutes} minutes ${per} is used up. You can play again from ${resets}.`,
  signInRefused: (minutes, per, resets) =>
    `Your session limit of ${minutes} minutes ${per} is used up. You can sign in again from ${resets}.`,
  confirmFrom: (time, hours) => `This change can be confirmed from ${time}, after its ${hours}-hour cooling-off.`,
  noAccount: "You have no account in this currency.",
  minutes: (max) => `Enter a whole number of minutes from 1 to ${max}.`,
  nothingPending: "There is no change waiting for this confirmation.",
};

const es: LimitTexts = {
  name: {
    deposit: "límite de depósito",
    loss: "límite de pérdidas",
    wager: "límite de apuestas",
    session: "límite de sesión",
  },
  per: { day: "cada 24 horas", week: "cada 7 días", month: "al mes" },
  allows: (limit, amount, per, left) => `Tu ${limit} de ${amount} ${per} permite ${left} más ahora.`,
  reached: (limit, amount, per) => `Has alcanzado tu ${limit} de ${amount} ${per}.`,
  resetsFrom: (time) => `Se restablece a partir del ${time}.`,
  sessionUsed: (minutes, per, resets) =>
    `Has agotado tu límite de sesión de ${minutes} minutos ${per}. Podrás volver a jugar a partir del ${resets}.`,
  signInRefused: (minutes, per, resets) =>
    `Has agotado tu límite de sesión de ${minutes} minutos ${per}. Podrás iniciar sesión de nuevo a partir del ${resets}.`,
  confirmFrom: (time, hours) =>
    `Este cambio se puede confirmar a partir del ${time}, tras su periodo de reflexión de ${hours} horas.`,
  noAccount: "No tienes una cuenta en esta moneda.",
  minutes: (max) => `Introduce un número entero de minutos entre 1 y ${max}.`,
  nothingPending: "No hay ningún cambio pendiente de esta confirmación.",
};

const pt: LimitTexts = {
  name: {
    deposit: "limite de depósito",
    loss: "limite de perdas",
    wager: "limite de apostas",
    session: "limite de sessão",
  },
  per: { day: "por 24 horas", week: "por 7 dias", month: "por mês" },
  allows: (limit, amount, per, left) => `O seu ${limit} de ${amount} ${per} permite mais ${left} agora.`,
  reached: (limit, amount, per) => `Atingiu o seu ${limit} de ${amount} ${per}.`,
  resetsFrom: (time) => `É reposto a partir de ${time}.`,
  sessionUsed: (minutes, per, resets) =>
    `Esgotou o seu limite de sessão de ${minutes} minutos ${per}. Pode voltar a jogar a partir de ${resets}.`,
  signInRefused: (minutes, per, resets) =>
    `Esgotou o seu limite de sessão de ${minutes} minutos ${per}. Pode voltar a iniciar sessão a partir de ${resets}.`,
  confirmFrom: (time, hours) =>
    `Esta alteração pode ser confirmada a partir de ${time}, após o período de reflexão de ${hours} horas.`,
  noAccount: "Não tem uma conta nesta moeda.",
  minutes: (max) => `Introduza um número inteiro de minutos entre 1 e ${max}.`,
  nothingPending: "Não há nenhuma alteração à espera desta confirmação.",
};

const ptBR: LimitTexts = {
  name: {
    deposit: "limite de depósito",
    loss: "limite de perdas",
    wager: "limite de apostas",
    session: "limite de sessão",
  },
  per: { day: "a cada 24 horas", week: "a cada 7 dias", month: "por mês" },
  allows: (limit, amount, per, left) => `Seu ${limit} de ${amount} ${per} permite mais ${left} agora.`,
  reached: (limit, amount, per) => `Você atingiu seu ${limit} de ${amount} ${per}.`,
  resetsFrom: (time) => `Ele é renovado a partir de ${time}.`,
  sessionUsed: (minutes, per, resets) =>
    `Você esgotou seu limite de sessão de ${minutes} minutos ${per}. Você pode jogar de novo a partir de ${resets}.`,
  signInRefused: (minutes, per, resets) =>
    `Você esgotou seu limite de sessão de ${minutes} minutos ${per}. Você pode entrar de novo a partir de ${resets}.`,
  confirmFrom: (time, hours) =>
    `Esta alteração pode ser confirmada a partir de ${time}, depois do período de reflexão de ${hours} horas.`,
  noAccount: "Você não tem uma conta nesta moeda.",
  minutes: (max) => `Digite um número inteiro de minutos de 1 a ${max}.`,
  nothingPending: "Não há nenhuma alteração aguardando esta confirmação.",
};

const ru: LimitTexts = {
  name: {
    deposit: "лимит депозитов",
    loss: "лимит проигрыша",
    wager: "лимит ставок",
    session: "лимит игрового времени",
  },
  per: { day: "за 24 часа", week: "за 7 дней", month: "в месяц" },
  allows: (limit, amount, per, left) => `Ваш ${limit} ${amount} ${per} сейчас позволяет ещё ${left}.`,
  reached: (limit, amount, per) => `Ваш ${limit} ${amount} ${per} исчерпан.`,
  resetsFrom: (time) => `Он восстанавливается с ${time}.`,
  sessionUsed: (minutes, per, resets) =>
    `Ваш лимит игрового времени ${minutes} мин. ${per} исчерпан. Играть снова можно с ${resets}.`,
  signInRefused: (minutes, per, resets) =>
    `Ваш лимит игрового времени ${minutes} мин. ${per} исчерпан. Войти снова можно с ${resets}.`,
  confirmFrom: (time, hours) => `Это изменение можно подтвердить с ${time}, после ${hours}-часового периода ожидания.`,
  noAccount: "У вас нет счёта в этой валюте.",
  minutes: (max) => `Введите целое число минут от 1 до ${max}.`,
  nothingPending: "Нет изменений, ожидающих этого подтверждения.",
};

const TEXTS: Record<Locale, LimitTexts> = { en, es, pt, "pt-BR": ptBR, ru };

export function limitTexts(locale: Locale): LimitTexts {
  return TEXTS[locale];
}

/** A time as the texts say it: the date and time in UTC, in the player's language ("28 Nov 2026, 06:30 UTC"). */
export function formatLimitTime(time: Date, locale: Locale): string {
  const formatted = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(time);
  return `${formatted} UTC`;
}
