import { and, asc, eq, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/database.ts";
import { gameActions, gameProviders, gameRounds, gameSessions } from "./schema.ts";

// The provider wallet's queries; the wallet service (service.ts) owns the rules and transactions.
// Other modules read providers through the functions here (the catalog's lists, its seed).

export type GameProvider = typeof gameProviders.$inferSelect;
export type GameSession = typeof gameSessions.$inferSelect;
export type GameAction = typeof gameActions.$inferSelect;
export type NewGameAction = typeof gameActions.$inferInsert;
type Answer = Record<string, unknown>;

/** What the lobby shows of a provider (never its secret). */
export type ProviderListing = Pick<GameProvider, "id" | "name" | "enabled" | "launchUrl" | "sortOrder">;

/** Every provider, enabled or not, in carousel order: sort order, then name. */
export function listProviders(db: Executor): Promise<ProviderListing[]> {
  return db
    .select({
      id: gameProviders.id,
      name: gameProviders.name,
      enabled: gameProviders.enabled,
      launchUrl: gameProviders.launchUrl,
      sortOrder: gameProviders.sortOrder,
    })
    .from(gameProviders)
    .orderBy(asc(gameProviders.sortOrder), asc(gameProviders.name));
}

/**
 * A short text that changes whenever anything the lobby shows of the providers changes (one added,
 * enabled or disabled, connected, reordered or renamed). Cheap: one aggregate, no rows.
 */
export async function readProvidersFingerprint(db: Executor): Promise<string> {
  const result = await db.execute(sql`
    select coalesce(md5(string_agg(id || ':' || enabled || ':' || (launch_url is not null) || ':' || sort_order
                                   || ':' || name, ',' order by id)), '') as providers
      from game_providers`);
  return rowsOf<{ providers: string }>(result)[0]?.providers ?? "";
}

/** Adds providers not yet known (by id); those already there keep their secret and settings. */
export async function addProviders(
  db: Executor,
  providers: readonly { id: string; name: string; secret: string; sortOrder: number }[],
): Promise<void> {
  if (providers.length === 0) return;
  await db
    .insert(gameProviders)
    .values([...providers])
    .onConflictDoNothing();
}

/** Connects a provider: its games launch at `launchUrl`, and it moves to `sortOrder` in the lists. */
export async function connectProvider(db: Executor, id: string, launchUrl: string, sortOrder: number): Promise<void> {
  await db.update(gameProviders).set({ launchUrl, sortOrder }).where(eq(gameProviders.id, id));
}

/** What the back office shows of a provider: the lobby's view and until when its previous secret passes. */
export type ProviderState = ProviderListing & { previousSecretUntil: Date | null };

const stateColumns = {
  id: gameProviders.id,
  name: gameProviders.name,
  enabled: gameProviders.enabled,
  launchUrl: gameProviders.launchUrl,
  sortOrder: gameProviders.sortOrder,
  previousSecretUntil: gameProviders.previousSecretUntil,
};

/** Every provider with its state, in carousel order (never a secret). */
export function listProviderStates(db: Executor): Promise<ProviderState[]> {
  return db.select(stateColumns).from(gameProviders).orderBy(asc(gameProviders.sortOrder), asc(gameProviders.name));
}

/** Switches a provider on or off (its games leave or join the lobby); null when unknown. */
export async function setProviderEnabled(db: Executor, id: string, enabled: boolean): Promise<ProviderState | null> {
  const [row] = await db.update(gameProviders).set({ enabled }).where(eq(gameProviders.id, id)).returning(stateColumns);
  return row ?? null;
}

/**
 * Makes `secret` the provider's secret; the one it replaces stays accepted until `previousUntil`
 * (a secret replaced earlier is dropped). Null when unknown.
 */
export async function rotateProviderSecret(
  db: Executor,
  id: string,
  secret: string,
  previousUntil: Date,
): Promise<ProviderState | null> {
  const [row] = await db
    .update(gameProviders)
    .set({ previousSecret: sql`${gameProviders.secret}`, previousSecretUntil: previousUntil, secret })
    .where(eq(gameProviders.id, id))
    .returning(stateColumns);
  return row ?? null;
}

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
    /** The part of `bet` paid with bonus money. */
    bonusBet?: bigint;
  },
): Promise<void> {
  await db
    .insert(gameRounds)
    .values({ ...round, totalBet: round.bet, totalWin: round.win, bonusBet: round.bonusBet ?? 0n })
    .onConflictDoUpdate({
      target: [gameRounds.providerId, gameRounds.roundId],
      set: {
        closed: sql`${gameRounds.closed} or excluded.closed`,
        totalBet: sql`${gameRounds.totalBet} + excluded.total_bet`,
        totalWin: sql`${gameRounds.totalWin} + excluded.total_win`,
        bonusBet: sql`${gameRounds.bonusBet} + excluded.bonus_bet`,
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
