import { randomUUID } from "node:crypto";
import type { StudioFreespins, StudioPlay } from "@croupier/contract";
import { type PlayResult, playWithSeeds, toApiJson, toJsonSafe } from "@croupier/games";
import {
  type FreespinsPlay,
  freespinsForPlay,
  type PlayerFreespinRow,
  recordFreespinsPlay,
  studioFreespinsOf,
  toStudioFreespins,
} from "../bonuses/freespins-play.ts";
import type { Executor, Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { assertMayPlay } from "../exclusions/guard.ts";
import { betLimitRefusal } from "../limits/guard.ts";
import { publishToUser } from "../realtime/publish.ts";
import { getPlayRules } from "../settings/play-rules.ts";
import { parseAction } from "./actions.ts";
import type { DemoContext, RealContext, StudioContext, StudioDeps } from "./context.ts";
import { isSessionOver } from "./context.ts";
import { moveDemoBalance } from "./demo-sessions.ts";
import { gameError, invalidField, toRequestError } from "./errors.ts";
import { ownerKey } from "./owner.ts";
import { findLastPlayStart, insertPlay, listPendingPlays, type StudioPlayRow } from "./plays-repository.ts";
import { fairnessOf, findOpenRound } from "./round-state.ts";
import { getActiveSeed, type SeedPair, takeNonce } from "./seeds-repository.ts";
import { serialize } from "./serialize.ts";
import { currentBalance } from "./session-view.ts";
import { finishPendingPlays, refusalError, settlePlay } from "./settle.ts";

// POST /api/studio/play. Real money, written to survive a crash at any point:
//   1. one transaction: lock the seed pair, take its next nonce, play the engine, record the play
//      `pending` with its outcome;
//   2. the wallet calls a provider makes (settle.ts): a signed bet, a signed win;
//   3. the play marked `settled` (or `refused` when the bet was refused: nothing moved).
// A crash between them leaves a pending play that the player's next call finishes first with the
// same idempotent calls. Demo plays do all of it in step 1: the FUN balance lives beside the play.
// So do the player's free spins (bonuses/freespins-play.ts): nothing is staked and the win adds to
// the free spins' winnings, so no wallet call is made; their row is updated in the same step.

/** `freespinsId`: play the player's activated free spins (a `spin` at their bet, free). */
export async function playAction(
  deps: StudioDeps,
  context: StudioContext,
  actionJson: unknown,
  freespinsId: number | null = null,
): Promise<StudioPlay> {
  const action = parseAction(actionJson);
  return serialize(ownerKey(context.owner), async () => {
    if (context.mode === "real" && (await finishPendingPlays(deps, context))) throw gameError("play_in_progress");
    const recorded = await deps.db.transaction((tx) => recordPlay(deps, tx, context, action, actionJson, freespinsId));
    if (context.mode === "demo") return answer(recorded, recorded.play.balanceAfter ?? 0n, null);
    if (recorded.freespins) {
      return answer(recorded, await currentBalance(deps, context), toStudioFreespins(recorded.freespins));
    }
    const settlement = await settlePlay(deps, context, recorded.play);
    if (settlement.status === "refused") {
      // A limit the wallet found passed under the player's account lock (another bet of the player
      // came first, e.g. from another game): the same 422 as step 1 gives, saying which limit binds.
      if (settlement.answer.status === "RS_ERROR_LIMIT_REACHED") {
        await refuseOverLimits(deps.db, context, recorded.play.stake, deps.now(), actionJson);
      }
      throw refusalError(settlement.answer);
    }
    // The player's other pages (the header, a bonuses page in another tab) follow the round live.
    await publishToUser(deps.db, "balance", context.session.playerId, {
      currency: context.currency,
      amount_cents: Number(settlement.balance),
    });
    return answer(recorded, settlement.balance, await nextFreespins(deps, context, recorded));
  });
}

interface Recorded {
  play: StudioPlayRow;
  result: PlayResult;
  seed: SeedPair;
  /** The free spins the play played, after it; null for a paid (or demo) play. */
  freespins: PlayerFreespinRow | null;
}

/** After a paid play: the free spins the slot screen still offers on this game. */
async function nextFreespins(deps: StudioDeps, context: StudioContext, recorded: Recorded) {
  if (context.owner.kind !== "player") return null;
  return studioFreespinsOf(deps.db, {
    playerId: context.owner.playerId,
    game: context.identifier,
    currency: context.currency,
    openRoundRef: recorded.result.roundClosed ? null : recorded.play.roundRef,
    now: deps.now(),
  });
}

/** Step 1: under the seed pair's lock, the engine's outcome at the next nonce, recorded. */
export async function recordPlay(
  deps: StudioDeps,
  tx: Tx,
  context: StudioContext,
  action: ReturnType<typeof parseAction>,
  actionJson: unknown,
  freespinsId: number | null = null,
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
  const freespins = await freespinsOf(tx, context, round.roundRef, freespinsId, now);
  // A free spin is the spin a paid one would be, at the free spins' bet.
  if (freespins?.counted && !(action.type === "spin" && action.bet === freespins.row.bet)) {
    throw invalidField(action.type === "spin" ? "action.bet" : "action.type", "en");
  }
  let result: PlayResult;
  try {
    const seeds = { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nextNonce };
    result = playWithSeeds(titleId, round.state, action, seeds).result;
  } catch (error) {
    throw toRequestError(error, actionJson as Record<string, unknown>);
  }
  // Bets need a live session; the free spins of a round already paid for carry on regardless.
  if (result.stake > 0n && isSessionOver(context, now)) throw gameError("session_ended");
  // The player's wager, loss and session limits (limits/): 422 on the bet with the binding limit's text.
  // The bet's own wallet call checks them again in the transaction that moves the money, after the
  // player's account lock (provider-wallet/bet-limits.ts): what decides when bets race.
  if (result.stake > 0n && !freespins && context.mode === "real") {
    await refuseOverLimits(tx, context, result.stake, now, actionJson);
  }
  // No bets during the player's time-out or self-exclusion (exclusions/).
  if (result.stake > 0n && owner.kind === "player") await assertMayPlay(tx, owner.playerId, now);
  const balances = context.mode === "demo" ? await moveDemoMoney(tx, context, result) : null;
  const settledNow = balances !== null || freespins !== null;
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
    // A free spin stakes nothing of the player's: the engine's result keeps the bet it was played at.
    stake: freespins ? 0n : result.stake,
    win: result.win,
    roundClosed: result.roundClosed,
    status: settledNow ? "settled" : "pending",
    balanceBefore: balances?.before ?? null,
    balanceAfter: balances?.after ?? null,
    createdAt: now,
    settledAt: settledNow ? now : null,
  });
  await takeNonce(tx, seed.id);
  const freespinsAfter = freespins
    ? await recordFreespinsPlay(tx, freespins, {
        win: result.win,
        roundRef: play.roundRef,
        roundClosed: result.roundClosed,
        now,
      })
    : null;
  return { play, result, seed: { ...seed, nextNonce: seed.nextNonce + 1 }, freespins: freespinsAfter };
}

