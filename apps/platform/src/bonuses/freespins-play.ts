import type { StudioFreespins } from "@croupier/contract";
import type { Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { finishFreespins } from "./freespins.ts";
import { findFreespins, findFreespinsOfRound, findPlayableFreespins, updateFreespins } from "./freespins-repository.ts";
import type { PlayerFreespinRow } from "./schema.ts";

export type { PlayerFreespinRow };

// Free spins played in the in-house slot (studio/play.ts calls these in the play's transaction,
// under the seed pair's lock). A free spin is a `spin` at the free spins' bet, drawn at the next
// nonce like any play (so verifiable like any), that costs the player nothing: no wallet call at
// all. Its win, and the wins of the slot's own free spins it triggers (the same studio round),
// add to `win_total`; after the last spin's round closes the capped total is credited as a bonus
// (finishFreespins). The row is locked for the whole play, and the count is checked under the
// lock, so a retried or concurrent spin never counts twice.

/** The free spins a play plays: `counted` for a new free spin, false for its round's own free spins. */
export interface FreespinsPlay {
  row: PlayerFreespinRow;
  counted: boolean;
}

export interface FreespinsPlayInput {
  playerId: number;
  /** Catalog identifier of the game played. */
  game: string;
  currency: string;
  /** The free spins the player asked to play (the request's `freespins_id`), or null. */
  freespinsId: number | null;
  /** The studio round still open on this title, if any. */
  openRoundRef: string | null;
  now: Date;
}

function notPlayable(): AppError {
  return new AppError("freespins_not_playable", undefined, { details: { code: "freespins_not_playable" } });
}

/**
 * The free spins a studio play belongs to, row-locked; null for a paid play. An open round started
 * by a free spin carries on as theirs; otherwise the play is a free spin only when asked for.
 */
export async function freespinsForPlay(tx: Executor, input: FreespinsPlayInput): Promise<FreespinsPlay | null> {
  if (input.openRoundRef !== null) {
    const row = await findFreespinsOfRound(tx, input.playerId, input.openRoundRef, { forUpdate: true });
    if (row) return { row, counted: false };
    // A paid round is open: its own free spins come first.
    if (input.freespinsId !== null) throw new AppError("round_open", undefined, { details: { code: "round_open" } });
    return null;
  }
  if (input.freespinsId === null) return null;
  const row = await findFreespins(tx, input.playerId, input.freespinsId, { forUpdate: true });
  const playable =
    row !== null &&
    row.stage === "activated" &&
    row.game === input.game &&
    row.currency === input.currency &&
    row.validUntil > input.now &&
    row.freespinsPerformed < row.freespinsTotal;
  if (!playable) throw notPlayable();
  return { row, counted: true };
}

export interface FreespinsOutcome {
  win: bigint;
  roundRef: string;
  roundClosed: boolean;
  now: Date;
}

/**
 * Counts a free spin's play: one spin more (a new free spin), its win added, the round kept while
 * open. After the last spin's round closes the free spins are `played` and their winnings
 * credited. Spins that ended (forfeit, expiry) while their round was open finish it for nothing.
 */
export async function recordFreespinsPlay(
  tx: Executor,
  play: FreespinsPlay,
  outcome: FreespinsOutcome,
): Promise<PlayerFreespinRow> {
  const { row, counted } = play;
  const roundRef = outcome.roundClosed ? null : outcome.roundRef;
  if (row.stage !== "activated") return updateFreespins(tx, row.id, { roundRef });
  const performed = row.freespinsPerformed + (counted ? 1 : 0);
  const updated = await updateFreespins(tx, row.id, {
    freespinsPerformed: performed,
    winTotal: row.winTotal + outcome.win,
    roundRef,
  });
  if (performed >= row.freespinsTotal && outcome.roundClosed) {
    return finishFreespins(tx, updated, "played", outcome.now);
  }
  return updated;
}

/** The free spins the slot screen shows on `game`: those of the open round, else the next to play. */
export async function studioFreespinsOf(
  db: Executor,
  input: Omit<FreespinsPlayInput, "freespinsId">,
): Promise<StudioFreespins | null> {
  if (input.openRoundRef !== null) {
    const row = await findFreespinsOfRound(db, input.playerId, input.openRoundRef);
    if (row) return toStudioFreespins(row);
  }
  const row = await findPlayableFreespins(db, input.playerId, input.game, input.currency, input.now);
  return row ? toStudioFreespins(row) : null;
}

export function toStudioFreespins(row: PlayerFreespinRow): StudioFreespins {
  return {
    id: row.id,
    bet: Number(row.bet),
    total: row.freespinsTotal,
    performed: row.freespinsPerformed,
    remaining: row.stage === "activated" ? row.freespinsTotal - row.freespinsPerformed : 0,
    win_total: Number(row.winTotal),
  };
}
