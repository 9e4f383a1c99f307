import { z } from "zod";
import { PLAY_MODES } from "../games-catalog.ts";
import { studioFreespins } from "./freespins.ts";
import { LIMIT_COOLING_OFF_MAX_HOURS, LIMIT_COOLING_OFF_MIN_HOURS } from "./limits.ts";

// The in-house studio's game API: what the studio's game page (in the game iframe) calls. Every
// call carries the launch token in `x-studio-token` (a real-money token is a protocol game session,
// a demo token a FUN session). Real-money plays settle through the seamless-wallet protocol like any
// provider's. Amounts are integer minor units.

export { STUDIO_TOKEN_HEADER } from "../studio-token.ts";

/** The active seed pair: the server seed's SHA-256 is shown before play, the seed itself after rotation. */
export const studioFairness = z
  .object({ server_seed_hash: z.string(), client_seed: z.string(), next_nonce: z.number().int() })
  .meta({ id: "StudioFairness" });
export type StudioFairness = z.infer<typeof studioFairness>;

/** The jurisdiction's play rules (project setting `responsible_gaming`). */
export const playRules = z
  .object({
    /** Minimum time between the starts of two rounds (UK RTS 14G: 5000). */
    min_round_interval_ms: z.number().int().min(0),
    autoplay_allowed: z.boolean(),
    turbo_allowed: z.boolean(),
    /** Default reality-check interval for players who set none. */
    reality_check_default_minutes: z.number().int().min(1),
    /** The intervals a player may choose, in minutes (within 1–480; MGA practice: at most 60). */
    reality_check_min_minutes: z.number().int().min(1).max(480).default(1),
    reality_check_max_minutes: z.number().int().min(1).max(480).default(480),
    /** Show the session clock and net position while a game is open (UK RTS 2E/13C). */
    session_clock_shown: z.boolean(),
    /** No celebration (sound, animation, "win" banner) for a win not above the stake (UK: losses disguised as wins). */
    celebrate_only_real_wins: z.boolean().default(true),
    /** Hours before a raised or removed limit can be confirmed (UK RTS 12B: at least 24). */
    limit_cooling_off_hours: z
      .number()
      .int()
      .min(LIMIT_COOLING_OFF_MIN_HOURS)
      .max(LIMIT_COOLING_OFF_MAX_HOURS)
      .default(LIMIT_COOLING_OFF_MIN_HOURS),
    /** Time-out range in days (MGA: more than 24 hours up to 30 days). */
    timeout_min_days: z.number().int().min(1).default(1),
    timeout_max_days: z.number().int().min(1).default(30),
    /** The definite self-exclusion periods offered, in days (default: 6 months, 1 year, 5 years). */
    self_exclusion_days: z.array(z.number().int().min(1).max(36_500)).max(10).default([183, 365, 1825]),
    /** Whether an indefinite self-exclusion is offered (MGA: definite or indefinite). */
    self_exclusion_indefinite_allowed: z.boolean().default(true),
  })
  .meta({ id: "PlayRules" });
export type PlayRules = z.infer<typeof playRules>;

/** GET /api/studio/session: everything the game page needs to draw itself (and resume a round). */
export const studioSession = z
  .object({
    mode: z.enum(PLAY_MODES),
    currency: z.string(),
    balance: z.number().int(),
    /** The catalog identifier ("croupier-studio/<slug>") and the packages/games title id. */
    identifier: z.string(),
    title_id: z.string(),
    title: z.string(),
    engine: z.enum(["slot", "roulette", "dice"]),
    rtp_percent: z.number(),
    /** The title's public definition (symbols, paylines, paytable, limits) as packages/games holds it. */
    definition: z.unknown(),
    /** The open round's state (free spins left, …) or null when idle. */
    state: z.unknown().nullable(),
    fairness: studioFairness,
    rules: playRules,
    /** Activated free spins on this game (real money only), played instead of paid spins; null when none. */
    freespins: studioFreespins.nullable(),
  })
  .meta({ id: "StudioSession" });
export type StudioSession = z.infer<typeof studioSession>;

