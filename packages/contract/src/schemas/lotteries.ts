import { z } from "zod";
import { requiredText } from "../validation/rules.ts";
import {
  competitionPrizeFields,
  competitionTranslations,
  currencyCode,
  frontendIdentifier,
  instant,
  prizeInputFields,
  wholeNumber,
} from "./competitions.ts";
import { operatorPagination } from "./operators.ts";
import { recordIdParams } from "./record-id.ts";

// Lotteries: the API family's shapes (api-contract.md §7) plus our own additions, marked below:
// the status, the draw's fairness data, and the player's tickets.

/** `new` (tickets not yet sold), `started` (deposits earn tickets), `drawn` (winners known). */
export const LOTTERY_STATUSES = ["new", "started", "drawn", "canceled"] as const;
export type LotteryStatus = (typeof LOTTERY_STATUSES)[number];

/** One step of the deposit scale: a deposit of at least `from_amount_cents` earns a ticket per `price_cents`. */
export const depositScaleRule = z.object({
  from_amount_cents: z.number().int(),
  price_cents: z.number().int(),
  currency: z.string(),
  active: z.boolean(),
});

export const lotteryPrize = z
  .object({
    ...competitionPrizeFields,
    /** The winning ticket's number once drawn; null before. */
    ticket: z.string().nullable(),
  })
  .meta({ id: "LotteryPrize" });

/**
 * Ours: how anyone checks the draw. `server_seed_hash` (SHA-256 of the seed's text, hex) is
 * published when the lottery is created. When tickets close (end_at), `client_seed` is fixed: the
 * SHA-256 (hex) of the ticket list, one line `<number>:<player id>` per ticket in number order,
 * joined by "\n". At the draw `server_seed` is revealed and places 1, 2, … N are drawn in turn (N =
 * the prizes, or the tickets when fewer), each among the tickets not yet drawn, in number order,
 * all of equal weight: index = the unbiased uniform integer below their count from
 * HMAC-SHA256(key = server_seed, message = "<client_seed>:<place>:0") (drawWeighted of
 * packages/games, nonce = place). GET /api/lotteries/{id}/verify gives the inputs and recomputes it.
 */
export const lotteryFairness = z.object({
  server_seed_hash: z.string(),
  server_seed: z.string().nullable(),
  client_seed: z.string().nullable(),
  tickets_count: z.number().int(),
});

export const lottery = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** Ours: the rules in the request's language. */
    description: z.string(),
    currency: z.string(),
    frontend_identifier: z.string(),
    /** Ours. */
    status: z.enum(LOTTERY_STATUSES),
    in_progress: z.boolean(),
    start_at: z.string(),
    end_at: z.string(),
    /** Ours: when the draw is made (at or after end_at). */
    draw_at: z.string(),
    finished_at: z.string().nullable(),
    money_budget: z.number(),
    money_budget_cents: z.number().int(),
    chargeable_comp_points_budget: z.number().int(),
    persistent_comp_points_budget: z.number().int(),
    comp_points_ticket_price: z.number().int(),
    group_ids: z.array(z.number().int()),
    max_tickets_count_to_player: z.number().int().nullable(),
    lottery_tickets_count: z.number().int(),
    deposit_scale_rules: z.record(z.string(), z.array(depositScaleRule)),
    prizes: z.array(lotteryPrize),
    /** Ours. */
    fairness: lotteryFairness,
  })
  .meta({ id: "Lottery" });
export const lotteries = z.array(lottery);
export type Lottery = z.infer<typeof lottery>;

export const lotteryTicket = z.object({
  /** The ticket's number, as printed ("000123"). */
  number: z.string(),
  /** The deposit that earned it. */
  payment_id: z.number().int().nullable(),
  created_at: z.string(),
  /** The place it won; null when it won nothing (or before the draw). */
  award_place: z.number().int().nullable(),
});

/** GET /api/lotteries/statuses, /{id}/status and /player: the player's tickets per lottery. */
export const lotteryStatus = z
  .object({
    lottery_id: z.number().int(),
    /** Ours: the lottery's title, so the deposit dialog needs no second call. */
    title: z.string(),
    tickets: z.array(lotteryTicket),
    prizes: z.array(lotteryPrize),
  })
  .meta({ id: "LotteryStatus" });
export const lotteryStatuses = z.array(lotteryStatus);
export type LotteryStatusItem = z.infer<typeof lotteryStatus>;

