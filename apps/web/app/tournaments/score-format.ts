import { type CurrencyInfo, formatAmount } from "../lib/player.ts";
import type { Score } from "./tournament-view.ts";

/** A score as the leaderboard shows it: money in the tournament's currency, "×12.5", or a count. */
export function formatScore(
  score: Score,
  currency: string,
  locale: string,
  currencies: readonly CurrencyInfo[],
): string {
  if (score.kind === "money") return formatAmount(score.cents, currency, locale, currencies);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(score.value);
  return score.kind === "rate" ? `×${number}` : number;
}
