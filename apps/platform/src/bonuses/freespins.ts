import type { Locale, PlayerFreespin } from "@croupier/contract";
import { findStudioTitle } from "@croupier/games";
import { findStudioTitleId } from "../catalog/repository.ts";
import type { Db, Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { isExcluded } from "../exclusions/guard.ts";
import { queuePush } from "../push/notify.ts";
import { publishToUser } from "../realtime/publish.ts";
import {
  findFreespins,
  insertFreespins,
  listFreespinsOf,
  listOverdueFreespins,
  updateFreespins,
} from "./freespins-repository.ts";
import { issueBonus } from "./lifecycle.ts";
import { findDefinition } from "./repository.ts";
import type { BonusDefinition, PlayerFreespinRow } from "./schema.ts";
import { bonusTitle } from "./view.ts";

// Free spins' life: issued with a deposit bonus that grants them (`definition.freespins`),
// activated by the player, played in the in-house slot (freespins-play.ts), then `played` (their
// winnings, capped, credited as a bonus with its wagering through issueBonus), `expired` or
// `canceled` (forfeited). Every transition is an event on `freespins_changes`. Free spins never
// move money themselves: the one posting is the bonus credit issueBonus makes.

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The bet of one free spin: the title's bet step × the bet level (at least its minimum bet), in
 * minor units of any currency, as the studio's bets are. Null when the game is no studio slot.
 */
export async function freespinBet(db: Executor, game: string, betLevel: number): Promise<bigint | null> {
  const provider = game.split("/")[0] ?? "";
  const titleId = await findStudioTitleId(db, provider, game);
  const title = titleId ? findStudioTitle(titleId) : undefined;
  if (title?.engine !== "slot" || !Number.isSafeInteger(betLevel) || betLevel < 1) return null;
  const { min, step } = title.betLimits;
  const bet = step * BigInt(betLevel);
  const atLeastMin = bet < min ? ((min + step - 1n) / step) * step : bet;
  return atLeastMin <= title.betLimits.max ? atLeastMin : null;
}

/** The cap of the winnings credited: its own amount, or a spins-only definition's `max_cents`. */
function winningsCap(definition: BonusDefinition, currency: string): bigint | null {
  const amounts = definition.amounts[currency];
  const cap = amounts?.freespins_max_win_cents ?? (definition.matchPercent === null ? amounts?.max_cents : undefined);
  return cap === undefined ? null : BigInt(cap);
}

export interface IssueFreespinsInput {
  playerId: number;
  definition: BonusDefinition;
  currency: string;
  /** Unique per player: `deposit:<payment id>`… */
  sourceKey: string;
  now: Date;
}

/**
 * Issues the free spins `definition` grants, to activate within its activation days; null when it
 * grants none in the currency (or on a game that is no studio slot) or the source key was issued.
 */
export async function issueFreespins(tx: Executor, input: IssueFreespinsInput): Promise<PlayerFreespinRow | null> {
  const { definition, currency, now } = input;
  const spins = definition.freespins;
  if (!spins || spins.count < 1 || !definition.amounts[currency]) return null;
  // No free spins reach a player in a time-out or self-exclusion (no marketing: exclusions/).
  if (await isExcluded(tx, input.playerId, now)) return null;
  const bet = await freespinBet(tx, spins.game, spins.bet_level);
  if (bet === null) return null;
  const activatableUntil = new Date(now.getTime() + definition.activationDays * DAY_MS);
  const row = await insertFreespins(tx, {
    playerId: input.playerId,
    definitionId: definition.id,
    sourceKey: input.sourceKey,
    currency,
    game: spins.game,
    freespinsTotal: spins.count,
    bet,
    betLevel: spins.bet_level,
    stage: "issued",
    activatableUntil,
    validUntil: activatableUntil,
    validDays: definition.validDays,
    wagerMultiplier: definition.wagerMultiplier,
    maxWin: winningsCap(definition, currency),
    createdAt: now,
  });
  if (row) {
    await publishFreespinsChange(tx, row);
    await queuePush(tx, {
      kind: "freespins_awarded",
      playerId: row.playerId,
      ref: String(row.id),
      now,
      count: row.freespinsTotal,
      name: definition.titles,
    });
  }
  return row;
}

/** POST /api/player/freespins/{id}/activation: the spins can be played until `valid_until`. */
export async function activateFreespins(db: Db, playerId: number, id: number, now: Date): Promise<PlayerFreespinRow> {
  return db.transaction(async (tx) => {
    const row = await findFreespins(tx, playerId, id, { forUpdate: true });
    if (!row) throw new AppError("not_found");
    if (row.stage !== "issued" || row.activatableUntil <= now) throw new AppError("freespins_not_activatable");
    const activated = await updateFreespins(tx, row.id, {
      stage: "activated",
      activatedAt: now,
      validUntil: new Date(now.getTime() + row.validDays * DAY_MS),
    });
    await publishFreespinsChange(tx, activated);
    return activated;
  });
}

/** DELETE /api/player/freespins/{id}: the spins left and their winnings so far are given up. */
export async function forfeitFreespins(db: Db, playerId: number, id: number, now: Date): Promise<PlayerFreespinRow> {
  return db.transaction(async (tx) => {
    const row = await findFreespins(tx, playerId, id, { forUpdate: true });
    if (!row) throw new AppError("not_found");
    if (!isOpen(row)) throw new AppError("freespins_closed");
    return finishFreespins(tx, row, "canceled", now);
  });
}

/**
 * Ends the free spins past their deadline (`expired`), each in its own transaction under its row
 * lock (a finished one is skipped, so several nodes may run it). Activated spins keep what their
 * played spins won: it is credited as for played ones. Answers how many it ended.
 */
export async function expireOverdueFreespins(db: Db, now: Date, batch = 100): Promise<number> {
  let ended = 0;
  for (const overdue of await listOverdueFreespins(db, now, batch)) {
    const done = await db.transaction(async (tx) => {
      const row = await findFreespins(tx, overdue.playerId, overdue.id, { forUpdate: true });
      if (!row || !isOpen(row) || row.validUntil > now) return false;
      await finishFreespins(tx, row, "expired", now);
      return true;
    });
    if (done) ended += 1;
  }
  return ended;
}

function isOpen(row: PlayerFreespinRow): boolean {
  return row.stage === "issued" || row.stage === "activated";
}

/**
 * Ends free spins (the caller holds their row lock). Played or expired spins' winnings, capped,
 * become a bonus with its wagering, keyed `freespins:<id>` so it is credited once; it starts
 * wagering at once unless another bonus wagers in the currency (then it waits, issued).
 */
export async function finishFreespins(
  tx: Executor,
  row: PlayerFreespinRow,
  stage: "played" | "expired" | "canceled",
  now: Date,
): Promise<PlayerFreespinRow> {
  let bonusId: number | null = null;
  if (stage !== "canceled" && row.winTotal > 0n) {
    const definition = await findDefinition(tx, row.definitionId);
    if (!definition) throw new Error(`bonus definition ${row.definitionId} vanished`);
    const amount = row.maxWin !== null && row.winTotal > row.maxWin ? row.maxWin : row.winTotal;
    const bonus = await issueBonus(tx, {
      playerId: row.playerId,
      definition: { ...definition, wagerMultiplier: row.wagerMultiplier },
      currency: row.currency,
      amount,
      sourceKey: `freespins:${row.id}`,
      strategy: "freespins",
      now,
      activate: true,
    });
    bonusId = bonus?.id ?? null;
  }
  const finished = await updateFreespins(tx, row.id, { stage, finishedAt: now, bonusId });
  await publishFreespinsChange(tx, finished);
  return finished;
}

/** The free-spins body of the API family; `data` is what the notification centre reads. */
async function publishFreespinsChange(tx: Executor, row: PlayerFreespinRow): Promise<void> {
  const definition = await findDefinition(tx, row.definitionId);
  await publishToUser(tx, "freespins_changes", row.playerId, {
    id: row.id,
    currency: row.currency,
    freespins_performed: row.freespinsPerformed,
    titles: definition?.titles ?? {},
    data: {
      title: definition ? bonusTitle(definition, "en") : "",
      stage: row.stage,
      games: [row.game],
      freespins_total: row.freespinsTotal,
      activatable_until: row.activatableUntil.toISOString(),
      activation_path: activationPath(row.id),
    },
  });
}

function activationPath(id: number): string {
  return `/api/player/freespins/${id}/activation`;
}

export function toPlayerFreespin(
  row: PlayerFreespinRow,
  definition: BonusDefinition,
  locale: Locale,
  now: Date,
): PlayerFreespin {
  const provider = row.game.split("/")[0] ?? "";
  return {
    id: row.id,
    title: bonusTitle(definition, locale),
    type: definition.kind,
    group_key: false,
    provider,
    currency: row.currency,
    freespins_total: row.freespinsTotal,
    freespins_performed: row.freespinsPerformed,
    bet_level: row.betLevel,
    stage: row.stage,
    games: [row.game],
    games_info: [],
    activation_path: activationPath(row.id),
    activatable: row.stage === "issued" && row.activatableUntil > now,
    activatable_until: row.activatableUntil.toISOString(),
    activation_condition: null,
    cancelable: isOpen(row),
    valid_until: row.validUntil.toISOString(),
    created_at: row.createdAt.toISOString(),
    bet_cents: Number(row.bet),
    win_total_cents: Number(row.winTotal),
    max_win_cents: row.maxWin === null ? null : Number(row.maxWin),
    wager_multiplier: row.wagerMultiplier,
  };
}

/** GET /api/player/freespins: the player's free spins, newest first. */
export async function listPlayerFreespins(
  db: Executor,
  playerId: number,
  locale: Locale,
  now: Date,
): Promise<PlayerFreespin[]> {
  const rows = await listFreespinsOf(db, playerId);
  const definitions = new Map<number, BonusDefinition>();
  const out: PlayerFreespin[] = [];
  for (const row of rows) {
    let definition = definitions.get(row.definitionId);
    if (!definition) {
      definition = (await findDefinition(db, row.definitionId)) ?? undefined;
      if (!definition) continue;
      definitions.set(row.definitionId, definition);
    }
    out.push(toPlayerFreespin(row, definition, locale, now));
  }
  return out;
}

export async function viewFreespins(db: Executor, row: PlayerFreespinRow, locale: Locale, now: Date) {
  const definition = await findDefinition(db, row.definitionId);
  if (!definition) throw new Error(`bonus definition ${row.definitionId} vanished`);
  return toPlayerFreespin(row, definition, locale, now);
}