// A play's action as JSON: packages/games' GameAction with its bigint amounts written as whole
// minor units (numbers, or digit strings as the platform stores them). Only the shape is checked
// here; the engine checks the rules (limits, steps, legal roulette positions).

const actionAmount = z.union([
  z.number().int("whole minor units").min(0).max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .max(16, { error: "whole minor units", abort: true })
    .regex(/^\d{1,16}$/, "whole minor units"),
]);

/** Roulette bets covering chosen numbers, a dozen or column, or an even-money half. */
export const ROULETTE_INSIDE_BETS = [
  "straight",
  "split",
  "street",
  "trio",
  "corner",
  "first_four",
  "six_line",
] as const;
export const ROULETTE_OUTSIDE_BETS = ["dozen", "column"] as const;
export const ROULETTE_EVEN_MONEY_BETS = ["red", "black", "odd", "even", "low", "high"] as const;

export const studioRouletteBet = z.discriminatedUnion("kind", [
  z.object({
    kind: z.enum(ROULETTE_INSIDE_BETS),
    numbers: z.array(z.number().int()).min(1).max(6),
    amount: actionAmount,
  }),
  z.object({ kind: z.enum(ROULETTE_OUTSIDE_BETS), index: z.number().int(), amount: actionAmount }),
  z.object({ kind: z.enum(ROULETTE_EVEN_MONEY_BETS), amount: actionAmount }),
]);
export type StudioRouletteBet = z.infer<typeof studioRouletteBet>;

/** One action: spin, bonus_buy, free_spin, place_bets (roulette) or roll (dice). */
export const studioAction = z.discriminatedUnion("type", [
  z.object({ type: z.literal("spin"), bet: actionAmount }),
  z.object({ type: z.literal("bonus_buy"), bet: actionAmount }),
  z.object({ type: z.literal("free_spin") }),
  z.object({ type: z.literal("place_bets"), bets: z.array(studioRouletteBet).min(1).max(200) }),
  z.object({
    type: z.literal("roll"),
    bet: actionAmount,
    direction: z.enum(["under", "over"]),
    target: z.number().int().min(0).max(9_999),
  }),
]);
export type StudioAction = z.infer<typeof studioAction>;

/**
 * POST /api/studio/play. The body takes any object as the action: the platform checks it against
 * studioAction itself, so a malformed action is refused field by field (`action.bet`, …).
 */
