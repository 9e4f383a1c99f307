import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { claimDueRow, nowPlus } from "../db/due-rows.ts";
import {
  type PushMessageRow,
  type PushPayload,
  type PushSubscriptionRow,
  pushMessages,
  pushPreferences,
  pushSubscriptions,
} from "./schema.ts";

// The push module's tables: subscriptions, preferences and the outbox (claimed as the mail
// outboxes are, db/due-rows.ts).

export interface NewSubscription {
  playerId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}

/**
 * Stores the browser's subscription, or refreshes it: an endpoint belongs to one browser, so one
 * already stored (for this or another player who signed in on that browser) now belongs to `playerId`.
 */
export async function upsertSubscription(db: Executor, subscription: NewSubscription): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(subscription)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        playerId: subscription.playerId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        userAgent: subscription.userAgent,
      },
    })
    .returning();
  if (!row) throw new Error("push subscription not stored");
  return row;
}

export async function countSubscriptions(db: Executor, playerId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.playerId, playerId));
  return row?.value ?? 0;
}

/** The player's subscriptions, oldest first. */
export function listSubscriptions(db: Executor, playerId: number): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.playerId, playerId))
    .orderBy(asc(pushSubscriptions.id));
}

/** Removes the player's subscription with this endpoint; answers whether there was one. */
export async function deleteSubscription(db: Executor, playerId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.playerId, playerId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The push service said the subscription is gone: it and its pending pushes are deleted. */
export async function deleteSubscriptionById(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Removes the player's oldest subscriptions beyond `keep` (a player's browsers are bounded). */
export async function trimSubscriptions(db: Executor, playerId: number, keep: number): Promise<void> {
  const rows = await listSubscriptions(db, playerId);
  for (const row of rows.slice(0, Math.max(0, rows.length - keep))) await deleteSubscriptionById(db, row.id);
}

export async function findSubscription(db: Executor, id: number): Promise<PushSubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
  return row ?? null;
}

/** The kinds the player turned off (none when they never chose). */
export async function findDisabledKinds(db: Executor, playerId: number): Promise<string[]> {
  const [row] = await db
    .select({ kinds: pushPreferences.disabledKinds })
    .from(pushPreferences)
    .where(eq(pushPreferences.playerId, playerId));
  return row?.kinds ?? [];
}

export async function saveDisabledKinds(db: Executor, playerId: number, kinds: string[]): Promise<void> {
  await db
    .insert(pushPreferences)
    .values({ playerId, disabledKinds: kinds })
    .onConflictDoUpdate({ target: pushPreferences.playerId, set: { disabledKinds: kinds, updatedAt: sql`now()` } });
}

export interface NewPushMessage {
  subscriptionId: number;
  dedupeKey: string;
  kind: string;
  payload: PushPayload;
}

/** Stores the pushes unless stored before (same key); answers how many are new. */
export async function insertPushMessages(db: Executor, messages: NewPushMessage[]): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = await db
    .insert(pushMessages)
    .values(messages)
    .onConflictDoNothing({ target: pushMessages.dedupeKey })
    .returning({ id: pushMessages.id });
  return rows.length;
}

/** Claims one pending push whose time has come, leased for `leaseMs` (db/due-rows.ts). */
export function claimDuePushMessage(db: Executor, leaseMs: number): Promise<PushMessageRow | null> {
  const { id, status, nextAttemptAt } = pushMessages;
  return claimDueRow(db, pushMessages, { id, status, dueAt: nextAttemptAt, dueAtKey: "nextAttemptAt" }, leaseMs);
}

export async function markPushSent(db: Executor, message: PushMessageRow): Promise<void> {
  await db
    .update(pushMessages)
    .set({ status: "sent", sentAt: sql`now()`, attempts: sql`${pushMessages.attempts} + 1`, lastError: null })
    .where(and(eq(pushMessages.id, message.id), eq(pushMessages.status, "pending")));
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: sql`now()` })
    .where(eq(pushSubscriptions.id, message.subscriptionId));
}

/** A failed attempt: the next waits `backoffMs(attempts)`; after `maxAttempts` the push is `failed`. */
export async function recordPushFailure(
  db: Executor,
  message: PushMessageRow,
  error: string,
  maxAttempts: number,
  backoffMs: (attempts: number) => number,
): Promise<void> {
  const attempts = message.attempts + 1;
  await db
    .update(pushMessages)
    .set({
      attempts,
      lastError: error.slice(0, 500),
      ...(attempts >= maxAttempts ? { status: "failed" as const } : { nextAttemptAt: nowPlus(backoffMs(attempts)) }),
    })
    .where(and(eq(pushMessages.id, message.id), eq(pushMessages.status, "pending")));
}

/** Deletes sent and failed pushes created more than `ageMs` ago (the outbox is not an archive). */
export async function trimPushMessages(db: Executor, ageMs: number): Promise<void> {
  await db
    .delete(pushMessages)
    .where(
      and(
        sql`${pushMessages.status} <> 'pending'`,
        lt(pushMessages.createdAt, sql`now() - ${`${Math.round(ageMs)} milliseconds`}::interval`),
      ),
    );
}
