import type { BonusStage, PlayerBonus } from "@croupier/contract/schemas/bonuses";

// What the bonuses page shows of a bonus, computed without React: wagering progress, which
// actions apply, the order of the list. Labels live in bonus-texts.ts.

/** Stages in which a bonus can still be used (the contract's OPEN_BONUS_STAGES, without zod). */
const OPEN: readonly BonusStage[] = ["issued", "active", "handle_bets"];

export function isOpenBonus(bonus: Pick<PlayerBonus, "stage">): boolean {
  return OPEN.includes(bonus.stage);
}

/** Whether the bonus wagers now (its money is credited and bets count down the requirement). */
export function isWagering(bonus: Pick<PlayerBonus, "stage">): boolean {
  return bonus.stage === "active" || bonus.stage === "handle_bets";
}

/**
 * Wagering progress as a whole percent, 0–100: wagered over required, rounded down (99.6 % is not
 * "done"); a bonus with no requirement, or one wagered to release, is 100.
 */
export function wagerPercent(
  bonus: Pick<PlayerBonus, "stage" | "amount_wager_cents" | "amount_wager_requirement_cents">,
): number {
  if (bonus.stage === "wager_done") return 100;
  const required = bonus.amount_wager_requirement_cents;
  if (required <= 0) return bonus.stage === "issued" ? 0 : 100;
  const ratio = Math.floor((Math.max(0, bonus.amount_wager_cents) * 100) / required);
  return Math.min(100, Math.max(0, ratio));
}

/** The wagering requirement a bonus will have once activated: its stated one, else amount × multiplier. */
export function wagerRequirement(
  bonus: Pick<PlayerBonus, "amount_wager_requirement_cents" | "amount_cents" | "terms">,
) {
  if (bonus.amount_wager_requirement_cents > 0) return bonus.amount_wager_requirement_cents;
  return bonus.amount_cents * bonus.terms.wager_multiplier;
}

/** Activate is offered while the server says so and the activation date has not passed. */
export function canActivate(bonus: Pick<PlayerBonus, "stage" | "activatable" | "activatable_until">, now: number) {
  if (bonus.stage !== "issued" || !bonus.activatable) return false;
  if (!bonus.activatable_until) return true;
  const until = Date.parse(bonus.activatable_until);
  return Number.isNaN(until) || until > now;
}

export function canForfeit(bonus: Pick<PlayerBonus, "stage" | "cancelable">): boolean {
  return bonus.cancelable && isOpenBonus(bonus);
}

/** The deadline that matters now: activation for an issued bonus, else the end of wagering. */
export function bonusDeadline(bonus: Pick<PlayerBonus, "stage" | "activatable_until" | "valid_until">): string | null {
  if (!isOpenBonus(bonus)) return null;
  if (bonus.stage === "issued") return bonus.activatable_until ?? bonus.valid_until;
  return bonus.valid_until;
}

/** Open bonuses first (wagering, then to activate), each group newest first; history after. */
export function orderBonuses<T extends Pick<PlayerBonus, "stage" | "created_at" | "id">>(list: readonly T[]): T[] {
  const rank = (bonus: T) => (isWagering(bonus) ? 0 : bonus.stage === "issued" ? 1 : 2);
  return [...list].sort((a, b) => rank(a) - rank(b) || b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** Contributions in the order a player reads them: the largest share first, `default` last. */
export function orderContributions<T extends { category: string; percent: number }>(list: readonly T[]): T[] {
  return [...list].sort(
    (a, b) =>
      Number(a.category === "default") - Number(b.category === "default") ||
      b.percent - a.percent ||
      a.category.localeCompare(b.category),
  );
}

/** A decimal string of the API ("12.50") in minor units of a currency with `subunits` per unit. */
export function decimalToMinor(value: string, subunits = 100): number {
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number * subunits) : 0;
}
