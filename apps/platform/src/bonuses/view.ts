import type { BonusPreview, Locale, PlayerBonus } from "@croupier/contract";
import type { BonusDefinition, PlayerBonusRow } from "./schema.ts";

// The player's view of a bonus: the API family's shape with `terms`, so the conditions are shown
// before activation and the progress after.

export function bonusTitle(definition: BonusDefinition, locale: Locale): string {
  return definition.titles[locale] ?? definition.titles.en ?? `Bonus ${definition.id}`;
}

export function contributionsList(contributions: Record<string, number>) {
  return Object.entries(contributions)
    .map(([category, percent]) => ({ category, percent }))
    .sort((a, b) => b.percent - a.percent || a.category.localeCompare(b.category));
}

export function toPlayerBonus(
  row: PlayerBonusRow,
  definition: BonusDefinition,
  locale: Locale,
  bonusBalance: bigint,
  now: Date,
): PlayerBonus {
  const wagering = row.stage === "active" || row.stage === "handle_bets";
  const activatable = row.stage === "issued" && (row.activatableUntil === null || row.activatableUntil > now);
  return {
    id: row.id,
    title: bonusTitle(definition, locale),
    type: definition.kind,
    strategy: row.strategy,
    currency: row.currency,
    amount_cents: Number(row.amount),
    balance_cents: wagering ? Number(bonusBalance) : 0,
    amount_wager_requirement_cents: Number(row.wagerRequirement),
    amount_wager_cents: Number(row.wagered),
    stage: row.stage,
    activatable,
    activatable_until: row.activatableUntil?.toISOString() ?? null,
    valid_until: row.validUntil.toISOString(),
    cancelable: row.stage === "issued" || wagering,
    created_at: row.createdAt.toISOString(),
    terms: {
      wager_multiplier: row.wagerMultiplier,
      max_bet_cents: row.maxBet === null ? null : Number(row.maxBet),
      contributions: contributionsList(row.contributions),
      valid_days: row.validDays,
    },
  };
}

/** An offer (at deposit or registration) in the API family's preview shape. */
export function toBonusPreview(definition: BonusDefinition, currency: string, locale: Locale): BonusPreview | null {
  const amounts = definition.amounts[currency];
  if (!amounts) return null;
  const conditions: BonusPreview["bonuses"][number]["conditions"] = [];
  if (amounts.min_deposit_cents !== undefined) {
    conditions.push({ field: "amount_cents", type: "min", value: amounts.min_deposit_cents });
  }
  if (definition.firstDepositOnly) conditions.push({ field: "deposits_count", type: "eq", value: 0 });
  const bonuses: BonusPreview["bonuses"] = [];
  if (definition.matchPercent !== null || amounts.fixed_cents !== undefined) {
    bonuses.push({
      title: bonusTitle(definition, locale),
      type: "bonus",
      conditions,
      attributes: {
        currency,
        percent: definition.matchPercent,
        amount_cents: amounts.fixed_cents ?? null,
        max_amount_cents: amounts.max_cents ?? null,
        wager_multiplier: definition.wagerMultiplier,
      },
      result_bonus: [],
    });
  }
  if (definition.freespins) {
    bonuses.push({
      title: bonusTitle(definition, locale),
      type: "freespins",
      conditions,
      attributes: {
        freespins_count: definition.freespins.count,
        game: definition.freespins.game,
        bet_level: definition.freespins.bet_level,
      },
      result_bonus: [],
    });
  }
  return {
    id: String(definition.id),
    title: bonusTitle(definition, locale),
    bonuses,
    terms: {
      wager_multiplier: definition.wagerMultiplier,
      max_bet_cents: amounts.max_bet_cents ?? null,
      contributions: contributionsList(definition.contributions),
      valid_days: definition.validDays,
    },
  };
}
