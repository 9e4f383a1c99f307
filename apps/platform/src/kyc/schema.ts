import { sql } from "drizzle-orm";
import { bigint, check, customType, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, serialId } from "../db/columns.ts";
import { playerRef } from "../identity/schema.ts";
import { operators } from "../operators/schema.ts";

// The players' KYC documents (kyc/): one row per uploaded document with its review, and the file
// itself in a table of its own.
//
// Why a blob table and not files under DATA_DIR: the platform runs as several nodes on one
// PostgreSQL, and a file written on one node's disk is not on the others'; a row is on every node,
// is written in the same transaction as its document (no orphan file, no document without its
// file), and is in the database's backup. It stays out of the hot table: the queue and the lists
// read `kyc_documents` only, and the bytes are read one document at a time, for a download.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const kycDocuments = pgTable(
  "kyc_documents",
  {
    id: serialId(),
    playerId: playerRef().notNull(),
    documentType: text("document_type").notNull(),
    description: text("description").notNull().default(""),
    fileName: text("file_name").notNull(),
    mediaType: text("media_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    status: text("status").notNull().default("pending"),
    /** Why it was rejected, as the player reads it (null unless rejected). */
    reason: text("reason"),
    reviewedBy: bigint("reviewed_by", { mode: "number" }).references(() => operators.id),
    reviewedAt: at("reviewed_at"),
    /** The review's mail to the player: none before a review, then pending → sent | failed (review-mail.ts). */
    mailStatus: text("mail_status").notNull().default("none"),
    mailAttempts: integer("mail_attempts").notNull().default(0),
    mailNextAt: at("mail_next_at"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("kyc_documents_player_idx").on(table.playerId, table.id),
    index("kyc_documents_status_idx").on(table.status, table.id),
    check(
      "kyc_documents_type_check",
      sql`${table.documentType} in ('identity', 'address', 'deposit', 'payment_method')`,
    ),
    check("kyc_documents_status_check", sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check("kyc_documents_mail_status_check", sql`${table.mailStatus} in ('none', 'pending', 'sent', 'failed')`),
    index("kyc_documents_mail_idx").on(table.mailStatus, table.mailNextAt),
    check("kyc_documents_reason_check", sql`(${table.status} = 'rejected') = (${table.reason} is not null)`),
  ],
);
export type KycDocumentRow = typeof kycDocuments.$inferSelect;

/** The uploaded bytes, one row per document, deleted with it. */
export const kycDocumentFiles = pgTable("kyc_document_files", {
  documentId: bigint("document_id", { mode: "number" })
    .primaryKey()
    .references(() => kycDocuments.id, { onDelete: "cascade" }),
  content: bytea("content").notNull(),
});
