import { z } from "zod";
import { recordIdParams } from "./record-id.ts";

// Bonuses: the player's bonuses with their wagering, the offers at deposit and registration, and
// coupons. Shapes of the API family (api-contract.md §5), plus `terms`, our own addition: what a
// player must know before and after activating (multiplier, contributing games, maximum bet).

/**
 * A player bonus's life: `issued` (offered, not yet activated), `active` (activated, its money
 * credited, no bet yet), `handle_bets` (wagering), then one of `wager_done` (released to real
 * money), `lost` (the bonus money was played away), `expired`, `canceled` (forfeited).
 */
export const BONUS_STAGES = ["issued", "active", "handle_bets", "wager_done", "lost", "expired", "canceled"] as const;
export type BonusStage = (typeof BONUS_STAGES)[number];

/** Stages in which a bonus still holds money or can still be activated. */
export const OPEN_BONUS_STAGES: readonly BonusStage[] = ["issued", "active", "handle_bets"];

export const bonusContribution = z.object({
  /** A game category (slots, roulette, table, live, …) or `default` for every other game. */
  category: z.string(),
  /** Percent of each bet that counts toward the wagering requirement. */
  percent: z.number().int(),
});

export const bonusTerms = z
  .object({
    /** Wagering requirement as a multiple of the bonus amount. */
    wager_multiplier: z.number().int(),
    /** The largest bet accepted while the bonus wagers; null when there is no cap. */
    max_bet_cents: z.number().int().nullable(),
    contributions: z.array(bonusContribution),
    /** Days the bonus has to be wagered once activated. */
    valid_days: z.number().int(),
  })
  .meta({ id: "BonusTerms" });

export const playerBonus = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** What the bonus is for: welcome, deposit, registration, no_deposit, coupon. */
    type: z.string(),
    /** How it was granted: deposit, registration, coupon, manual. */
    strategy: z.string(),
    group_key: z.string().optional(),
    currency: z.string(),
    /** The bonus money granted. */
    amount_cents: z.number().int(),
    /** Bonus money left (0 until activated, and once finished). */
    balance_cents: z.number().int(),
    amount_wager_requirement_cents: z.number().int(),
    amount_wager_cents: z.number().int(),
    stage: z.enum(BONUS_STAGES),
    activatable: z.boolean(),
    activatable_until: z.string().nullable(),
    /** Until when the bonus can be activated (issued) or wagered (active, handle_bets). */
    valid_until: z.string(),
    cancelable: z.boolean(),
    created_at: z.string(),
    terms: bonusTerms,
  })
  .meta({ id: "PlayerBonus" });
export const playerBonuses = z.array(playerBonus);
export type PlayerBonus = z.infer<typeof playerBonus>;

export const playerBonusParams = recordIdParams;

/** GET /api/player/bonuses/{id}/cancel_info: decimal strings in the bonus's currency. */
export const bonusCancelInfo = z
  .object({
    id: z.number().int(),
    total_withdrawal_amount: z.string(),
    current_balance: z.string(),
    cash_balance: z.string(),
    bonus_balance: z.string(),
    bonus_winnings: z.string(),
  })
  .meta({ id: "BonusCancelInfo" });

export const bonusCondition = z.object({
  field: z.string(),
  type: z.string(),
  value: z.union([z.number(), z.string()]),
});

/** An offer at the next deposit or at registration. */
export const bonusPreview = z
  .object({
    id: z.string(),
    title: z.string(),
    bonuses: z.array(
      z.object({
        title: z.string(),
        type: z.enum(["bonus", "freespins"]),
        conditions: z.array(bonusCondition),
        attributes: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
        result_bonus: z.array(z.record(z.string(), z.union([z.number(), z.string(), z.null()]))),
      }),
    ),
    terms: bonusTerms,
  })
  .meta({ id: "BonusPreview" });
export const bonusPreviews = z.array(bonusPreview);
export type BonusPreview = z.infer<typeof bonusPreview>;

export const bonusPreviewQuery = z.object({ currency: z.string().trim().min(1).max(10).optional() });

export const couponBody = z
  .object({ coupon_code: z.string().max(200).optional() })
  .nullish()
  .meta({ id: "CouponBody" });
export const couponResult = z.object({ status: z.string() }).meta({ id: "CouponResult" });

export const availableBonuses = z.object({ available_bonuses: z.boolean() }).meta({ id: "AvailableBonuses" });
