// The default and quick deposit amounts, in major units. A module of their own, free of zod, so the
// site's deposit modals can read them without loading the schema library
// (schemas/payments.ts re-exports them for everyone else).

/** Crypto default deposit amounts, in major units. */
export const CRYPTO_DEFAULT_AMOUNTS: Record<string, number> = {
  BTC: 0.001,
  BCH: 0.35,
  ETH: 0.025,
  LTC: 0.2,
  DOG: 200,
  USDT: 50,
};

/** Fiat default and quick deposit amounts, in major units; EUR's for any other code. */
export const FIAT_DEPOSIT_AMOUNTS: Record<string, { default: number; quick: readonly number[] }> = {
  EUR: { default: 50, quick: [10, 50, 100, 200] },
  USD: { default: 50, quick: [20, 50, 100, 200] },
  CAD: { default: 50, quick: [20, 50, 100, 200] },
  AUD: { default: 50, quick: [20, 50, 100, 200] },
  NZD: { default: 50, quick: [20, 50, 100, 200] },
  RUB: { default: 4000, quick: [1000, 4000, 8000] },
  PLN: { default: 100, quick: [50, 100, 200, 300] },
  BRL: { default: 100, quick: [30, 50, 100, 200] },
};
