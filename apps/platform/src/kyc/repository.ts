import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { claimDueRow } from "../db/due-rows.ts";
import { type KycDocumentRow, kycDocumentFiles, kycDocuments } from "./schema.ts";

// The KYC tables' reads and writes: the documents' rows, and their bytes apart.

export type NewDocument = Pick<
  KycDocumentRow,
  "playerId" | "documentType" | "description" | "fileName" | "mediaType" | "sizeBytes"
>;

export async function insertDocument(db: Executor, row: NewDocument, content: Buffer): Promise<KycDocumentRow> {
  const [created] = await db.insert(kycDocuments).values(row).returning();
  if (!created) throw new Error("kyc_documents insert returned no row");
  await db.insert(kycDocumentFiles).values({ documentId: created.id, content });
  return created;
}

/** The player's documents, newest first. */
export function listPlayerDocuments(db: Executor, playerId: number): Promise<KycDocumentRow[]> {
  return db.select().from(kycDocuments).where(eq(kycDocuments.playerId, playerId)).orderBy(desc(kycDocuments.id));
}

export async function countPlayerDocuments(db: Executor, playerId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(kycDocuments).where(eq(kycDocuments.playerId, playerId));
  return row?.total ?? 0;
}

export async function findDocument(db: Executor, id: number): Promise<KycDocumentRow | null> {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id));
  return row ?? null;
}

/** The document, row-locked for a decision or a deletion in the caller's transaction. */
export async function lockDocument(db: Executor, id: number): Promise<KycDocumentRow | null> {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id)).for("update");
  return row ?? null;
}

export async function deleteDocument(db: Executor, id: number): Promise<void> {
  await db.delete(kycDocuments).where(eq(kycDocuments.id, id));
}

export async function setDocumentReview(
  db: Executor,
  id: number,
  review: Pick<KycDocumentRow, "status" | "reason" | "reviewedBy" | "reviewedAt" | "mailNextAt">,
): Promise<KycDocumentRow> {
  const [row] = await db
    .update(kycDocuments)
    .set({ ...review, mailStatus: "pending", mailAttempts: 0, updatedAt: review.reviewedAt ?? new Date() })
    .where(eq(kycDocuments.id, id))
    .returning();
  if (!row) throw new Error(`kyc document ${id} vanished`);
  return row;
}

export async function readDocumentContent(db: Executor, id: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ content: kycDocumentFiles.content })
    .from(kycDocumentFiles)
    .where(eq(kycDocumentFiles.documentId, id));
  return row?.content ?? null;
}

/** The document types of the player's approved documents. */
export async function approvedTypesOf(db: Executor, playerId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ type: kycDocuments.documentType })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.playerId, playerId), eq(kycDocuments.status, "approved")));
  return new Set(rows.map((row) => row.type));
}

export interface DocumentFilter {
  status?: string;
  playerId?: number;
}

function whereOf(filter: DocumentFilter): SQL | undefined {
  return and(
    filter.status ? eq(kycDocuments.status, filter.status) : undefined,
    filter.playerId ? eq(kycDocuments.playerId, filter.playerId) : undefined,
  );
}

/** `pending` is a queue, oldest first; any other list newest first. */
export function listDocuments(
  db: Executor,
  filter: DocumentFilter,
  page: { limit: number; offset: number },
): Promise<KycDocumentRow[]> {
  const order = filter.status === "pending" ? asc(kycDocuments.id) : desc(kycDocuments.id);
  return db.select().from(kycDocuments).where(whereOf(filter)).orderBy(order).limit(page.limit).offset(page.offset);
}

export async function countDocuments(db: Executor, filter: DocumentFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(kycDocuments).where(whereOf(filter));
  return row?.total ?? 0;
}

/** A reviewed document whose mail is due, leased for `leaseMs` so no other node sends it meanwhile. */
export async function claimDueReviewMail(db: Executor, leaseMs: number): Promise<KycDocumentRow | null> {
  const { id, mailStatus, mailNextAt } = kycDocuments;
  return claimDueRow(db, kycDocuments, { id, status: mailStatus, dueAt: mailNextAt, dueAtKey: "mailNextAt" }, leaseMs);
}

export async function markReviewMailSent(db: Executor, id: number): Promise<void> {
  await db
    .update(kycDocuments)
    .set({ mailStatus: "sent", mailAttempts: sql`${kycDocuments.mailAttempts} + 1`, mailNextAt: null })
    .where(eq(kycDocuments.id, id));
}

/** A failed attempt: retried after `retryAfterMs` doubling, `failed` after `maxAttempts`. */
export async function recordReviewMailFailure(
  db: Executor,
  id: number,
  maxAttempts: number,
  retryAfterMs: number,
): Promise<void> {
  const attempts = sql`${kycDocuments.mailAttempts} + 1`;
  await db
    .update(kycDocuments)
    .set({
      mailAttempts: attempts,
      mailStatus: sql`case when ${attempts} >= ${maxAttempts} then 'failed' else 'pending' end`,
      mailNextAt: sql`now() + ${`${retryAfterMs} milliseconds`}::interval * power(2, ${kycDocuments.mailAttempts})`,
    })
    .where(eq(kycDocuments.id, id));
}
