import { isLocale, type Locale } from "@croupier/contract";
import type { DocumentType } from "@croupier/contract/schemas/kyc";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { findUserById } from "../identity/repository.ts";
import type { Mailer } from "../mail/mailer.ts";
import { writeAuditEntry } from "../operators/audit-log.ts";
import { lockDocument, setDocumentReview } from "./repository.ts";
import type { KycDocumentRow } from "./schema.ts";
import { kycTexts } from "./texts.ts";
import { isPlayerVerified } from "./verification.ts";

// The compliance team's decision on a pending document: approved, or rejected with a reason the
// player reads. The decision and its audit row (before and after) commit together; the player is
// then told by mail in their language, and sees the status and reason in GET /api/player/documents.

export interface ReviewContext {
  operatorId: number;
  ip: string;
  now: Date;
  /** The operator's language, for the 422 when the document is no longer pending. */
  locale: Locale;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export type Decision = { status: "approved" } | { status: "rejected"; reason: string };

export async function reviewDocument(db: Db, id: number, decision: Decision, context: ReviewContext) {
  const { before, after, verifiedBefore, verifiedAfter } = await db.transaction(async (tx) => {
    const row = await lockDocument(tx, id);
    if (!row) throw new AppError("not_found");
    if (row.status !== "pending") {
      throw new AppError("validation_failed", undefined, {
        fields: { base: [`This document was already ${row.status}.`] },
      });
    }
    const wasVerified = await isPlayerVerified(tx, row.playerId);
    const reviewed = await setDocumentReview(tx, id, {
      status: decision.status,
      reason: decision.status === "rejected" ? decision.reason : null,
      reviewedBy: context.operatorId,
      reviewedAt: context.now,
    });
    const isVerified = await isPlayerVerified(tx, row.playerId);
    await writeAuditEntry(tx, {
      operatorId: context.operatorId,
      action: decision.status === "approved" ? "kyc.document_approved" : "kyc.document_rejected",
      target: { type: "kyc_document", id },
      details: {
        player_id: row.playerId,
        document_type: row.documentType,
        before: { status: row.status, reason: row.reason, player_verified: wasVerified },
        after: { status: reviewed.status, reason: reviewed.reason, player_verified: isVerified },
        ...(decision.status === "rejected" ? { reason: decision.reason } : {}),
      },
      ip: context.ip,
    });
    return { before: row, after: reviewed, verifiedBefore: wasVerified, verifiedAfter: isVerified };
  });
  await tellPlayer(db, after, !verifiedBefore && verifiedAfter, context);
  return { before, after };
}

/** The review's mail to the player; a mail server's failure is logged and never undoes the decision. */
async function tellPlayer(db: Db, document: KycDocumentRow, nowVerified: boolean, context: ReviewContext) {
  const player = await findUserById(db, document.playerId);
  if (!player) return;
  const texts = kycTexts(isLocale(player.locale) ? player.locale : "en");
  const type = texts.typeName[document.documentType as DocumentType];
  const body =
    document.status === "approved"
      ? texts.approvedBody(type, document.fileName)
      : texts.rejectedBody(type, document.fileName, document.reason ?? "");
  const lines = [...body.split("\n"), ...(nowVerified ? [texts.verifiedNote] : []), texts.signature];
  const text = lines.join("\n\n");
  try {
    await context.mailer.send({
      to: player.email,
      subject: document.status === "approved" ? texts.approvedSubject : texts.rejectedSubject,
      text,
      html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n"),
    });
  } catch (error) {
    context.log.warn({ err: error, kycDocumentId: document.id }, "KYC review mail not sent");
  }
}

/** The reason is an operator's text: it is escaped before it goes into the mail's HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