/** A real-money stake the player's limits refuse: 422 on the bet field (the roulette's bets as a whole). */
async function refuseOverLimits(db: Executor, context: RealContext, stake: bigint, now: Date, actionJson: unknown) {
  const refusal = await betLimitRefusal(db, {
    playerId: context.session.playerId,
    currency: context.currency,
    stake,
    session: { id: context.session.id, startedAt: context.session.createdAt },
    now,
    locale: context.locale ?? "en",
  });
  if (!refusal) return;
  const field = actionJson && typeof actionJson === "object" && "bets" in actionJson ? "action.bets" : "action.bet";
  throw new AppError("validation_failed", undefined, { fields: { [field]: [refusal.text] } });
}

/** The player's free spins this play plays (row-locked), or null: demo plays never have any. */
async function freespinsOf(
  tx: Tx,
  context: StudioContext,
  openRoundRef: string | null,
  freespinsId: number | null,
  now: Date,
): Promise<FreespinsPlay | null> {
  if (context.owner.kind !== "player") {
    if (freespinsId !== null) throw gameError("freespins_not_playable");
    return null;
  }
  return freespinsForPlay(tx, {
    playerId: context.owner.playerId,
    game: context.identifier,
    currency: context.currency,
    freespinsId,
    openRoundRef,
    now,
  });
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

function answer({ play, result, seed }: Recorded, balance: bigint, freespins: StudioFreespins | null): StudioPlay {
  return {
    play_id: play.id,
    nonce: play.nonce,
    stake: Number(play.stake),
    win: Number(result.win),
    round_win: Number(result.roundWin),
    round_closed: result.roundClosed,
    outcome: toApiJson(result.outcome),
    state: result.roundClosed ? null : toApiJson(result.nextState),
    balance: Number(balance),
    fairness: fairnessOf(seed),
    freespins,
  };
}
