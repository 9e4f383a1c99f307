import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";
import { boundedString, requiredText } from "../validation/rules.ts";

// The back office's promotions (issue 17): bonus definitions (`/api/operator/bonuses*`) and loot box
// templates (`/api/operator/lootbox_templates*`) — listed with their state and counts, created,
// edited, scheduled, paused, resumed and canceled. The platform checks a form's meaning (a coupon
// has a code, an end after its start…) and answers 422 with one message per field, keyed by the
// field's path: `code`, `titles.en`, `amounts.EUR.fixed_cents`, `freespins.game`, `items.2.weight`.

export const OPERATOR_BONUS_KINDS = ["welcome", "deposit", "registration", "no_deposit", "coupon"] as const;
export type OperatorBonusKind = (typeof OPERATOR_BONUS_KINDS)[number];

/**
 * A definition's state at the time of the answer: `scheduled` (starts later), `live` (offered now),
 * `paused`, `ended` (its end passed) or `canceled` (for good). Only a live one is offered to players
 * or issued by its code; bonuses players already hold keep their terms whatever the state.
 */
export const PROMOTION_STATES = ["scheduled", "live", "paused", "ended", "canceled"] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** Amounts of a definition in one currency, minor units; a missing one does not apply. */
export const bonusAmountsFields = {
  /** A fixed bonus (registration, no-deposit, coupon). */
  fixed_cents: z.number().int().optional(),
  /** Cap of a deposit match (and of free-spin winnings when the definition has no match). */
  max_cents: z.number().int().optional(),
  /** Smallest deposit that earns a deposit or welcome bonus. */
  min_deposit_cents: z.number().int().optional(),
  /** Largest bet while wagering. */
  max_bet_cents: z.number().int().optional(),
  /** Cap of free-spin winnings. */
  freespins_max_win_cents: z.number().int().optional(),
};
const bonusAmounts = z.object(bonusAmountsFields);

const bonusFreespins = z.object({
  count: z.number().int(),
  /** Catalogue identifier of an in-house game ("croupier-studio/lantern-tide"). */
  game: z.string(),
  bet_level: z.number().int(),
});

/**
 * GET /api/operator/bonuses: one bonus definition as the back office reads it. Stable: the player
 * 360's "grant a bonus" dialog reads this list too (its `id`, `kind`, `title`, `state`, `amounts`).
 */
export const operatorBonusDefinition = z
  .object({
    id: z.number().int(),
    kind: z.enum(OPERATOR_BONUS_KINDS),
    /** Coupon or deposit bonus code, upper case; null for bonuses chosen by id. */
    code: z.string().nullable(),
    /** The English title. */
    title: z.string(),
    /** Title per locale (en always; the others fall back to English when missing). */
    titles: z.partialRecord(z.enum(LOCALES), z.string()),
    /** Percent of the deposit matched (deposit and welcome kinds); null for a fixed bonus. */
    match_percent: z.number().int().nullable(),
    /** Per currency code. A currency missing here is not offered. */
    amounts: z.record(z.string(), bonusAmounts),
    wager_multiplier: z.number().int(),
    /** Percent of a bet counting toward wagering per game category; `default` for the others. */
    contributions: z.record(z.string(), z.number().int()),
    activation_days: z.number().int(),
    valid_days: z.number().int(),
    freespins: bonusFreespins.nullable(),
    first_deposit_only: z.boolean(),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    paused_at: z.string().nullable(),
    canceled_at: z.string().nullable(),
    cancel_reason: z.string().nullable(),
    state: z.enum(PROMOTION_STATES),
    /** Bonuses issued to players under this definition, any stage. */
    issued_count: z.number().int(),
    /** Free-spin packages issued under it. */
    freespins_issued_count: z.number().int(),
    /**
     * Paid out as a prize of loot boxes, lotteries or tournaments (by id), never offered to players:
     * its state does not stop those prizes. It cannot be paused, canceled or rescheduled.
     */
    prize_only: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "OperatorBonusDefinition" });
export type OperatorBonusDefinition = z.infer<typeof operatorBonusDefinition>;

export const operatorBonusDefinitions = z
  .object({ data: z.array(operatorBonusDefinition) })
  .meta({ id: "OperatorBonusDefinitions" });

export const operatorBonusesQuery = z.object({
  state: z.enum(PROMOTION_STATES, "format").optional(),
  kind: z.enum(OPERATOR_BONUS_KINDS, "format").optional(),
});

/** `{id}` of a bonus definition: an integer column, so at most 2^31 - 1. */
export const operatorBonusParams = z.object({
  id: z.coerce
    .number("format")
    .int("format")
    .positive("format")
    .max(2 ** 31 - 1, "format"),
});

