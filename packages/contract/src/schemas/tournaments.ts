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

// Tournaments: the API family's shapes (api-contract.md §6) plus our own additions, marked below:
// the bet range that scores, the games with what the site needs to open them, the status with a
// cancellation's reason, and the public realtime channel of the leaderboard.

/** What a tournament ranks players by (api-contract.md §6). */
export const TOURNAMENT_STRATEGIES = ["bet", "win", "rate", "spin", "points"] as const;
export type TournamentStrategy = (typeof TOURNAMENT_STRATEGIES)[number];

/** The timer of point 4: new (starts in), started (ends in), ended; `canceled` is ours (pays nothing). */
export const TOURNAMENT_STATUSES = ["new", "started", "ended", "canceled"] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

export const tournamentPrize = z
  .object({
    ...competitionPrizeFields,
  })
  .meta({ id: "TournamentPrize" });
export type TournamentPrize = z.infer<typeof tournamentPrize>;

export const tournamentPlayer = z
  .object({
    tournament_id: z.number().int(),
    tournament_team_id: z.number().int().nullable(),
    /** The display name of point 9: over 10 characters, the first 7 and an ellipsis. */
    nickname: z.string(),
    user_confirmed: z.boolean(),
    bets: z.string(),
    bet_cents: z.number().int(),
    wins: z.string(),
    win_cents: z.number().int(),
    /** The best single round's win over its bet (the `rate` strategy). */
    rate: z.number(),
    /** Rounds that scored (the `spin` strategy). */
    games_taken: z.number().int(),
    points: z.number().int(),
    /** The place on the leaderboard (1 first); null before the player has scored. */
    award_place: z.number().int().nullable(),
    award_place_in_team: z.number().int().nullable(),
    /** Ours: true on the row of the signed-in player asking. */
    current_player: z.boolean().optional(),
  })
  .meta({ id: "TournamentPlayer" });
export type TournamentPlayer = z.infer<typeof tournamentPlayer>;

export const tournamentGame = z.object({
  /** The catalog identifier (provider/game). */
  identifier: z.string(),
  title: z.string(),
  provider: z.string(),
  /** The game's page on the site, without the locale prefix. */
  path: z.string(),
});

export const tournament = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** Ours: the rules in the request's language (plain text, paragraphs split by blank lines). */
    description: z.string(),
    frontend_identifier: z.string(),
    strategy: z.enum(TOURNAMENT_STRATEGIES),
    /** Ours: the timer's state. */
    status: z.enum(TOURNAMENT_STATUSES),
    /** Ours: why an operator cancelled it; null otherwise. */
    cancel_reason: z.string().nullable(),
    in_progress: z.boolean(),
    user_confirmation_required: z.boolean(),
    group_tournament: z.boolean(),
    group_ids: z.array(z.number().int()),
    start_at: z.string(),
    end_at: z.string(),
    finished_at: z.string().nullable(),
    currency: z.string(),
    currencies: z.array(z.string()),
    game_category_identity: z.string(),
    games_taken_limit: z.number().int(),
    /** Ours: bets below this do not score. */
    min_bet_cents: z.number().int(),
    /** Ours: bets above this do not score; null when there is no cap. */
    max_bet_cents: z.number().int().nullable(),
    /** Ours: the games whose rounds score. */
    games: z.array(tournamentGame),
    money_budget: z.string(),
    money_budget_cents: z.number().int(),
    money_prize_pool: z.string(),
    money_prize_pool_cents: z.number().int(),
    chargeable_comp_points_budget: z.number().int(),
    persistent_comp_points_budget: z.number().int(),
    chargeable_comp_points_prize_pool: z.number().int(),
    persistent_comp_points_prize_pool: z.number().int(),
    winner_team_id: z.number().int().nullable(),
    prizes: z.array(tournamentPrize),
    /** The leaderboard's first places (at most 10). */
    top_players: z.array(tournamentPlayer),
    /** Ours: the public realtime channel that publishes the leaderboard as it changes. */
    leaderboard_channel: z.string(),
  })
  .meta({ id: "Tournament" });
export const tournaments = z.array(tournament);
export type Tournament = z.infer<typeof tournament>;

export const tournamentParams = recordIdParams;

/** POST /api/tournaments/{id}/confirm. */
export const tournamentConfirmBody = z
  .object({ confirmed: z.literal(true, "format") })
  .meta({ id: "TournamentConfirmBody" });
export const tournamentConfirmResult = z.object({ confirmed: z.boolean() }).meta({ id: "TournamentConfirmResult" });

