import type { Locale } from "@croupier/contract";
import {
  DOCUMENT_DESCRIPTION_MAX,
  DOCUMENT_TYPES,
  type DocumentType,
  type PlayerDocument,
} from "@croupier/contract/schemas/kyc";
import { sql } from "drizzle-orm";
import type { KycConfig } from "../config.ts";
import type { Db, Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { cleanFileName, sniffMediaType } from "./media-type.ts";
import {
  countPlayerDocuments,
  deleteDocument,
  insertDocument,
  listPlayerDocuments,
  lockDocument,
} from "./repository.ts";
import type { KycDocumentRow } from "./schema.ts";
import { kycTexts } from "./texts.ts";

// The player's side of KYC: upload a document, list them with their review, delete one the
// compliance team has not reviewed yet.

/** The upload's parts as read from the multipart stream (upload-form.ts). */
export interface DocumentUpload {
  documentType: string | undefined;
  description: string | undefined;
  file: { name: string | undefined; content: Buffer; truncated: boolean } | undefined;
}

export function toPlayerDocument(row: KycDocumentRow): PlayerDocument {
  return {
    id: row.id,
    description: row.description,
    document_type: row.documentType as DocumentType,
    status: row.status as PlayerDocument["status"],
    reason: row.reason,
    file_name: row.fileName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listDocumentsOf(db: Db, playerId: number): Promise<PlayerDocument[]> {
  return (await listPlayerDocuments(db, playerId)).map(toPlayerDocument);
}

/**
 * Checks every part (field-level 422 in the player's language, nothing stored) and stores the
 * document, pending review. The count per player is checked under a lock on the player's rows so
 * two uploads at once cannot pass it together.
 */
export async function uploadDocument(
  db: Db,
  playerId: number,
  upload: DocumentUpload,
  config: KycConfig,
  locale: Locale,
): Promise<PlayerDocument> {
  const texts = kycTexts(locale);
  const errors: Record<string, string[]> = {};
  const documentType = DOCUMENT_TYPES.find((type) => type === upload.documentType?.trim());
  if (!documentType) errors.document_type = [texts.typeRequired];
  const description = (upload.description ?? "").trim();
  if (description.length > DOCUMENT_DESCRIPTION_MAX)
    errors.description = [texts.descriptionTooLong(DOCUMENT_DESCRIPTION_MAX)];
  const file = upload.file;
  const mediaType = file ? sniffMediaType(file.content) : null;
  if (!file) errors.attachment = [texts.attachmentRequired];
  else if (file.truncated || file.content.length > config.maxBytes) {
    errors.attachment = [texts.attachmentTooLarge(megabytes(config.maxBytes))];
  } else if (file.content.length === 0) errors.attachment = [texts.attachmentEmpty];
  else if (!mediaType) errors.attachment = [texts.attachmentType];
  if (Object.keys(errors).length > 0 || !documentType || !file || !mediaType) {
    throw new AppError("validation_failed", undefined, { fields: errors });
  }
  const row = await db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    if ((await countPlayerDocuments(tx, playerId)) >= config.perPlayer) {
      throw new AppError("validation_failed", undefined, { fields: { attachment: [texts.tooMany(config.perPlayer)] } });
    }
    return insertDocument(
      tx,
      {
        playerId,
        documentType,
        description,
        fileName: cleanFileName(file.name, mediaType),
        mediaType,
        sizeBytes: file.content.length,
      },
      file.content,
    );
  });
  return toPlayerDocument(row);
}

/** Deletes the player's own document while it is pending; 404 for another's, 422 once reviewed. */
export async function deletePendingDocument(db: Db, playerId: number, id: number, locale: Locale): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockDocument(tx, id);
    if (!row || row.playerId !== playerId) throw new AppError("not_found");
    if (row.status !== "pending") {
      throw new AppError("validation_failed", undefined, { fields: { base: [kycTexts(locale).notDeletable] } });
    }
    await deleteDocument(tx, id);
  });
}

/** Serialises a player's uploads: a transaction-scoped advisory lock named after the player. */
async function lockPlayer(tx: Tx, playerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kyc-documents:${playerId}`}))`);
}

function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
