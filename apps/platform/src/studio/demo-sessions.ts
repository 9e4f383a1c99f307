import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { hashGameToken } from "../provider-wallet/sessions.ts";
import { studioDemoSessions } from "./schema.ts";

// Demo (FUN money) sessions: anyone may open one; the balance lives here, never in the ledger.

/** 1,000.00 FUN to start with. */
export const DEMO_START_BALANCE = 100_000n;
export const DEMO_SESSION_TTL_MS = 4 * 60 * 60 * 1000;

export type DemoSession = typeof studioDemoSessions.$inferSelect;

export async function openDemoSession(
  db: Executor,
  gameId: string,
  now: Date,
): Promise<{ token: string; session: DemoSession }> {
  const token = randomBytes(32).toString("base64url");
  const [session] = await db
    .insert(studioDemoSessions)
    .values({
      tokenHash: hashGameToken(token),
      gameId,
      balance: DEMO_START_BALANCE,
      createdAt: now,
      expiresAt: new Date(now.getTime() + DEMO_SESSION_TTL_MS),
    })
    .returning();
  if (!session) throw new Error("demo session not inserted");
  return { token, session };
}

export async function findDemoSession(db: Executor, token: string): Promise<DemoSession | null> {
  const [row] = await db
    .select()
    .from(studioDemoSessions)
    .where(eq(studioDemoSessions.tokenHash, hashGameToken(token)))
    .limit(1);
  return row ?? null;
}

/** Adds `delta` (negative: a stake) to the demo balance; null when it would go below zero. */
export async function moveDemoBalance(db: Executor, id: number, delta: bigint): Promise<bigint | null> {
  const amount = sql`${delta.toString()}::bigint`;
  const [row] = await db
    .update(studioDemoSessions)
    .set({ balance: sql`${studioDemoSessions.balance} + ${amount}` })
    .where(sql`${studioDemoSessions.id} = ${id} and ${studioDemoSessions.balance} + ${amount} >= 0`)
    .returning({ balance: studioDemoSessions.balance });
  return row ? row.balance : null;
}
