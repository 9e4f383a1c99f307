// Rough value of one unit of each currency in euros. Not for money movements: only for the demo
// catalog's jackpot amounts (seed.ts) and for ranking wins in different currencies against each
// other (winners.ts).

export const UNITS_PER_EURO: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1.08,
  CAD: 1.48,
  AUD: 1.64,
  NZD: 1.8,
  RUB: 98,
  PLN: 4.3,
  BRL: 5.9,
  BTC: 0.000016,
  BCH: 0.0025,
  ETH: 0.00032,
  LTC: 0.012,
  DOG: 6.5,
  USDT: 1.08,
};
