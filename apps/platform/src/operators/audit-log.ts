import { count, desc, eq } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { operatorAuditLog, operators } from "./schema.ts";

// The append-only audit log (migration 0004's trigger refuses UPDATE and DELETE). Every operator
// action writes one row, in the same transaction as the action when it has one, so an action and
// its record are committed, or rolled back, together.

export const AUDIT_ACTIONS = [
  "operator.created",
  "operator.disabled",
  "operator.signed_in",
  "operator.sign_in_failed",
  "operator.signed_out",
  "operator.locked_out",
  "operator.two_factor_enabled",
  "operator.session_ended",
  // Staff management (staff.ts): an admin acting on another operator.
  "operator.role_changed",
  "operator.enabled",
  "operator.two_factor_reset",
  // The support inbox (support/inbox.ts).
  "support.replied",
  "support.status_changed",
  "withdrawal.approved",
  "withdrawal.first_approval",
  "withdrawal.rejected",
  "withdrawal.payout_declined",
  "withdrawal.payout_failed",
  "lottery.created",
  "lottery.canceled",
  "tournament.created",
  "tournament.canceled",
  // The Players area (player-admin/): account actions, interventions, notes, balance adjustments.
  "player.blocked",
  "player.unblocked",
  "player.sessions_ended",
  "player.lock_out_lifted",
  "player.limit_set",
  "player.timeout_set",
  "player.note_added",
  "player.promotion_granted",
  "adjustment.posted",
  "adjustment.requested",
  "adjustment.approved",
  "adjustment.rejected",
  "kyc.document_approved",
  "kyc.document_rejected",
  "kyc.document_downloaded",
  // The games catalogue and providers (catalog-routes.ts).
  "game.updated",
  "provider.enabled",
  "provider.disabled",
  "provider.secret_rotated",
  // The Content area (cms/operator-routes.ts).
  "cms.page_translation_saved",
  "cms.snippet_translation_saved",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  /** Null for actions of the command line (no operator signed in). */
  operatorId: number | null;
  action: AuditAction;
  target?: { type: string; id: string | number };
  /** Amounts as strings of minor units: JSON numbers are not exact beyond 2^53. */
  details?: Record<string, unknown>;
  ip?: string | null;
}

export type AuditRow = typeof operatorAuditLog.$inferSelect & { operatorEmail: string | null };

export async function writeAuditEntry(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(operatorAuditLog).values({
    operatorId: entry.operatorId,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target ? String(entry.target.id) : null,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
  });
}

/** Newest first (by id: rows of one transaction share its timestamp). */
export async function listAuditEntries(db: Executor, page: { limit: number; offset: number }): Promise<AuditRow[]> {
  const rows = await db
    .select({ entry: operatorAuditLog, operatorEmail: operators.email })
    .from(operatorAuditLog)
    .leftJoin(operators, eq(operators.id, operatorAuditLog.operatorId))
    .orderBy(desc(operatorAuditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ entry, operatorEmail }) => ({ ...entry, operatorEmail }));
}

export async function countAuditEntries(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(operatorAuditLog);
  return row?.total ?? 0;
}