const whole = () => z.number("format").int("format").min(-1e15, "format").max(1e15, "format");

/**
 * POST /api/operator/bonuses (create) and PUT /api/operator/bonuses/{id} (edit, the whole form;
 * `kind` cannot change). Edits apply to bonuses issued from then on; bonuses players hold keep the
 * terms they were issued with.
 */
export const bonusDefinitionBody = z
  .object({
    kind: z.enum(OPERATOR_BONUS_KINDS, "format"),
    /** Required for coupon and deposit kinds (3-40 of A-Z, 0-9, _ and -; stored upper case). */
    code: boundedString(100).nullable().optional(),
    /** English required; each at most 100 characters. */
    titles: z.object(Object.fromEntries(LOCALES.map((locale) => [locale, boundedString(1000).optional()]))),
    match_percent: whole().nullable().optional(),
    amounts: z.record(
      boundedString(10),
      z.object(
        Object.fromEntries(Object.keys(bonusAmountsFields).map((field) => [field, whole().nullable().optional()])),
      ),
    ),
    wager_multiplier: whole(),
    contributions: z.record(boundedString(40), whole()),
    activation_days: whole(),
    valid_days: whole(),
    freespins: z
      .object({ count: whole(), game: boundedString(200), bet_level: whole() })
      .nullable()
      .optional(),
    first_deposit_only: z.boolean("format").optional(),
    /** Offered from (null: at once) and until (null: no end); ISO 8601 with an offset. */
    starts_at: boundedString(40).nullable().optional(),
    ends_at: boundedString(40).nullable().optional(),
  })
  .meta({ id: "BonusDefinitionForm" });
export type BonusDefinitionBody = z.input<typeof bonusDefinitionBody>;

/** POST /api/operator/bonuses/{id}/schedule: the start and end (null: at once, no end). */
export const bonusScheduleBody = z
  .object({
    starts_at: boundedString(40).nullable(),
    ends_at: boundedString(40).nullable(),
  })
  .meta({ id: "BonusSchedule" });

/** POST /api/operator/bonuses/{id}/cancel: no new issues; the reason is kept and audited. */
export const cancelBonusBody = z.object({ reason: requiredText(500) }).meta({ id: "CancelBonus" });

// Loot box templates.

export const LOOTBOX_TEMPLATE_STATES = ["live", "paused"] as const;

/** A prize as the operator writes it: bonus money in euros (paid in the box's currency), comp points, or free spins. */
export const lootboxPrizeInput = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("bonus"), euros: z.number("format").min(-1e9, "format").max(1e9, "format") }),
    z.object({ kind: z.literal("comp_points"), points: whole() }),
    z.object({ kind: z.literal("freespins"), definition_id: whole() }),
  ],
  "format",
);

export const operatorLootboxTemplate = z
  .object({
    key: z.string(),
    title: z.string(),
    titles: z.partialRecord(z.enum(LOCALES), z.string()),
    items: z.array(
      z.object({
        id: z.number().int(),
        weight: z.number().int(),
        /** weight ÷ total weight, in percent (2 decimals). */
        chance_percent: z.number(),
        prize: lootboxPrizeInput,
      }),
    ),
    valid_days: z.number().int(),
    state: z.enum(LOOTBOX_TEMPLATE_STATES),
    paused_at: z.string().nullable(),
    /** Boxes awarded to players, and of those opened. */
    awarded_count: z.number().int(),
    opened_count: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: "OperatorLootboxTemplate" });
export type OperatorLootboxTemplate = z.infer<typeof operatorLootboxTemplate>;

export const operatorLootboxTemplates = z
  .object({ data: z.array(operatorLootboxTemplate) })
  .meta({ id: "OperatorLootboxTemplates" });

export const lootboxTemplateParams = z.object({ key: z.string().min(1, "required").max(100, "too_long") });

/**
 * PUT /api/operator/lootbox_templates/{key}: titles, prizes and weights, days to open. Boxes already
 * awarded keep the prizes they were awarded with.
 */
export const lootboxTemplateBody = z
  .object({
    titles: z.object(Object.fromEntries(LOCALES.map((locale) => [locale, boundedString(1000).optional()]))),
    items: z.array(z.object({ weight: whole(), prize: lootboxPrizeInput }), "format").max(100, "format"),
    valid_days: whole(),
  })
  .meta({ id: "LootboxTemplateForm" });
export type LootboxTemplateBody = z.input<typeof lootboxTemplateBody>;