export const lotteryParams = recordIdParams;

/** Ours: GET /api/lotteries/{id}/verify, a drawn lottery's public inputs and its winners recomputed from them. */
export const lotteryVerification = z
  .object({
    lottery_id: z.number().int(),
    server_seed: z.string(),
    server_seed_hash: z.string(),
    /** True when SHA-256(server_seed) is the hash published before the draw. */
    server_seed_matches: z.boolean(),
    client_seed: z.string(),
    /** The ticket list the client seed is the digest of: `<number>:<player id>`, in number order. */
    tickets: z.array(z.string()),
    /** True when SHA-256 of the ticket list (lines joined by "\n") is the client seed. */
    client_seed_matches: z.boolean(),
    places: z.number().int(),
    /** The winners recomputed from the inputs above, place 1 first. */
    winners: z.array(z.object({ place: z.number().int(), ticket: z.string() })),
    /** True when the recomputed winners are the ones the lottery shows. */
    matches_draw: z.boolean(),
  })
  .meta({ id: "LotteryVerification" });
export type LotteryVerification = z.infer<typeof lotteryVerification>;

// The back office (`/api/operator/lotteries*`): ours.

/** POST /api/operator/lotteries: schedules a lottery (its server seed is made and committed at once). */
export const createLotteryBody = z
  .object({
    frontend_identifier: frontendIdentifier(),
    translations: competitionTranslations(2000),
    currency: currencyCode(),
    start_at: instant(),
    /** Tickets close. */
    end_at: instant(),
    /** At or after end_at. */
    draw_at: instant(),
    deposit_scale: z
      .array(
        z.object({
          from_amount_cents: wholeNumber(1, 1_000_000_000_000),
          price_cents: wholeNumber(1, 1_000_000_000_000),
        }),
      )
      .min(1, "required")
      .max(10, "format"),
    max_tickets_count_to_player: wholeNumber(1, 100_000).nullable().default(null),
    /** Place 1 first. Money and bonus prizes have an amount; free spins a count (on Lantern Tide). */
    prizes: z
      .array(
        z.object({
          ...prizeInputFields,
        }),
      )
      .min(1, "required")
      .max(50, "format"),
  })
  .meta({ id: "CreateLottery" });
export type CreateLotteryBody = z.input<typeof createLotteryBody>;

/** POST /api/operator/lotteries/{id}/cancel: nothing is drawn or paid; the reason is shown and audited. */
export const cancelLotteryBody = z.object({ reason: requiredText(500) }).meta({ id: "CancelLottery" });

export const operatorLotteriesQuery = z.object({
  page: z.coerce.number().int("format").min(1, "format").default(1),
  page_size: z.coerce.number().int("format").min(1, "format").max(100, "format").default(20),
  /** Only lotteries in this status as players see it (`new`: not started yet, `started`: open or awaiting its draw). */
  status: z.enum(LOTTERY_STATUSES, "format").optional(),
});

/** A lottery as the back office sees it: the player's view in English, with the cancellation's reason. */
export const operatorLottery = lottery
  .extend({ cancel_reason: z.string().nullable(), created_at: z.string() })
  .meta({ id: "OperatorLottery" });
export type OperatorLottery = z.infer<typeof operatorLottery>;

export const operatorLotteriesPage = z
  .object({ data: z.array(operatorLottery), pagination: operatorPagination })
  .meta({ id: "OperatorLotteriesPage" });

/** GET /api/operator/lotteries/{id}/tickets: every ticket with its holder, in number order. */
export const operatorLotteryTicketsQuery = z.object({
  page: z.coerce.number().int("format").min(1, "format").default(1),
  page_size: z.coerce.number().int("format").min(1, "format").max(100, "format").default(50),
});

export const operatorLotteryTicket = z
  .object({
    number: z.string(),
    player_id: z.number().int(),
    email: z.string(),
    /** The deposit that earned it; null for tickets given otherwise. */
    payment_id: z.number().int().nullable(),
    created_at: z.string(),
    /** The place it won; null when it won nothing (or before the draw). */
    award_place: z.number().int().nullable(),
  })
  .meta({ id: "OperatorLotteryTicket" });
export type OperatorLotteryTicket = z.infer<typeof operatorLotteryTicket>;

export const operatorLotteryTicketsPage = z
  .object({ data: z.array(operatorLotteryTicket), pagination: operatorPagination })
  .meta({ id: "OperatorLotteryTicketsPage" });
