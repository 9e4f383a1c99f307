import type { Locale } from "@croupier/contract";

// The exclusions' texts in the five languages: what sign-in, a bet or a deposit answers while an
// exclusion is in force, and the field errors of a request.

/** An exclusion's end as the player reads it: a long date and time, in UTC. */
export function formatEnd(endsAt: Date, locale: Locale): string {
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(endsAt);
  return `${text} UTC`;
}

type Texts = {
  timeoutUntil: (end: string) => string;
  selfExclusionUntil: (end: string) => string;
  selfExclusionIndefinite: string;
  closed: string;
  withdrawHint: string;
  playRefused: string;
  depositRefused: string;
  timeoutDays: (min: number, max: number) => string;
  periodNotOffered: string;
  indefiniteNotOffered: string;
  timeoutNeedsDays: string;
  notShorter: (end: string) => string;
  alreadyClosed: string;
  wrongPassword: string;
};

const TEXTS: Record<Locale, Texts> = {
  en: {
    timeoutUntil: (end) => `You are taking a break until ${end}. You cannot sign in before then.`,
    selfExclusionUntil: (end) => `You have excluded yourself until ${end}. You cannot sign in before then.`,
    selfExclusionIndefinite: "You have excluded yourself indefinitely. You cannot sign in.",
    closed: "This account was closed at your request. You cannot sign in.",
    withdrawHint: "Your balance stays yours: contact support to withdraw it.",
    playRefused: "You cannot play while your break or self-exclusion lasts.",
    depositRefused: "You cannot deposit while your break or self-exclusion lasts.",
    timeoutDays: (min, max) => `Choose a break of ${min} to ${max} days.`,
    periodNotOffered: "Choose one of the periods offered.",
    indefiniteNotOffered: "An indefinite self-exclusion is not offered.",
    timeoutNeedsDays: "Choose how many days the break lasts.",
    notShorter: (end) => `Your break or self-exclusion already lasts until ${end}: it can only be made longer.`,
    alreadyClosed: "This account is already closed.",
    wrongPassword: "Wrong password.",
  },
  es: {
    timeoutUntil: (end) => `Estás tomando un descanso hasta el ${end}. No puedes iniciar sesión antes.`,
    selfExclusionUntil: (end) => `Te has autoexcluido hasta el ${end}. No puedes iniciar sesión antes.`,
    selfExclusionIndefinite: "Te has autoexcluido de forma indefinida. No puedes iniciar sesión.",
    closed: "Esta cuenta se cerró a petición tuya. No puedes iniciar sesión.",
    withdrawHint: "Tu saldo sigue siendo tuyo: contacta con soporte para retirarlo.",
    playRefused: "No puedes jugar mientras dure tu descanso o autoexclusión.",
    depositRefused: "No puedes depositar mientras dure tu descanso o autoexclusión.",
    timeoutDays: (min, max) => `Elige un descanso de ${min} a ${max} días.`,
    periodNotOffered: "Elige uno de los periodos ofrecidos.",
    indefiniteNotOffered: "No se ofrece la autoexclusión indefinida.",
    timeoutNeedsDays: "Elige cuántos días dura el descanso.",
    notShorter: (end) => `Tu descanso o autoexclusión ya dura hasta el ${end}: solo puede alargarse.`,
    alreadyClosed: "Esta cuenta ya está cerrada.",
    wrongPassword: "Contraseña incorrecta.",
  },
  pt: {
    timeoutUntil: (end) => `Está a fazer uma pausa até ${end}. Não pode iniciar sessão antes disso.`,
    selfExclusionUntil: (end) => `Autoexcluiu-se até ${end}. Não pode iniciar sessão antes disso.`,
    selfExclusionIndefinite: "Autoexcluiu-se por tempo indeterminado. Não pode iniciar sessão.",
    closed: "Esta conta foi encerrada a seu pedido. Não pode iniciar sessão.",
    withdrawHint: "O seu saldo continua a ser seu: contacte o apoio para o levantar.",
    playRefused: "Não pode jogar enquanto durar a sua pausa ou autoexclusão.",
    depositRefused: "Não pode depositar enquanto durar a sua pausa ou autoexclusão.",
    timeoutDays: (min, max) => `Escolha uma pausa de ${min} a ${max} dias.`,
    periodNotOffered: "Escolha um dos períodos oferecidos.",
    indefiniteNotOffered: "A autoexclusão por tempo indeterminado não é oferecida.",
    timeoutNeedsDays: "Escolha quantos dias dura a pausa.",
    notShorter: (end) => `A sua pausa ou autoexclusão já dura até ${end}: só pode ser prolongada.`,
    alreadyClosed: "Esta conta já está encerrada.",
    wrongPassword: "Palavra-passe incorreta.",
  },
  "pt-BR": {
    timeoutUntil: (end) => `Você está fazendo uma pausa até ${end}. Não é possível entrar antes disso.`,
    selfExclusionUntil: (end) => `Você se autoexcluiu até ${end}. Não é possível entrar antes disso.`,
    selfExclusionIndefinite: "Você se autoexcluiu por tempo indeterminado. Não é possível entrar.",
    closed: "Esta conta foi encerrada a seu pedido. Não é possível entrar.",
    withdrawHint: "Seu saldo continua sendo seu: fale com o suporte para sacá-lo.",
    playRefused: "Você não pode jogar enquanto durar sua pausa ou autoexclusão.",
    depositRefused: "Você não pode depositar enquanto durar sua pausa ou autoexclusão.",
    timeoutDays: (min, max) => `Escolha uma pausa de ${min} a ${max} dias.`,
    periodNotOffered: "Escolha um dos períodos oferecidos.",
    indefiniteNotOffered: "A autoexclusão por tempo indeterminado não é oferecida.",
    timeoutNeedsDays: "Escolha quantos dias a pausa dura.",
    notShorter: (end) => `Sua pausa ou autoexclusão já vai até ${end}: ela só pode ser prolongada.`,
    alreadyClosed: "Esta conta já está encerrada.",
    wrongPassword: "Senha incorreta.",
  },
  ru: {
    timeoutUntil: (end) => `Вы взяли перерыв до ${end}. До этого времени вход невозможен.`,
    selfExclusionUntil: (end) => `Вы исключили себя из игры до ${end}. До этого времени вход невозможен.`,
    selfExclusionIndefinite: "Вы бессрочно исключили себя из игры. Вход невозможен.",
    closed: "Этот аккаунт закрыт по вашей просьбе. Вход невозможен.",
    withdrawHint: "Ваш баланс остаётся вашим: чтобы вывести его, обратитесь в поддержку.",
    playRefused: "Играть нельзя, пока длится ваш перерыв или самоисключение.",
    depositRefused: "Пополнять счёт нельзя, пока длится ваш перерыв или самоисключение.",
    timeoutDays: (min, max) => `Выберите перерыв от ${min} до ${max} дней.`,
    periodNotOffered: "Выберите один из предложенных сроков.",
    indefiniteNotOffered: "Бессрочное самоисключение не предусмотрено.",
    timeoutNeedsDays: "Выберите, сколько дней продлится перерыв.",
    notShorter: (end) => `Ваш перерыв или самоисключение уже длится до ${end}: его можно только продлить.`,
    alreadyClosed: "Этот аккаунт уже закрыт.",
    wrongPassword: "Неверный пароль.",
  },
};

export function exclusionTexts(locale: Locale): Texts {
  return TEXTS[locale] ?? TEXTS.en;
}
