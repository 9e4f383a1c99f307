import { z } from "zod";
import { STATEMENT_KINDS } from "../statement-kinds.ts";

// The player's account history (UK RTS 1B, 1C; GLI-19 last-game recall): the account statement
// (every ledger movement on the player's own balances), its CSV export, net deposits with the
// period they cover, the closed game rounds and the last ten rounds with their steps. Ours: the
// API family has no statement calls.

export { STATEMENT_KINDS, type StatementKind } from "../statement-kinds.ts";

/** `cash`: the player's money; `bonus`: bonus money still wagering. */
export const STATEMENT_WALLETS = ["cash", "bonus"] as const;
export type StatementWallet = (typeof STATEMENT_WALLETS)[number];

/** Lines per page: at most 100 (default 25). */
export const STATEMENT_MAX_PER_PAGE = 100;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (UTC), `YYYY-MM-DD`, that exists. */
const day = () =>
  z
    .string("format")
    .max(10, "format")
    .regex(DAY, "format")
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, "format");

/** An opaque position in a listing: where the next page starts. */
const cursor = () =>
  z
    .string("format")
    .max(31, "format")
    .regex(/^\d{1,15}\.\d{1,15}$/, "format");

const currencyFilter = () =>
  z
    .string("format")
    .max(10, "format")
    .trim()
    .regex(/^[A-Za-z0-9]{2,10}$/, "format")
    .transform((value) => value.toUpperCase());

const perPage = (max: number, fallback: number) =>
  z.coerce.number("format").int("format").min(1, "format").max(max, "format").default(fallback);

/** `to` must not be before `from` (both days, inclusive). */
function rangeInOrder(value: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  if (value.from && value.to && value.to < value.from) {
    ctx.addIssue({ code: "custom", message: "format", path: ["to"] });
  }
}

const statementFilterFields = {
  /** First day included (UTC); from the first movement when omitted. */
  from: day().optional(),
  /** Last day included (UTC); up to now when omitted. */
  to: day().optional(),
  currency: currencyFilter().optional(),
  kind: z.enum(STATEMENT_KINDS, "format").optional(),
};

/** GET /api/player/statement.csv: the same filters, every matching line (no paging). */
export const statementExportQuery = z.object(statementFilterFields).superRefine(rangeInOrder);
export type StatementExportQuery = z.infer<typeof statementExportQuery>;

/** GET /api/player/statement: the filters, newest first, `per_page` lines from `cursor` on. */
export const statementQuery = z
  .object({
    ...statementFilterFields,
    /** `next_cursor` of the page before; the newest lines when omitted. */
    cursor: cursor().optional(),
    per_page: perPage(STATEMENT_MAX_PER_PAGE, 25),
  })
  .superRefine(rangeInOrder);
export type StatementQuery = z.infer<typeof statementQuery>;

/** Where a movement came from: the game round, the payment, the bonus, or the prize. */
export const statementReference = z
  .object({
    payment_id: z.number().int().nullable(),
    bonus_id: z.number().int().nullable(),
    provider: z.string().nullable(),
    round: z.string().nullable(),
    /** The provider's transaction id (bets, wins and rollbacks). */
    transaction: z.string().nullable(),
    /** The game's identifier ("provider/slug") and title, when the round is known. */
    game: z.string().nullable(),
    game_title: z.string().nullable(),
    /** The tournament or lottery a prize came from. */
    source: z.string().nullable(),
  })
  .meta({ id: "StatementReference" });

/** One movement on one of the player's balances (a ledger posting's legs on that balance). */
export const statementLine = z
  .object({
    /** `<posting id>.<account id>`: unique, stable. */
    id: z.string(),
    created_at: z.string(),
    kind: z.enum(STATEMENT_KINDS),
    wallet: z.enum(STATEMENT_WALLETS),
    /** Signed minor units: positive credits the balance, negative debits it. */
    amount_cents: z.number().int(),
    currency: z.string(),
    /** That balance right after the movement. */
    balance_after_cents: z.number().int().nullable(),
    reference: statementReference,
  })
  .meta({ id: "StatementLine" });
export type StatementLine = z.infer<typeof statementLine>;

export const statementPage = z
  .object({
    lines: z.array(statementLine),
    /** Pass as `cursor` for the next (older) page; null on the last page. */
    next_cursor: z.string().nullable(),
    per_page: z.number().int(),
  })
  .meta({ id: "StatementPage" });
export type StatementPage = z.infer<typeof statementPage>;

