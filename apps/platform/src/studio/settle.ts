import type { ProviderWalletAnswer } from "@croupier/contract";
import type { AppError } from "../errors/app-error.ts";
import type { RealContext, StudioDeps } from "./context.ts";
import { gameError } from "./errors.ts";
import { finishPlay, listPendingPlays, type StudioPlayRow } from "./plays-repository.ts";

// Step 2 and 3 of a real-money play: the wallet calls a provider makes (a signed bet, then a signed
// win closing or continuing the round) and the play marked settled. Every call is keyed by the
// play ("studio-<play id>-bet" / "-win"), so repeating them after a crash applies nothing twice.

export type Settlement = { status: "settled"; balance: bigint } | { status: "refused"; answer: ProviderWalletAnswer };

export async function settlePlay(deps: StudioDeps, context: RealContext, play: StudioPlayRow): Promise<Settlement> {
  const move = { token: context.token, round: play.roundRef, currency: play.currency };
  let before: bigint | null = null;
  let after: bigint | null = null;
  if (play.stake > 0n) {
    const bet = await deps.wallet.call("bet", {
      ...move,
      transaction_uuid: `studio-${play.id}-bet`,
      amount: Number(play.stake),
    });
    if (bet.status !== "RS_OK") {
      // A refused bet recorded nothing: the play is refused, its nonce stays used (it is recorded).
      const balance = bet.balance === undefined ? null : BigInt(bet.balance);
      await finishPlay(deps.db, play.id, {
        status: "refused",
        balanceBefore: balance,
        balanceAfter: balance,
        settledAt: deps.now(),
      });
      return { status: "refused", answer: bet };
    }
    after = BigInt(bet.balance ?? 0);
    before = after + play.stake;
  }
  // A bonus buy (staked, nothing won yet, the round going on) needs no win call; all else does.
  if (play.win > 0n || play.roundClosed || play.stake === 0n) {
    const win = await deps.wallet.call("win", {
      ...move,
      transaction_uuid: `studio-${play.id}-win`,
      amount: Number(play.win),
      round_closed: play.roundClosed,
    });
    if (win.status !== "RS_OK") throw new Error(`the wallet refused the win of studio play ${play.id}: ${win.status}`);
    after = BigInt(win.balance ?? 0);
    before ??= after - play.win;
  }
  const balance = after ?? 0n;
  await finishPlay(deps.db, play.id, {
    status: "settled",
    balanceBefore: before,
    balanceAfter: balance,
    settledAt: deps.now(),
  });
  return { status: "settled", balance };
}

/** The refusal a player sees for a refused bet. */
export function refusalError(answer: ProviderWalletAnswer): AppError {
  const balance: Record<string, number> = answer.balance === undefined ? {} : { balance: answer.balance };
  switch (answer.status) {
    case "RS_ERROR_NOT_ENOUGH_MONEY":
      return gameError("insufficient_funds", balance);
    case "RS_ERROR_LIMIT_REACHED":
      return gameError("limit_reached", balance);
    case "RS_ERROR_USER_DISABLED":
      return gameError("player_disabled", balance);
    case "RS_ERROR_INVALID_TOKEN":
      return gameError("session_ended", balance);
    default:
      return gameError("game_unavailable", balance);
  }
}

/**
 * Finishes the player's plays left pending in this currency (a crash or a failed call between the
 * steps) by repeating their calls. On a PostgreSQL server another node may be settling a young
 * one right now: those are left alone for `pendingGraceMs`. Answers whether any is still pending.
 */
export async function finishPendingPlays(deps: StudioDeps, context: RealContext): Promise<boolean> {
  const pending = await listPendingPlays(deps.db, context.owner, context.currency);
  let waiting = false;
  for (const play of pending) {
    if (deps.now().getTime() - play.createdAt.getTime() < deps.pendingGraceMs) {
      waiting = true;
      continue;
    }
    await settlePlay(deps, context, play);
  }
  return waiting;
}
