import type { ProviderWalletStatus, ProviderWalletWinRequest } from "@croupier/contract";
import type { Db } from "../db/database.ts";
import { getSystemAccount } from "../ledger/accounts.ts";
import { postTransaction } from "../ledger/post-transaction.ts";
import { findAction, type GameSession, insertAction, isPlayerLocked, recordRound, updateAction } from "./repository.ts";
import {
  type Answer,
  answerWithBalance,
  ClaimedConcurrently,
  type Context,
  moveHash,
  readBalance,
  repeatAnswer,
} from "./wallet-context.ts";

type Move = ProviderWalletWinRequest;

/** A bet (player → house) or a win (house → player; zero allowed, moves nothing). */
export async function betOrWin(
  db: Db,
  providerId: string,
  context: Context,
  kind: "bet" | "win",
  move: Move,
  now: Date,
): Promise<Answer> {
  const { session, account } = context;
  if (move.currency !== session.currency) {
    return answerWithBalance(context, "RS_ERROR_WRONG_CURRENCY", await readBalance(db, context));
  }
  const hash = moveHash(kind, move);
  const existing = await findAction(db, providerId, move.transaction_uuid);
  if (existing) return repeatAnswer(db, context, existing, hash);
  const amount = BigInt(move.amount);
  if (kind === "bet") {
    // Only bets need a live session and an active player; wins and rollbacks are always accepted.
    const refusal = await refuseBet(db, session, amount, now);
    if (refusal) return answerWithBalance(context, refusal, await readBalance(db, context));
  }
  const house = await getSystemAccount(db, "house", session.currency);
  return db.transaction(async (tx) => {
    const ledgerKey = `game:${providerId}:${move.transaction_uuid}`;
    const action = await insertAction(tx, {
      providerId,
      transactionId: move.transaction_uuid,
      kind,
      roundId: move.round,
      sessionId: session.id,
      playerId: session.playerId,
      currency: session.currency,
      amount,
      ledgerKey: amount > 0n ? ledgerKey : null,
      requestHash: hash,
    });
    if (!action) throw new ClaimedConcurrently();
    await recordRound(tx, {
      providerId,
      roundId: move.round,
      sessionId: session.id,
      playerId: session.playerId,
      currency: session.currency,
      closed: move.round_closed,
      bet: kind === "bet" ? amount : 0n,
      win: kind === "win" ? amount : 0n,
    });
    let balance: bigint;
    if (amount > 0n) {
      const sign = kind === "bet" ? -1n : 1n;
      const posted = await postTransaction(tx, {
        idempotencyKey: ledgerKey,
        kind,
        entries: [
          { account: account.id, amount: sign * amount },
          { account: house.id, amount: -sign * amount },
        ],
        metadata: { provider: providerId, transaction: move.transaction_uuid, round: move.round },
      });
      balance = posted.entries.find((entry) => entry.accountId === account.id)?.balanceAfter ?? 0n;
    } else {
      balance = await readBalance(tx, context);
    }
    const answer = answerWithBalance(context, "RS_OK", balance);
    await updateAction(tx, action.id, { response: answer });
    return answer;
  });
}

async function refuseBet(
  db: Db,
  session: GameSession,
  amount: bigint,
  now: Date,
): Promise<ProviderWalletStatus | null> {
  if (session.closedAt !== null || session.expiresAt.getTime() <= now.getTime()) return "RS_ERROR_INVALID_TOKEN";
  if (await isPlayerLocked(db, session.playerId)) return "RS_ERROR_USER_DISABLED";
  if (session.maxBet !== null && amount > session.maxBet) return "RS_ERROR_LIMIT_REACHED";
  return null;
}
