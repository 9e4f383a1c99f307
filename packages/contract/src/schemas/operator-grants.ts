import { z } from "zod";
import { requiredText } from "../validation/rules.ts";

// Promotions granted by staff from the player 360 (`/api/operator/players/{id}/grant*`): a bonus
// (a definition's fixed amount), the free spins of a definition, or a loot box of a template, in
// the player's currency, with a reason kept in the audit log and an idempotency key.

export const GRANT_KINDS = ["bonus", "freespins", "lootbox"] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];

/** Why nothing can be granted to the player now (null when something can). */
export const GRANT_REFUSALS = ["player_blocked", "player_excluded", "player_closed"] as const;

/** 409: why no promotion may reach the player now (`code`: player_blocked, player_excluded, player_closed). */
export const grantRefusedBody = z
  .object({ error: z.string(), code: z.enum(GRANT_REFUSALS).optional() })
  .meta({ id: "OperatorGrantRefused" });

/** The key that makes a retried grant issue once (also taken from the `Idempotency-Key` header). */
const grantKey = z
  .string("format")
  .trim()
  .min(1, "required")
  .max(100, "too_long")
  .regex(/^[\w.:-]+$/, "format");

const definitionId = z.number("format").int("format").min(1, "format").max(2_147_483_647, "format");

/** POST .../grants: `definition_id` for a bonus or free spins, `template_key` for a loot box. */
export const grantBody = z
  .object({
    grant: z.object({
      kind: z.enum(GRANT_KINDS, "format"),
      definition_id: definitionId.optional(),
      template_key: z.string("format").trim().min(1, "required").max(100, "too_long").optional(),
      reason: requiredText(500),
      idempotency_key: grantKey.optional(),
    }),
  })
  .meta({ id: "OperatorGrantBody" });

export const grantHeaders = z.object({ "idempotency-key": grantKey.optional() });

/** What was granted: the bonus's, free spins' or loot box's id in the player's lists. */
export const playerGrant = z
  .object({
    kind: z.enum(GRANT_KINDS),
    /** The player bonus, free spins or loot box id (as GET /api/player/bonuses, freespins, lootboxes show it). */
    id: z.number().int(),
    player_id: z.number().int(),
    definition_id: z.number().int().nullable(),
    template_key: z.string().nullable(),
    title: z.string(),
    currency: z.string(),
    /** Bonus money of a bonus grant (minor units), else null. */
    amount_cents: z.number().int().nullable(),
    /** Spins of a free-spins grant, else null. */
    freespins_count: z.number().int().nullable(),
    idempotency_key: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "OperatorPlayerGrant" });
export type PlayerGrant = z.infer<typeof playerGrant>;

const grantableBonus = z.object({
  definition_id: z.number().int(),
  title: z.string(),
  /** The definition's kind (coupon, registration, no_deposit…). */
  type: z.string(),
  amount_cents: z.number().int(),
  wager_multiplier: z.number().int(),
  activation_days: z.number().int(),
});

const grantableFreespins = z.object({
  definition_id: z.number().int(),
  title: z.string(),
  count: z.number().int(),
  game: z.string(),
  /** The winnings' wagering multiple. */
  wager_multiplier: z.number().int(),
  /** Cap of the winnings credited (minor units), null when uncapped. */
  max_win_cents: z.number().int().nullable(),
  activation_days: z.number().int(),
});

const grantableLootbox = z.object({
  template_key: z.string(),
  title: z.string(),
  /** Prizes the box holds in the player's currency. */
  items: z.number().int(),
  valid_days: z.number().int(),
});

/** GET .../grantable: what can be granted to this player, in their currency. */
export const playerGrantable = z
  .object({
    player_id: z.number().int(),
    currency: z.string(),
    /** Why a grant would be refused now (blocked, excluded, closed), or null. */
    refusal: z.enum(GRANT_REFUSALS).nullable(),
    refusal_message: z.string().nullable(),
    bonuses: z.array(grantableBonus),
    freespins: z.array(grantableFreespins),
    lootboxes: z.array(grantableLootbox),
  })
  .meta({ id: "OperatorPlayerGrantable" });
export type PlayerGrantable = z.infer<typeof playerGrantable>;