/**
 * What `public:tournament:<id>` publishes when the leaderboard or the status changes: the first
 * places. A signed-in page then asks GET /api/tournaments/{id}/status for the player's own place.
 */
export const tournamentLeaderboardEvent = z
  .object({
    event: z.enum(["leaderboard", "status"]),
    tournament_id: z.number().int(),
    status: z.enum(TOURNAMENT_STATUSES),
    top_players: z.array(tournamentPlayer),
  })
  .meta({ id: "TournamentLeaderboardEvent" });
export type TournamentLeaderboardEvent = z.infer<typeof tournamentLeaderboardEvent>;

/** The public channel of a tournament's leaderboard. */
export function tournamentChannel(id: number): string {
  return `public:tournament:${id}`;
}

// The back office (`/api/operator/tournaments*`): ours.

/** POST /api/operator/tournaments: schedules a tournament (`new` until its start). */
export const createTournamentBody = z
  .object({
    frontend_identifier: frontendIdentifier(),
    translations: competitionTranslations(4000),
    strategy: z.enum(TOURNAMENT_STRATEGIES, "format"),
    currency: currencyCode(),
    start_at: instant(),
    end_at: instant(),
    min_bet_cents: wholeNumber(0, 1_000_000_000_000).default(0),
    max_bet_cents: wholeNumber(1, 1_000_000_000_000).nullable().default(null),
    /** Catalog identifiers (provider/game). */
    games: z
      .array(z.string("format").trim().min(1, "required").max(200, "format"))
      .min(1, "required")
      .max(100, "format"),
    games_taken_limit: wholeNumber(0, 1_000_000).default(0),
    user_confirmation_required: z.boolean("format").default(false),
    /** Places 1..N, each once. Money and bonus prizes have an amount; free spins a count (on Lantern Tide). */
    prizes: z
      .array(
        z.object({
          award_place: wholeNumber(1, 100),
          ...prizeInputFields,
        }),
      )
      .min(1, "required")
      .max(100, "format"),
  })
  .meta({ id: "CreateTournament" });
export type CreateTournamentBody = z.input<typeof createTournamentBody>;

/** POST /api/operator/tournaments/{id}/cancel: nothing is paid; the reason is shown and audited. */
export const cancelTournamentBody = z.object({ reason: requiredText(500) }).meta({ id: "CancelTournament" });

/** A tournament as the back office sees it: in English, with what its form needs to edit it. */
export const operatorTournament = tournament
  .extend({
    /** The title and rules in every language, as scheduled. */
    translations: z.array(z.object({ locale: z.string(), title: z.string(), description: z.string() })),
    /** Every game whose rounds score, also those not offered in the currency now. */
    game_identifiers: z.array(z.string()),
  })
  .meta({ id: "OperatorTournament" });
export type OperatorTournament = z.infer<typeof operatorTournament>;

/** GET /api/operator/tournaments: the latest tournaments (in English) with every status. */
export const operatorTournaments = z.array(operatorTournament).meta({ id: "OperatorTournaments" });

/** GET /api/operator/tournaments: every status, or one (`new`: scheduled, `started`: live). */
export const operatorTournamentsQuery = z.object({
  status: z.enum(TOURNAMENT_STATUSES, "format").optional(),
});

/** GET /api/operator/tournaments/{id}/players: the whole leaderboard, a page at a time. */
export const operatorTournamentPlayersQuery = z.object({
  page: z.coerce.number().int("format").min(1, "format").default(1),
  page_size: z.coerce.number().int("format").min(1, "format").max(100, "format").default(50),
});

/** A participant as the back office sees them: who (id and e-mail) and their totals. */
export const operatorTournamentPlayer = z
  .object({
    player_id: z.number().int(),
    email: z.string(),
    nickname: z.string(),
    /** Null before the player has scored. */
    place: z.number().int().nullable(),
    confirmed: z.boolean(),
    bet_cents: z.number().int(),
    win_cents: z.number().int(),
    rate: z.number(),
    games_taken: z.number().int(),
    points: z.number().int(),
    /** When the prize of the place was paid; null otherwise. */
    prize_paid_at: z.string().nullable(),
  })
  .meta({ id: "OperatorTournamentPlayer" });
export type OperatorTournamentPlayer = z.infer<typeof operatorTournamentPlayer>;

export const operatorTournamentPlayersPage = z
  .object({
    data: z.array(operatorTournamentPlayer),
    pagination: operatorPagination,
  })
  .meta({ id: "OperatorTournamentPlayersPage" });
