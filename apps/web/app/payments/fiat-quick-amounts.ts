import { FIAT_DEPOSIT_AMOUNTS } from "@croupier/contract/deposit-amounts";

// The fiat amount step's default and quick amounts per currency: a module of its own, so the
// later deposit steps, which only format amounts, do not load the table.

/** The default and quick amounts; a currency the table does not name uses EUR's. */
export function fiatDepositAmounts(currency: string): { default: number; quick: readonly number[] } {
  return FIAT_DEPOSIT_AMOUNTS[currency] ?? FIAT_DEPOSIT_AMOUNTS.EUR ?? { default: 50, quick: [] };
}
