import type { Locale } from "@croupier/contract";

// The bet slip's refusals in the five languages: each is one field's message of a 422 answer
// (`bets.0.selections.1.price`, `bets.0.stake_cents`, `currency`). Amounts come formatted.

export interface BookTexts {
  currencyClosed: string;
  selectionUnavailable: string;
  marketClosed: string;
  eventStarted: string;
  sameEvent: string;
  duplicateSelection: string;
  priceChanged: (price: string) => string;
  stakeMin: (amount: string) => string;
  stakeMax: (amount: string) => string;
  eventStakeMax: (amount: string) => string;
  keyReused: string;
}

const TEXTS: Record<Locale, BookTexts> = {
  en: {
    currencyClosed: "Sports bets are not taken in this currency.",
    selectionUnavailable: "This selection is no longer available.",
    marketClosed: "This market is not taking bets right now.",
    eventStarted: "This event has started: bets are closed.",
    sameEvent: "An accumulator cannot have two selections from the same event.",
    duplicateSelection: "This selection is already in the bet.",
    priceChanged: (price) => `The price has changed to ${price}.`,
    stakeMin: (amount) => `The minimum stake is ${amount}.`,
    stakeMax: (amount) => `The maximum stake is ${amount}.`,
    eventStakeMax: (amount) => `You can stake at most ${amount} more on this event.`,
    keyReused: "This bet slip was already sent with different bets.",
  },
  es: {
    currencyClosed: "No se aceptan apuestas deportivas en esta moneda.",
    selectionUnavailable: "Esta selección ya no está disponible.",
    marketClosed: "Este mercado no acepta apuestas en este momento.",
    eventStarted: "Este evento ha comenzado: las apuestas están cerradas.",
    sameEvent: "Una combinada no puede tener dos selecciones del mismo evento.",
    duplicateSelection: "Esta selección ya está en la apuesta.",
    priceChanged: (price) => `La cuota ha cambiado a ${price}.`,
    stakeMin: (amount) => `La apuesta mínima es ${amount}.`,
    stakeMax: (amount) => `La apuesta máxima es ${amount}.`,
    eventStakeMax: (amount) => `Puedes apostar como máximo ${amount} más en este evento.`,
    keyReused: "Este boleto ya se envió con otras apuestas.",
  },
  pt: {
    currencyClosed: "Não são aceites apostas desportivas nesta moeda.",
    selectionUnavailable: "Esta seleção já não está disponível.",
    marketClosed: "Este mercado não está a aceitar apostas neste momento.",
    eventStarted: "Este evento já começou: as apostas estão fechadas.",
    sameEvent: "Uma múltipla não pode ter duas seleções do mesmo evento.",
    duplicateSelection: "Esta seleção já está na aposta.",
    priceChanged: (price) => `A odd mudou para ${price}.`,
    stakeMin: (amount) => `A aposta mínima é ${amount}.`,
    stakeMax: (amount) => `A aposta máxima é ${amount}.`,
    eventStakeMax: (amount) => `Pode apostar no máximo mais ${amount} neste evento.`,
    keyReused: "Este boletim já foi enviado com outras apostas.",
  },
  "pt-BR": {
    currencyClosed: "Não aceitamos apostas esportivas nesta moeda.",
    selectionUnavailable: "Esta seleção não está mais disponível.",
    marketClosed: "Este mercado não está aceitando apostas no momento.",
    eventStarted: "Este evento já começou: as apostas estão encerradas.",
    sameEvent: "Uma múltipla não pode ter duas seleções do mesmo evento.",
    duplicateSelection: "Esta seleção já está na aposta.",
    priceChanged: (price) => `A odd mudou para ${price}.`,
    stakeMin: (amount) => `A aposta mínima é ${amount}.`,
    stakeMax: (amount) => `A aposta máxima é ${amount}.`,
    eventStakeMax: (amount) => `Você pode apostar no máximo mais ${amount} neste evento.`,
    keyReused: "Este bilhete já foi enviado com outras apostas.",
  },
  ru: {
    currencyClosed: "Ставки на спорт в этой валюте не принимаются.",
    selectionUnavailable: "Этот исход больше недоступен.",
    marketClosed: "Этот рынок сейчас не принимает ставки.",
    eventStarted: "Событие началось: приём ставок закрыт.",
    sameEvent: "В экспрессе не может быть двух исходов одного события.",
    duplicateSelection: "Этот исход уже есть в ставке.",
    priceChanged: (price) => `Коэффициент изменился на ${price}.`,
    stakeMin: (amount) => `Минимальная ставка — ${amount}.`,
    stakeMax: (amount) => `Максимальная ставка — ${amount}.`,
    eventStakeMax: (amount) => `На это событие можно поставить ещё не больше ${amount}.`,
    keyReused: "Этот купон уже был отправлен с другими ставками.",
  },
};

export function bookTexts(locale: Locale): BookTexts {
  return TEXTS[locale] ?? TEXTS.en;
}
