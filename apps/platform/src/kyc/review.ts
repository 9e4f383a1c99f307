import type { Locale } from "@croupier/contract";
import type { Db } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { writeAuditEntry } from "../operators/audit-log.ts";
import { lockDocument, setDocumentReview } from "./repository.ts";
import { isPlayerVerified } from "./verification.ts";

// The compliance team's decision on a pending document: approved, or rejected with a reason the
// player reads. The decision, its audit row (before and after) and the due mail to the player
// commit together; the mail goes out after the commit (review-mail.ts), and the player sees the
// status and reason in GET /api/player/documents.

export interface ReviewContext {
  operatorId: number;
  ip: string;
  now: Date;
  /** The operator's language, for the 422 when the document is no longer pending. */
  locale: Locale;
  /** How long the request's own send has before the retry job may send the mail. */
  mailLeaseMs: number;
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
      // The mail is sent after the commit (review-mail.ts); the retry job takes over only after this.
      mailNextAt: new Date(context.now.getTime() + context.mailLeaseMs),
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
  return { before, after, verifiedBefore, verifiedAfter };
}
