import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
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
  // Live chat (support/chat-agent.ts): a conversation assigned to an agent, or closed.
  "chat.assigned",
  "chat.closed",
  "withdrawal.approved",
  "withdrawal.first_approval",
  "withdrawal.rejected",
  "withdrawal.payout_declined",
  "withdrawal.payout_failed",
  "lottery.created",
  "lottery.canceled",
  "tournament.created",
  "tournament.updated",
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
  "site_menu.updated",
  "blog_post.created",
  "blog_post.updated",
  "blog_post.deleted",
  // Promotions: bonus definitions and loot box templates (bonuses/operator-routes.ts, lootboxes/operator-routes.ts).
  "bonus_definition.created",
  "bonus_definition.updated",
  "bonus_definition.scheduled",
  "bonus_definition.paused",
  "bonus_definition.resumed",
  "bonus_definition.canceled",
  "lootbox_template.updated",
  "lootbox_template.paused",
  "lootbox_template.resumed",
  // The embedded sportsbook (sportsbook/operator-routes.ts): alerts acknowledged, reconciliations run.
  "sportsbook.alert_acknowledged",
  "sportsbook.reconciled",
  // Our own sportsbook (sportsbook/book/operator-routes.ts): traders' catalogue, prices, results, settings.
  "sportsbook.sport_created",
  "sportsbook.sport_updated",
  "sportsbook.competition_created",
  "sportsbook.competition_updated",
  "sportsbook.event_created",
  "sportsbook.event_updated",
  "sportsbook.market_created",
  "sportsbook.market_updated",
  "sportsbook.selection_created",
  "sportsbook.selection_updated",
  "sportsbook.market_resulted",
  "sportsbook.market_resettled",
  "sportsbook.settings_updated",
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

/** What the audit browser narrows the log by; every field is optional, all must hold. */
export interface AuditFilter {
  operatorId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Entries targeting player `playerId` or naming them in their details (`details.player_id`). */
  playerId?: number;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** Free text, already bounded in length by the contract; matched literally (no wildcards). */
  text?: string;
}

/** A LIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The filter as SQL. Each structured filter has an index (migration 0035: action, target,
 * `details->>'player_id'`, created_at; 0004: operator and time); the free text is a scan of the
 * rows the other filters leave, so the page's limit bounds its cost.
 */
function auditConditions(filter: AuditFilter): SQL | undefined {
  const log = operatorAuditLog;
  const conditions: (SQL | undefined)[] = [
    filter.operatorId === undefined ? undefined : eq(log.operatorId, filter.operatorId),
    filter.action === undefined ? undefined : eq(log.action, filter.action),
    filter.targetType === undefined ? undefined : eq(log.targetType, filter.targetType),
    filter.targetId === undefined ? undefined : eq(log.targetId, filter.targetId),
    filter.playerId === undefined
      ? undefined
      : or(
          and(eq(log.targetType, "player"), eq(log.targetId, String(filter.playerId))),
          sql`${log.details}->>'player_id' = ${String(filter.playerId)}`,
        ),
    filter.from === undefined ? undefined : gte(log.createdAt, filter.from),
    filter.to === undefined ? undefined : lt(log.createdAt, filter.to),
  ];
  if (filter.text) {
    const pattern = containsPattern(filter.text);
    conditions.push(
      or(
        ilike(log.action, pattern),
        ilike(log.targetId, pattern),
        ilike(log.ip, pattern),
        ilike(operators.email, pattern),
        sql`${log.details}::text ilike ${pattern}`,
      ),
    );
  }
  return and(...conditions.filter((condition) => condition !== undefined));
}

/** Newest first (by id: rows of one transaction share its timestamp). */
export async function listAuditEntries(
  db: Executor,
  page: { limit: number; offset: number },
  filter: AuditFilter = {},
): Promise<AuditRow[]> {
  const rows = await db
    .select({ entry: operatorAuditLog, operatorEmail: operators.email })
    .from(operatorAuditLog)
    .leftJoin(operators, eq(operators.id, operatorAuditLog.operatorId))
    .where(auditConditions(filter))
    .orderBy(desc(operatorAuditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ entry, operatorEmail }) => ({ ...entry, operatorEmail }));
}

export async function countAuditEntries(db: Executor, filter: AuditFilter = {}): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(operatorAuditLog)
    .leftJoin(operators, eq(operators.id, operatorAuditLog.operatorId))
    .where(auditConditions(filter));
  return row?.total ?? 0;
}

/** Every operator (for the browser's operator filter), by e-mail. */
export async function listAuditOperators(db: Executor): Promise<{ id: number; email: string; name: string }[]> {
  return db
    .select({ id: operators.id, email: operators.email, name: operators.name })
    .from(operators)
    .orderBy(operators.email);
}
