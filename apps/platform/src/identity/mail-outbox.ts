import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { claimDueRow, nowPlus } from "../db/due-rows.ts";
import { identityMails } from "./schema.ts";

export type IdentityMail = typeof identityMails.$inferSelect;

export interface NewIdentityMail {
  dedupeKey: string;
  kind: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** Until then no retry claims it: the first attempt runs in this process. */
  leaseMs: number;
}

const after = nowPlus;

/** Stores the mail unless one with the same key exists; answers the new row, or null (a duplicate). */
export async function insertIdentityMail(db: Executor, mail: NewIdentityMail): Promise<IdentityMail | null> {
  const { leaseMs, ...values } = mail;
  const [row] = await db
    .insert(identityMails)
    .values({ ...values, recipient: values.recipient.toLowerCase(), nextAttemptAt: after(leaseMs) })
    .onConflictDoNothing({ target: identityMails.dedupeKey })
    .returning();
  return row ?? null;
}

/** Identity mails stored for this address within the last `windowMs` (all IPs, all nodes). */
export async function countRecentMailsTo(db: Executor, recipient: string, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(identityMails)
    .where(
      and(
        eq(identityMails.recipient, recipient.toLowerCase()),
        gt(identityMails.createdAt, sql`now() - ${`${Math.round(windowMs)} milliseconds`}::interval`),
      ),
    );
  return row?.value ?? 0;
}

/** Claims one pending mail whose retry time has come, leased for `leaseMs` (db/due-rows.ts). */
export async function claimDueIdentityMail(db: Executor, leaseMs: number): Promise<IdentityMail | null> {
  const { id, status, nextAttemptAt } = identityMails;
  return claimDueRow(db, identityMails, { id, status, dueAt: nextAttemptAt, dueAtKey: "nextAttemptAt" }, leaseMs);
}

/** Sent: the body (which holds the link) is dropped. */
export async function markIdentityMailSent(db: Executor, id: number): Promise<void> {
  await db
    .update(identityMails)
    .set({
      status: "sent",
      sentAt: sql`now()`,
      attempts: sql`${identityMails.attempts} + 1`,
      lastError: null,
      textBody: null,
      htmlBody: null,
    })
    .where(and(eq(identityMails.id, id), eq(identityMails.status, "pending")));
}

/**
 * Records a failed attempt: the next one waits `backoffMs(attempts)`; after `maxAttempts` the mail
 * is `failed` (body dropped) for an operator to see.
 */
export async function recordIdentityMailFailure(
  db: Executor,
  id: number,
  error: string,
  maxAttempts: number,
  backoffMs: (attempts: number) => number,
): Promise<void> {
  const [row] = await db
    .select({ attempts: identityMails.attempts })
    .from(identityMails)
    .where(eq(identityMails.id, id));
  const attempts = (row?.attempts ?? 0) + 1;
  const givenUp = attempts >= maxAttempts;
  await db
    .update(identityMails)
    .set({
      attempts,
      lastError: error.slice(0, 500),
      ...(givenUp
        ? { status: "failed" as const, textBody: null, htmlBody: null }
        : { nextAttemptAt: after(backoffMs(attempts)) }),
    })
    .where(and(eq(identityMails.id, id), eq(identityMails.status, "pending")));
}

export async function getIdentityMail(db: Executor, id: number): Promise<IdentityMail | null> {
  const [row] = await db.select().from(identityMails).where(eq(identityMails.id, id)).limit(1);
  return row ?? null;
}
