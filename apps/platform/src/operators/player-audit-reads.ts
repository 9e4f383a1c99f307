import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import type { AuditRow } from "./audit-log.ts";
import { operatorAuditLog, operators } from "./schema.ts";

// Reads for the back office's player 360 (player-admin/): the audit entries about one player and
// the e-mail addresses of the operators who wrote notes or adjustments.

/**
 * The entries about player `playerId`, newest first: those targeting the player and those whose
 * details name them (a withdrawal decision targets the payment, its details carry `player_id`).
 */
export async function listAuditEntriesAboutPlayer(db: Executor, playerId: number, limit: number): Promise<AuditRow[]> {
  const rows = await db
    .select({ entry: operatorAuditLog, operatorEmail: operators.email })
    .from(operatorAuditLog)
    .leftJoin(operators, eq(operators.id, operatorAuditLog.operatorId))
    .where(
      or(
        and(eq(operatorAuditLog.targetType, "player"), eq(operatorAuditLog.targetId, String(playerId))),
        sql`${operatorAuditLog.details}->>'player_id' = ${String(playerId)}`,
      ),
    )
    .orderBy(desc(operatorAuditLog.id))
    .limit(limit);
  return rows.map(({ entry, operatorEmail }) => ({ ...entry, operatorEmail }));
}

/** The e-mail addresses of some operators, by id. */
export async function findOperatorEmails(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: operators.id, email: operators.email })
    .from(operators)
    .where(inArray(operators.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.email]));
}
