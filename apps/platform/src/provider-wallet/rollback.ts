import type { ProviderWalletRollbackRequest } from "@croupier/contract";
import { sql } from "drizzle-orm";
import { type Db, type Executor, selectRows } from "../db/database.ts";
import { findAccount, getSystemAccount } from "../ledger/accounts.ts";
import { postTransaction } from "../ledger/post-transaction.ts";
import { findAction, type GameAction, insertAction, recordRound, updateAction } from "./repository.ts";
import {
  type Answer,
  answerWithBalance,
  ClaimedConcurrently,
  type Context,
  Refusal,
  readBalance,
  repeatAnswer,
  rollbackHash,
} from "./request-context.ts";

type RollbackRequest = ProviderWalletRollbackRequest;

/**
 * Reverses a bet (house → player) or a win (player → house, refused with NOT_ENOUGH_MONEY when the
 * player no longer has it). A reference never seen gets a tombstone, so the bet is refused if it
 * arrives later; a reference already reversed makes this a no-op. Both answer RS_OK.
 */
export async function rollback(
  db: Db,
  providerId: string,
  context: Context,
  request: RollbackRequest,
): Promise<Answer> {
  const { session } = context;
  const hash = rollbackHash(request);
  const existing = await findAction(db, providerId, request.transaction_uuid);
  if (existing) return repeatAnswer(db, context, existing, hash);
  const house = await getSystemAccount(db, "house", session.currency);
  return db.transaction(async (tx) => {
    const action = await insertAction(tx, {
      providerId,
      transactionId: request.transaction_uuid,
      kind: "rollback",
      roundId: request.round ?? null,
      sessionId: session.id,
      playerId: session.playerId,
      currency: session.currency,
      amount: 0n,
      referenceTransactionId: request.reference_transaction_uuid,
      requestHash: hash,
    });
    if (!action) throw new ClaimedConcurrently();
    let target = await findAction(tx, providerId, request.reference_transaction_uuid, { forUpdate: true });
    if (!target) {
      const tombstone = await insertAction(tx, {
        providerId,
        transactionId: request.reference_transaction_uuid,
        kind: "bet",
        roundId: request.round ?? null,
        sessionId: session.id,
        playerId: session.playerId,
        currency: session.currency,
        amount: 0n,
        tombstone: true,
        rolledBackBy: request.transaction_uuid,
        requestHash: "",
      });
      // A bet that committed in the meantime is reversed like any other.
      if (!tombstone)
        target = await findAction(tx, providerId, request.reference_transaction_uuid, { forUpdate: true });
    }
    let balance: bigint | null = null;
    if (target && !target.rolledBackBy) {
      if (target.kind === "rollback" || target.playerId !== session.playerId || target.currency !== session.currency) {
        throw new Refusal(
          answerWithBalance(context, "RS_ERROR_TRANSACTION_DOES_NOT_EXIST", await readBalance(tx, context)),
        );
      }
      balance = await reverse(tx, providerId, context, house.id, target, request);
      await updateAction(tx, action.id, {
        amount: target.amount,
        ledgerKey: target.amount > 0n ? rollbackKey(providerId, request) : null,
      });
    }
    if (request.round) {
      await recordRound(tx, {
        providerId,
        roundId: request.round,
        sessionId: session.id,
        playerId: session.playerId,
        currency: session.currency,
        closed: request.round_closed,
        bet: 0n,
        win: 0n,
      });
    }
    const answer = answerWithBalance(context, "RS_OK", balance ?? (await readBalance(tx, context)));
    await updateAction(tx, action.id, { response: answer });
    return answer;
  });
}

/**
 * Posts the reversal of `target`, marks it rolled back, takes it out of its round's totals. The
 * posting (the player's account lock) comes before the round, the order wallet_move takes them
 * in too, so a rollback and a bet of one player in one round cannot deadlock.
 */
async function reverse(
  tx: Executor,
  providerId: string,
  context: Context,
  houseId: number,
  target: GameAction,
  request: RollbackRequest,
): Promise<bigint | null> {
  await updateAction(tx, target.id, { rolledBackBy: request.transaction_uuid });
  let balance: bigint | null = null;
  if (target.amount !== 0n) {
    // A bet's bonus-money part goes back to the bonus money, a win's is taken from it (while the
    // bonus still holds money: a finished bonus's part is real money by now).
    const bonusAccount =
      target.bonusAmount > 0n && (await isBonusWagering(tx, target.playerId, target.currency))
        ? await findAccount(tx, "player_bonus", target.currency, target.playerId)
        : null;
    const bonusPart = bonusAccount ? target.bonusAmount : 0n;
    const sign = target.kind === "bet" ? 1n : -1n;
    const toPlayer = target.amount - bonusPart;
    const entries = [
      ...(toPlayer > 0n ? [{ account: context.account.id, amount: sign * toPlayer }] : []),
      ...(bonusAccount && bonusPart > 0n ? [{ account: bonusAccount.id, amount: sign * bonusPart }] : []),
      { account: houseId, amount: -sign * target.amount },
    ];
    const posted = await postTransaction(tx, {
      idempotencyKey: rollbackKey(providerId, request),
      kind: "rollback",
      entries,
      metadata: { provider: providerId, transaction: request.transaction_uuid, reference: target.transactionId },
    });
    const after = (id: number | undefined) => posted.entries.find((entry) => entry.accountId === id)?.balanceAfter;
    const real =
      after(context.account.id) ?? (await findAccount(tx, "player", target.currency, target.playerId))?.balance;
    const bonus = bonusAccount ? (after(bonusAccount.id) ?? bonusAccount.balance) : 0n;
    balance = (real ?? 0n) + (bonus ?? 0n);
  }
  if (target.roundId) {
    await recordRound(tx, {
      providerId,
      roundId: target.roundId,
      sessionId: context.session.id,
      playerId: context.session.playerId,
      currency: context.session.currency,
      closed: false,
      bet: target.kind === "bet" ? -target.amount : 0n,
      win: target.kind === "win" ? -target.amount : 0n,
      bonusBet: target.kind === "bet" ? -target.bonusAmount : 0n,
    });
  }
  return balance;
}

function rollbackKey(providerId: string, request: RollbackRequest): string {
  return `game:${providerId}:${request.transaction_uuid}`;
}

/** Whether the player has a bonus wagering in the currency (the bonuses' SQL function bonus_wagering_id). */
async function isBonusWagering(tx: Executor, playerId: number, currency: string): Promise<boolean> {
  const [row] = await selectRows<{ id: string | null }>(
    tx,
    sql`select bonus_wagering_id(${playerId}, ${currency}, now()) as id`,
  );
  return row?.id !== null && row?.id !== undefined;
}
