import type {
  GameHistoryQuery,
  HistoryRound,
  HistoryRoundPage,
  RecalledRound,
  RoundStep,
  StepOutcome,
} from "@croupier/contract/schemas/statements";
import { RECALL_MAX_STEPS, RECALL_ROUNDS } from "@croupier/contract/schemas/statements";
import { findGameTitles } from "../catalog/repository.ts";
import type { Executor } from "../db/database.ts";
import {
  type HistoryRoundRow,
  listHistoryRounds,
  listRoundActions,
  type RoundActionRow,
  roundKey,
} from "../provider-wallet/history-reads.ts";
import { listRoundPlays, type RoundPlayRow } from "../studio/round-steps-reads.ts";
import { STUDIO_PROVIDER_ID } from "../studio/wallet-client.ts";
import { dayRange, parseCursor } from "./statement.ts";

// Game history (RTS 1B) and the last-game recall (GLI-19): the rounds the provider wallet recorded,
// the studio's and every provider's alike. A studio round's steps are its plays with what each drew;
// a provider's are its bets, wins and rollbacks as the wallet applied them.

async function describeRounds(db: Executor, rows: readonly HistoryRoundRow[]): Promise<HistoryRound[]> {
  const titles = await findGameTitles(
    db,
    rows.map((row) => row.identifier),
  );
  return rows.map((row) => ({
    id: row.id,
    provider: row.providerId,
    round: row.roundId,
    game: row.identifier,
    title: titles.get(row.identifier) ?? row.identifier,
    currency: row.currency,
    started_at: row.createdAt.toISOString(),
    finished_at: row.updatedAt.toISOString(),
    total_bet_cents: Number(row.totalBet),
    total_win_cents: Number(row.totalWin),
    net_cents: Number(row.totalWin - row.totalBet),
  }));
}

/** GET /api/player/game_history: closed rounds, newest first, a page from `cursor` on. */
export async function readGameHistory(
  db: Executor,
  playerId: number,
  query: GameHistoryQuery,
): Promise<HistoryRoundPage> {
  const rows = await listHistoryRounds(db, playerId, {
    ...dayRange(query),
    currency: query.currency,
    identifier: query.game,
    closedOnly: true,
    beforeId: parseCursor(query.cursor)?.first,
    limit: query.per_page + 1,
  });
  const shown = rows.slice(0, query.per_page);
  const last = shown.at(-1);
  return {
    rounds: await describeRounds(db, shown),
    next_cursor: rows.length > query.per_page && last ? `${last.id}.0` : null,
    per_page: query.per_page,
  };
}

/** GET /api/player/game_history/last: the last round and the nine before it, with their steps. */
export async function readLastRounds(db: Executor, playerId: number): Promise<RecalledRound[]> {
  const rows = await listHistoryRounds(db, playerId, { closedOnly: false, limit: RECALL_ROUNDS });
  const rounds = await describeRounds(db, rows);
  const studioRefs = rows.filter((row) => row.providerId === STUDIO_PROVIDER_ID).map((row) => row.roundId);
  const plays = await listRoundPlays(db, playerId, studioRefs);
  const actions = await listRoundActions(
    db,
    playerId,
    rows.filter((row) => row.providerId !== STUDIO_PROVIDER_ID),
  );
  const playsOf = groupBy(plays, (play) => play.roundRef);
  const actionsOf = groupBy(actions, (action) => roundKey(action.providerId, action.roundId));
  return rows.map((row, index) => {
    const round = rounds[index] as HistoryRound;
    const recalled =
      row.providerId === STUDIO_PROVIDER_ID
        ? studioSteps(playsOf.get(row.roundId) ?? [])
        : providerSteps(actionsOf.get(roundKey(row.providerId, row.roundId)) ?? []);
    return { ...round, closed: row.closed, ...recalled };
  });
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

type Recalled = Pick<RecalledRound, "balance_start_cents" | "balance_end_cents" | "steps">;

const cents = (value: bigint | null) => (value === null ? null : Number(value));

function studioSteps(plays: readonly RoundPlayRow[]): Recalled {
  const steps: RoundStep[] = plays.slice(0, RECALL_MAX_STEPS).map((play) => ({
    at: play.createdAt.toISOString(),
    kind: "play",
    stake_cents: Number(play.stake),
    win_cents: Number(play.win),
    balance_after_cents: cents(play.balanceAfter),
    rolled_back: false,
    outcome: outcomeOf(play),
  }));
  return {
    balance_start_cents: cents(plays[0]?.balanceBefore ?? null),
    balance_end_cents: cents(plays.at(-1)?.balanceAfter ?? null),
    steps,
  };
}

function providerSteps(actions: readonly RoundActionRow[]): Recalled {
  const steps: RoundStep[] = actions.slice(0, RECALL_MAX_STEPS).map((action) => ({
    at: action.createdAt.toISOString(),
    kind: action.kind,
    stake_cents: action.kind === "bet" ? Number(action.amount) : 0,
    win_cents: action.kind === "win" ? Number(action.amount) : 0,
    balance_after_cents: cents(action.balance),
    rolled_back: action.rolledBack,
    outcome: null,
  }));
  const first = actions[0];
  // The balance before the first move: its answer with the move undone (a bet took, a win gave).
  const start =
    first && first.balance !== null
      ? first.kind === "bet"
        ? first.balance + first.amount
        : first.kind === "win"
          ? first.balance - first.amount
          : first.balance
      : null;
  const end = actions.findLast((action) => action.balance !== null)?.balance ?? null;
  return { balance_start_cents: cents(start), balance_end_cents: cents(end), steps };
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const str = (value: unknown) => (typeof value === "string" ? value : null);
const int = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value)
    ? Math.trunc(value)
    : typeof value === "string" && /^-?\d+$/.test(value)
      ? Number(value)
      : null;

/** What a studio play drew, from the engine's stored result. */
function outcomeOf(play: RoundPlayRow): StepOutcome | null {
  const engine = str(play.result.engine);
  if (engine !== "slot" && engine !== "roulette" && engine !== "dice") return null;
  const outcome = record(play.result.outcome);
  const grid = Array.isArray(outcome.grid)
    ? outcome.grid.map((row) => (Array.isArray(row) ? row.map((symbol) => String(symbol)) : []))
    : null;
  const multiplier = outcome.multiplier;
  return {
    engine,
    action: str(play.action.type) ?? str(outcome.type) ?? engine,
    grid: engine === "slot" ? grid : null,
    free_spins_awarded: engine === "slot" ? int(outcome.freeSpinsAwarded) : null,
    multiplier:
      engine === "slot" && typeof multiplier === "number"
        ? multiplier
        : engine === "dice" && typeof multiplier === "string" && Number.isFinite(Number(multiplier))
          ? Number(multiplier)
          : null,
    pocket: engine === "roulette" ? int(outcome.pocket) : null,
    colour: engine === "roulette" ? str(outcome.colour) : null,
    roll: engine === "dice" ? str(outcome.rollText) : null,
    direction: engine === "dice" ? str(outcome.direction) : null,
    target: engine === "dice" ? int(outcome.target) : null,
  };
}