export const studioPlayRequest = z
  .object({
    action: z.record(z.string().max(64), z.unknown()),
    /** Play the player's activated free spins (session's `freespins.id`): a `spin` at their bet, free. */
    freespins_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .meta({ id: "StudioPlayRequest" });

export const studioPlay = z
  .object({
    play_id: z.number().int(),
    nonce: z.number().int(),
    stake: z.number().int(),
    win: z.number().int(),
    round_win: z.number().int(),
    round_closed: z.boolean(),
    /** The engine's outcome (reels and line wins, roulette number and bets, dice roll). */
    outcome: z.unknown(),
    state: z.unknown().nullable(),
    balance: z.number().int(),
    fairness: studioFairness,
    /** The free spins after this play (the ones it played, else those still to play); null when none. */
    freespins: studioFreespins.nullable(),
  })
  .meta({ id: "StudioPlay" });
export type StudioPlay = z.infer<typeof studioPlay>;

/**
 * A refused game call (launch, studio play, seeds, game sessions): the usual `{ error }` plus a
 * machine-readable `code` (game_unavailable, insufficient_funds, too_soon, session_ended,
 * play_in_progress, round_open, seed_not_revealed, limit_reached, player_disabled) and, where it
 * applies, the balance after the refusal or how long to wait before the next round.
 */
export const gameErrorBody = z
  .object({
    error: z.string(),
    code: z.string().optional(),
    balance: z.number().int().optional(),
    retry_after_ms: z.number().int().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: "GameError" });
export type GameErrorBody = z.infer<typeof gameErrorBody>;

/** PUT /api/studio/seeds/client. */
export const studioClientSeedRequest = z
  .object({ client_seed: z.string().trim().min(1, "blank").max(64, "too_long") })
  .meta({ id: "StudioClientSeedRequest" });
export type StudioClientSeedRequest = z.input<typeof studioClientSeedRequest>;

/** POST /api/studio/seeds/rotate: reveals the old pair and starts a new one. */
export const studioSeedRotation = z
  .object({
    revealed: z.object({
      server_seed: z.string(),
      server_seed_hash: z.string(),
      client_seed: z.string(),
      plays: z.number().int(),
    }),
    fairness: studioFairness,
  })
  .meta({ id: "StudioSeedRotation" });
export type StudioSeedRotation = z.infer<typeof studioSeedRotation>;

/** GET /api/studio/plays (token's owner, newest first) and /api/studio/plays/{id}/verify. */
export const studioPlaySummary = z
  .object({
    play_id: z.number().int(),
    title_id: z.string(),
    nonce: z.number().int(),
    server_seed_hash: z.string(),
    /** Null until the seed is rotated. */
    server_seed: z.string().nullable(),
    client_seed: z.string(),
    stake: z.number().int(),
    win: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: "StudioPlaySummary" });
export type StudioPlaySummary = z.infer<typeof studioPlaySummary>;

/** POST /api/studio/verify (public): replay a round from revealed seeds. */
export const studioVerifyRequest = z
  .object({
    title_id: z.string().min(1).max(100),
    server_seed: z.string().min(1).max(200),
    server_seed_hash: z.string().min(1).max(200),
    client_seed: z.string().min(1).max(64),
    nonce: z.number().int().min(0),
    state: z.unknown().nullable().optional(),
    action: z.record(z.string().max(64), z.unknown()),
  })
  .meta({ id: "StudioVerifyRequest" });
export type StudioVerifyRequest = z.input<typeof studioVerifyRequest>;

export const studioVerification = z
  .object({
    valid: z.boolean(),
    reason: z.string().nullable(),
    stake: z.number().int().nullable(),
    win: z.number().int().nullable(),
    outcome: z.unknown().nullable(),
  })
  .meta({ id: "StudioVerification" });
export type StudioVerification = z.infer<typeof studioVerification>;

/** PUT /api/player/reality_check: the player's interval (minutes, 1–480; the play rules narrow it). */
export const realityCheckSetting = z
  .object({ interval_minutes: z.number("format").int("format").min(1, "too_small").max(480, "too_large") })
  .meta({ id: "RealityCheckSetting" });

/** GET/PUT /api/player/reality_check answer: the interval and the range the jurisdiction allows. */
export const realityCheckState = z
  .object({ interval_minutes: z.number().int(), min_minutes: z.number().int(), max_minutes: z.number().int() })
  .meta({ id: "RealityCheckState" });
export type RealityCheckState = z.infer<typeof realityCheckState>;

/** GET /api/player/game_sessions/{id}: the open session's figures for the reality check and the session clock. */
export const gameSessionStats = z
  .object({
    id: z.number().int(),
    identifier: z.string(),
    currency: z.string(),
    started_at: z.string(),
    closed_at: z.string().nullable(),
    rounds: z.number().int(),
    wagered: z.number().int(),
    won: z.number().int(),
    /** Won minus wagered (negative: a loss). */
    net: z.number().int(),
  })
  .meta({ id: "GameSessionStats" });
export type GameSessionStats = z.infer<typeof gameSessionStats>;

/**
 * GET /api/player/game_sessions: the player's real-money game sessions still open (not closed, not
 * expired), newest first: a game left open in another tab or on another device. The game page asks
 * to close them (DELETE /api/player/game_sessions/{id}) before it opens a new one.
 */
export const openGameSession = z
  .object({
    id: z.number().int(),
    identifier: z.string(),
    currency: z.string(),
    device: z.enum(["desktop", "mobile"]),
    started_at: z.string(),
    /** The last bet or win of the session, or null before the first round. */
    last_activity_at: z.string().nullable(),
  })
  .meta({ id: "OpenGameSession" });
export const openGameSessions = z.array(openGameSession);
export type OpenGameSession = z.infer<typeof openGameSession>;
