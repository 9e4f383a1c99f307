import type { UserLimit } from "@croupier/contract/schemas/limits";
import { type CurrencyInfo, isFiatCurrency } from "../lib/player.ts";

// Pure helpers of the limits modal: which currencies a money limit offers a box for, what the box
// starts with, and how full a limit is.

/** The player's account currencies, then any other currency a limit already holds; no duplicates. */
export function limitCurrencies(
  playerCurrency: string,
  accounts: readonly { currency: string }[],
  limit: UserLimit | undefined,
): string[] {
  const codes = [playerCurrency, ...accounts.map((account) => account.currency)];
  for (const account of limit?.accounts ?? []) codes.push(account.currency);
  return [...new Set(codes.filter((code) => code && code !== "FUN"))];
}

/** An amount in minor units as the free text box shows it: "50", "12.5", "0.0015" (no grouping). */
export function amountText(amountCents: number, currency: string, currencies: readonly CurrencyInfo[] = []): string {
  const digits = isFiatCurrency(currency, currencies) ? 2 : 8;
  let value = (amountCents / 10 ** digits).toFixed(digits);
  while (value.endsWith("0")) value = value.slice(0, -1);
  return value.endsWith(".") ? value.slice(0, -1) : value;
}

/** How full a limit is, 0 … 100 (a limit of 0 counts as full). */
export function usedPercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((used / limit) * 100)));
}
