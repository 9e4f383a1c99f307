import { randomUUID } from "node:crypto";
import type { StudioPlay } from "@croupier/contract";
import { type PlayResult, playWithSeeds, toApiJson, toJsonSafe } from "@croupier/games";
import type { Tx } from "../db/database.ts";
import { getPlayRules } from "../settings/play-rules.ts";
import { parseAction } from "./actions.ts";
import type { DemoContext, StudioContext, StudioDeps } from "./context.ts";
import { isSessionOver } from "./context.ts";
import { moveDemoBalance } from "./demo-sessions.ts";
import { gameError, toRequestError } from "./errors.ts";
import { ownerKey } from "./owner.ts";
import { findLastPlayStart, insertPlay, listPendingPlays, type StudioPlayRow } from "./plays-repository.ts";
import { fairnessOf, findOpenRound } from "./round-state.ts";
import { getActiveSeed, type SeedPair, takeNonce } from "./seeds-repository.ts";
import { serialize } from "./serialize.ts";
import { finishPendingPlays, refusalError, settlePlay } from "./settle.ts";

// POST /api/studio/play. Real money, written to survive a crash at any point:
//   1. one transaction: lock the seed pair, take its next nonce, play the engine, record the play
//      `pending` with its outcome;
//   2. the wallet calls a provider makes (settle.ts): a signed bet, a signed win;
//   3. the play marked `settled` (or `refused` when the bet was refused: nothing moved).
// A crash between them leaves a pending play that the player's next call finishes first with the
// same idempotent calls. Demo plays do all of it in step 1: the FUN balance lives beside the play.

export async function playAction(deps: StudioDeps, context: StudioContext, actionJson: unknown): Promise<StudioPlay> {
  const action = parseAction(actionJson);
  return serialize(ownerKey(context.owner), async () => {
    if (context.mode === "real" && (await finishPendingPlays(deps, context))) throw gameError("play_in_progress");
    const recorded = await deps.db.transaction((tx) => recordPlay(deps, tx, context, action, actionJson));
    if (context.mode === "demo") return answer(recorded, recorded.play.balanceAfter ?? 0n);
    const settlement = await settlePlay(deps, context, recorded.play);
    if (settlement.status === "refused") throw refusalError(settlement.answer);
    return answer(recorded, settlement.balance);
  });
}

interface Recorded {
  play: StudioPlayRow;
  result: PlayResult;
  seed: SeedPair;
}

/** Step 1: under the seed pair's lock, the engine's outcome at the next nonce, recorded. */
export async function recordPlay(
  deps: StudioDeps,
  tx: Tx,
  context: StudioContext,
  action: ReturnType<typeof parseAction>,
  actionJson: unknown,
): Promise<Recorded> {
  const now = deps.now();
  const { owner, titleId, currency } = context;
  const seed = await getActiveSeed(tx, owner, { forUpdate: true });
  // Another node is settling this player's previous play: the state is not known until it is done.
  if ((await listPendingPlays(tx, owner, currency)).length > 0) throw gameError("play_in_progress");
  const rules = await getPlayRules(tx);
  const lastStart = await findLastPlayStart(tx, owner);
  if (lastStart && rules.min_round_interval_ms > 0) {
    const wait = lastStart.getTime() + rules.min_round_interval_ms - now.getTime();
    if (wait > 0) throw gameError("too_soon", { retry_after_ms: wait });
  }
  const round = await findOpenRound(tx, owner, titleId, currency);
  let result: PlayResult;
  try {
    const seeds = { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nextNonce };
    result = playWithSeeds(titleId, round.state, action, seeds).result;
  } catch (error) {
    throw toRequestError(error, actionJson as Record<string, unknown>);
  }
  // Bets need a live session; the free spins of a round already paid for carry on regardless.
  if (result.stake > 0n && isSessionOver(context, now)) throw gameError("session_ended");
  const balances = context.mode === "demo" ? await moveDemoMoney(tx, context, result) : null;
  const play = await insertPlay(tx, {
    seedId: seed.id,
    nonce: seed.nextNonce,
    gameSessionId: context.mode === "real" ? context.session.id : null,
    demoSessionId: owner.kind === "demo" ? owner.demoSessionId : null,
    playerId: owner.kind === "player" ? owner.playerId : null,
    titleId,
    currency,
    roundRef: round.roundRef ?? randomUUID(),
    stateBefore: toJsonSafe(round.state),
    action: toJsonSafe(action),
    result: toJsonSafe(result),
    stake: result.stake,
    win: result.win,
    roundClosed: result.roundClosed,
    status: balances ? "settled" : "pending",
    balanceBefore: balances?.before ?? null,
    balanceAfter: balances?.after ?? null,
    createdAt: now,
    settledAt: balances ? now : null,
  });
  await takeNonce(tx, seed.id);
  return { play, result, seed: { ...seed, nextNonce: seed.nextNonce + 1 } };
}

/** A demo play's stake and win on the FUN balance, in the play's own transaction. */
async function moveDemoMoney(tx: Tx, context: DemoContext, result: PlayResult) {
  const id = context.demo.id;
  const afterStake = await moveDemoBalance(tx, id, -result.stake);
  if (afterStake === null) {
    const current = (await moveDemoBalance(tx, id, 0n)) ?? 0n;
    throw gameError("insufficient_funds", { balance: Number(current) });
  }
  const after = (await moveDemoBalance(tx, id, result.win)) ?? afterStake;
  return { before: afterStake + result.stake, after };
}

function answer({ play, result, seed }: Recorded, balance: bigint): StudioPlay {
  return {
    play_id: play.id,
    nonce: play.nonce,
    stake: Number(result.stake),
    win: Number(result.win),
    round_win: Number(result.roundWin),
    round_closed: result.roundClosed,
    outcome: toApiJson(result.outcome),
    state: result.roundClosed ? null : toApiJson(result.nextState),
    balance: Number(balance),
    fairness: fairnessOf(seed),
  };
}
