import { createHash } from "node:crypto";
import type { ProviderWalletAnswer, ProviderWalletStatus } from "@croupier/contract";
import type { Executor } from "../db/database.ts";
import { findAccount, type LedgerAccount } from "../ledger/accounts.ts";
import type { GameAction, GameSession } from "./repository.ts";
import { findGameSession } from "./sessions.ts";

// What every money call of the wallet shares: the player behind the token, the answer's shape, and
// the answer to a transaction id seen before.

export type Answer = ProviderWalletAnswer;

/** The player behind a token: session, wallet account, and the answer fields that name them. */
export interface Context {
  session: GameSession;
  account: LedgerAccount;
  requestId: string;
}

/** Ends a call inside a database transaction: the transaction rolls back and `answer` is sent. */
export class Refusal extends Error {
  readonly answer: Answer;

  constructor(answer: Answer) {
    super(answer.status);
    this.answer = answer;
  }
}

/** Another request claimed the transaction id first (the caller answers as a repeat of it). */
export class ClaimedConcurrently extends Error {}

/** A transaction id seen before: its first answer when the request is the same, else a refusal. */
export async function repeatAnswer(
  db: Executor,
  context: Context,
  existing: GameAction,
  hash: string,
): Promise<Answer> {
  if (existing.tombstone) {
    return answerWithBalance(context, "RS_ERROR_TRANSACTION_ROLLED_BACK", await readBalance(db, context));
  }
  if (existing.requestHash !== hash || !existing.response) {
    return answerWithBalance(context, "RS_ERROR_DUPLICATE_TRANSACTION", await readBalance(db, context));
  }
  return { ...(existing.response as Answer), request_uuid: context.requestId };
}

export function moveHash(kind: string, body: object): string {
  const move = body as { round?: unknown; currency?: unknown; amount?: unknown };
  return hashFields([kind, move.round, move.currency, move.amount]);
}

export function rollbackHash(body: object): string {
  return hashFields(["rollback", (body as { reference_transaction_uuid?: unknown }).reference_transaction_uuid]);
}

export function hashFields(fields: unknown[]): string {
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex");
}

export async function loadContext(
  db: Executor,
  providerId: string,
  token: string,
  requestId: string,
): Promise<Context | null> {
  const session = await findGameSession(db, token);
  if (!session || session.providerId !== providerId) return null;
  const account = await findAccount(db, "player", session.currency, session.playerId);
  if (!account) return null;
  return { session, account, requestId };
}

/** What the player can bet: real money and the bonus money wagering in the session's currency. */
export async function readBalance(db: Executor, context: Context): Promise<bigint> {
  const { currency, playerId } = context.session;
  const [account, bonus] = await Promise.all([
    findAccount(db, "player", currency, playerId),
    findAccount(db, "player_bonus", currency, playerId),
  ]);
  return (account?.balance ?? 0n) + (bonus?.balance ?? 0n);
}

export function answerWithBalance(context: Context, status: ProviderWalletStatus, balance: bigint): Answer {
  return {
    status,
    request_uuid: context.requestId,
    user: String(context.session.playerId),
    currency: context.session.currency,
    balance: Number(balance),
  };
}
