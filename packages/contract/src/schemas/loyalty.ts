import { z } from "zod";

// Comp points and VIP levels (status groups level_0 … level_5). Persistent (status) points set the
// level; chargeable (redeemable) points are exchanged for money at the level's rate.

export const VIP_LEVEL_IDS = ["level_0", "level_1", "level_2", "level_3", "level_4", "level_5"] as const;
export type VipLevelId = (typeof VIP_LEVEL_IDS)[number];
export const VIP_LEAGUES = ["rookie", "premier", "high"] as const;
export type VipLeague = (typeof VIP_LEAGUES)[number];
export const VIP_BENEFITS = [
  "status_points",
  "points_exchange",
  "birthday_gift",
  "level_up_rewards",
  "monthly_cashback",
  "vip_manager",
  "reload_bonus",
  "weekly_cashback",
  "holiday_gifts",
  "special_events",
] as const;
export type VipBenefit = (typeof VIP_BENEFITS)[number];

/** A level's condition: persistent comp points from `min` up to (not including) `max`; null max on the top level. */
export const persistentCompPointsCondition = z.object({
  persistent_comp_points: z.object({
    type: z.string(),
    min: z.number().int(),
    max: z.number().int().nullable(),
    exclude_end: z.boolean(),
  }),
});

/** GET /api/info/statuses and /api/player/status_groups: the VIP levels, in order. */
export const statusGroup = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.boolean(),
    writable: z.boolean(),
    conditions: z.array(persistentCompPointsCondition),
    /** Our additions: the level's league, monthly cashback, withdrawal limit (euros a month) and benefits. */
    league: z.enum(VIP_LEAGUES),
    cashback_percent: z.number().int(),
    withdrawal_limit_eur: z.number().int(),
    benefits: z.array(z.enum(VIP_BENEFITS)),
    /** Chargeable comp points granted on reaching the level. */
    level_up_points: z.number().int(),
  })
  .meta({ id: "StatusGroup" });
export const statusGroups = z.array(statusGroup);
export type StatusGroup = z.infer<typeof statusGroup>;

/** GET /api/player/comp_points. `level` is our addition: the player's current level id. */
export const compPoints = z
  .object({
    chargeable: z.object({ points: z.number().int() }),
    persistent: z.object({ points: z.number().int() }),
    level: z.string(),
  })
  .meta({ id: "CompPoints" });
export type CompPoints = z.infer<typeof compPoints>;

/** GET /api/comp_points/rates/money: per level, what `points` chargeable points are worth per currency. */
export const compPointsMoneyRate = z
  .object({
    group: z.string(),
    title: z.string(),
    /** Euro cents of real-money wager that earn one point on slots (other games may earn less). */
    wager: z.number().int(),
    rates: z.array(z.object({ points: z.number().int(), currency: z.string(), amount_cents: z.number().int() })),
  })
  .meta({ id: "CompPointsMoneyRate" });
export const compPointsMoneyRates = z.array(compPointsMoneyRate);
export type CompPointsMoneyRate = z.infer<typeof compPointsMoneyRate>;

/** The largest exchange one call takes; more is refused as a field error. */
export const MAX_EXCHANGE_POINTS = 1_000_000_000;

/** POST /api/comp_points/exchange/money. */
export const compPointsExchangeBody = z
  .object({
    exchange: z.object({
      points: z.coerce
        .number("points_whole")
        .int("points_whole")
        .positive("points_whole")
        .max(MAX_EXCHANGE_POINTS, "points_whole"),
      currency: z.string("required").trim().min(1, "required").max(10, "format"),
      /** The player's level; when given and not the current one, the exchange is refused. */
      group: z.string().max(40, "format").optional(),
    }),
  })
  .meta({ id: "CompPointsExchange" });
export type CompPointsExchangeBody = z.input<typeof compPointsExchangeBody>;

/** The exchange's answer: the points left and the money credited. */
export const compPointsExchangeResult = z
  .object({
    chargeable: z.object({ points: z.number().int() }),
    persistent: z.object({ points: z.number().int() }),
    level: z.string(),
    exchanged: z.object({ points: z.number().int(), currency: z.string(), amount_cents: z.number().int() }),
  })
  .meta({ id: "CompPointsExchangeResult" });
export type CompPointsExchangeResult = z.infer<typeof compPointsExchangeResult>;
