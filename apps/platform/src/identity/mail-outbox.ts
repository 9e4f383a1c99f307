import { and, count, eq, gt, lte, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
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

const after = (ms: number) => sql`now() + ${`${Math.round(ms)} milliseconds`}::interval`;

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

/**
 * Claims one pending mail whose retry time has come by pushing that time forward by the lease in
 * the same statement, so two nodes retrying at once never both send it: the row is locked (others
 * skip it), and the outer condition is checked again on the row as the other claimer left it.
 */
export async function claimDueIdentityMail(db: Executor, leaseMs: number): Promise<IdentityMail | null> {
  const isDue = and(eq(identityMails.status, "pending"), lte(identityMails.nextAttemptAt, sql`now()`));
  const due = db
    .select({ id: identityMails.id })
    .from(identityMails)
    .where(isDue)
    .orderBy(identityMails.nextAttemptAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(identityMails)
    .set({ nextAttemptAt: after(leaseMs) })
    .where(and(isDue, sql`${identityMails.id} = (${due})`))
    .returning();
  return row ?? null;
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