/** RTS 1C: lifetime deposits minus withdrawals in one currency. */
export const netDepositsLine = z
  .object({
    currency: z.string(),
    deposits_cents: z.number().int(),
    /** Withdrawals requested, less those returned to the balance (recalled or rejected). */
    withdrawals_cents: z.number().int(),
    net_cents: z.number().int(),
  })
  .meta({ id: "NetDepositsLine" });

/** GET /api/player/net_deposits: per currency, over the whole life of the account. */
export const netDeposits = z
  .object({
    /** The period covered: from registration up to `until`. */
    since: z.string(),
    until: z.string(),
    currencies: z.array(netDepositsLine),
  })
  .meta({ id: "NetDeposits" });
export type NetDeposits = z.infer<typeof netDeposits>;

/** GET /api/player/game_history: closed rounds, newest first. */
export const gameHistoryQuery = z
  .object({
    from: day().optional(),
    to: day().optional(),
    currency: currencyFilter().optional(),
    /** A game identifier ("provider/slug"). */
    game: z
      .string("format")
      .max(200, "format")
      .trim()
      .regex(/^[a-z0-9][a-z0-9._-]{0,63}\/[a-z0-9][a-z0-9._-]{0,127}$/, "format")
      .optional(),
    cursor: cursor().optional(),
    per_page: perPage(STATEMENT_MAX_PER_PAGE, 25),
  })
  .superRefine(rangeInOrder);
export type GameHistoryQuery = z.infer<typeof gameHistoryQuery>;

export const historyRound = z
  .object({
    id: z.number().int(),
    provider: z.string(),
    /** The provider's round id. */
    round: z.string(),
    game: z.string(),
    title: z.string(),
    currency: z.string(),
    started_at: z.string(),
    finished_at: z.string(),
    total_bet_cents: z.number().int(),
    total_win_cents: z.number().int(),
    /** Win minus bet: negative is a loss. */
    net_cents: z.number().int(),
  })
  .meta({ id: "HistoryRound" });
export type HistoryRound = z.infer<typeof historyRound>;

export const historyRoundPage = z
  .object({ rounds: z.array(historyRound), next_cursor: z.string().nullable(), per_page: z.number().int() })
  .meta({ id: "HistoryRoundPage" });
export type HistoryRoundPage = z.infer<typeof historyRoundPage>;

/** What a studio step drew (slot grid, roulette pocket, dice roll); null for a provider's step. */
export const stepOutcome = z
  .object({
    engine: z.enum(["slot", "roulette", "dice"]),
    /** The player's action: `spin`, `free_spin`, `bonus_buy`, `place_bets`, `roll`. */
    action: z.string(),
    grid: z.array(z.array(z.string())).nullable(),
    free_spins_awarded: z.number().int().nullable(),
    multiplier: z.number().nullable(),
    pocket: z.number().int().nullable(),
    colour: z.string().nullable(),
    roll: z.string().nullable(),
    direction: z.string().nullable(),
    target: z.number().int().nullable(),
  })
  .meta({ id: "StepOutcome" });
export type StepOutcome = z.infer<typeof stepOutcome>;

/** One step of a round: a studio play, or a provider's bet, win or rollback. */
export const roundStep = z
  .object({
    at: z.string(),
    kind: z.enum(["play", "bet", "win", "rollback"]),
    stake_cents: z.number().int(),
    win_cents: z.number().int(),
    /** The balance the wallet answered after this step (cash and bonus money together). */
    balance_after_cents: z.number().int().nullable(),
    /** True when a later rollback cancelled this bet or win. */
    rolled_back: z.boolean(),
    outcome: stepOutcome.nullable(),
  })
  .meta({ id: "RoundStep" });
export type RoundStep = z.infer<typeof roundStep>;

/** GLI-19: a round with its steps and the balance at its start and end. */
export const recalledRound = z
  .object({
    ...historyRound.shape,
    closed: z.boolean(),
    balance_start_cents: z.number().int().nullable(),
    balance_end_cents: z.number().int().nullable(),
    steps: z.array(roundStep),
  })
  .meta({ id: "RecalledRound" });
export type RecalledRound = z.infer<typeof recalledRound>;

/** GET /api/player/game_history/last: the last game and the nine before it, newest first. */
export const lastRounds = z.array(recalledRound).meta({ id: "LastRounds" });

/** Recall keeps at most this many steps per round (GLI-19 wording of AGCO: at least 50). */
export const RECALL_MAX_STEPS = 100;
/** The last game and the nine before it. */
export const RECALL_ROUNDS = 10;
