import { and, eq, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/database.ts";
import { gameActions, gameProviders, gameRounds, gameSessions } from "./schema.ts";

// The games module's queries; the wallet service (wallet-service.ts) owns the rules and transactions.

export type GameProvider = typeof gameProviders.$inferSelect;
export type GameSession = typeof gameSessions.$inferSelect;
export type GameAction = typeof gameActions.$inferSelect;
export type NewGameAction = typeof gameActions.$inferInsert;
type Answer = Record<string, unknown>;

export async function findProvider(db: Executor, id: string): Promise<GameProvider | null> {
  const [row] = await db.select().from(gameProviders).where(eq(gameProviders.id, id)).limit(1);
  return row ?? null;
}

export async function insertSession(db: Executor, session: typeof gameSessions.$inferInsert): Promise<GameSession> {
  const [row] = await db.insert(gameSessions).values(session).returning();
  if (!row) throw new Error("game session not inserted");
  return row;
}

export async function findSessionByTokenHash(db: Executor, tokenHash: string): Promise<GameSession | null> {
  const [row] = await db.select().from(gameSessions).where(eq(gameSessions.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** The first answer to a request id: in its game_actions row (an applied move) or provider_requests. */
export async function findStoredResponse(db: Executor, providerId: string, requestId: string): Promise<Answer | null> {
  const result = await db.execute(sql`select wallet_stored_answer(${providerId}, ${requestId}) as response`);
  return rowsOf<{ response: Answer | null }>(result)[0]?.response ?? null;
}

/**
 * Keeps the first answer to a request id and answers it: `response`, or the answer stored before
 * (wallet_store_answer waits for a concurrent call of the same request id).
 */
export async function storeResponse(db: Executor, providerId: string, requestId: string, response: Answer) {
  const result = await db.execute(
    sql`select wallet_store_answer(${providerId}, ${requestId}, ${JSON.stringify(response)}::jsonb) as response`,
  );
  return rowsOf<{ response: Answer }>(result)[0]?.response ?? response;
}

export async function findAction(
  db: Executor,
  providerId: string,
  transactionId: string,
  options: { forUpdate?: boolean } = {},
): Promise<GameAction | null> {
  const query = db
    .select()
    .from(gameActions)
    .where(and(eq(gameActions.providerId, providerId), eq(gameActions.transactionId, transactionId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** Claims the transaction id: null when another row holds it (possibly committed just now). */
export async function insertAction(db: Executor, action: NewGameAction): Promise<GameAction | null> {
  const [row] = await db.insert(gameActions).values(action).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateAction(
  db: Executor,
  id: number,
  changes: Partial<Pick<GameAction, "response" | "rolledBackBy" | "amount" | "ledgerKey">>,
): Promise<void> {
  await db.update(gameActions).set(changes).where(eq(gameActions.id, id));
}

/** Adds to a round's totals (creating the round) and closes it when the provider says so. */
export async function recordRound(
  db: Executor,
  round: {
    providerId: string;
    roundId: string;
    sessionId: number;
    playerId: number;
    currency: string;
    closed: boolean;
    bet: bigint;
    win: bigint;
  },
): Promise<void> {
  await db
    .insert(gameRounds)
    .values({ ...round, totalBet: round.bet, totalWin: round.win })
    .onConflictDoUpdate({
      target: [gameRounds.providerId, gameRounds.roundId],
      set: {
        closed: sql`${gameRounds.closed} or excluded.closed`,
        totalBet: sql`${gameRounds.totalBet} + excluded.total_bet`,
        totalWin: sql`${gameRounds.totalWin} + excluded.total_win`,
        updatedAt: sql`now()`,
      },
    });
}

export async function findRound(db: Executor, providerId: string, roundId: string) {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.providerId, providerId), eq(gameRounds.roundId, roundId)))
    .limit(1);
  return row ?? null;
}
