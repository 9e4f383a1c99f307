import type {
  OperatorSportsbookAlert,
  OperatorSportsbookDebts,
  SportsbookAlertKind,
} from "@croupier/contract/schemas/sportsbook";
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { listPlayerDebtAccounts } from "../ledger/accounts.ts";
import { sportsbookAlerts } from "./schema.ts";

// What operators must look at in the embedded sportsbook: a rollback that took a player below zero
// (their debt) and the mismatches a reconciliation found. An alert stays until an operator
// acknowledges it; the acknowledgement (who, when, a note) is kept in the alert's detail under
// `acknowledged` and in the audit log.

type AlertRow = typeof sportsbookAlerts.$inferSelect;

interface Acknowledgement {
  at: string;
  operator_id: number;
  note: string | null;
}

const acknowledgedPath = sql`${sportsbookAlerts.detail} -> 'acknowledged'`;

export function viewAlert(row: AlertRow): OperatorSportsbookAlert {
  const { acknowledged, ...detail } = (row.detail ?? {}) as Record<string, unknown> & {
    acknowledged?: Acknowledgement;
  };
  return {
    id: row.id,
    vendor: row.vendor,
    kind: row.kind,
    player_id: row.playerId,
    bet_id: row.betId,
    detail,
    created_at: row.createdAt.toISOString(),
    acknowledged: acknowledged ?? null,
  };
}

export async function listAlerts(
  db: Db,
  query: {
    kind?: SportsbookAlertKind | undefined;
    acknowledged?: "true" | "false" | undefined;
    page: number;
    page_size: number;
  },
) {
  const conditions: (SQL | undefined)[] = [
    query.kind === undefined ? undefined : eq(sportsbookAlerts.kind, query.kind),
    query.acknowledged === undefined
      ? undefined
      : query.acknowledged === "true"
        ? isNotNull(acknowledgedPath)
        : isNull(acknowledgedPath),
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sportsbookAlerts)
      .where(where)
      .orderBy(desc(sportsbookAlerts.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ value: count() }).from(sportsbookAlerts).where(where),
  ]);
  return {
    data: rows.map(viewAlert),
    pagination: { page: query.page, per_page: query.page_size, total_count: total?.value ?? 0 },
  };
}

/**
 * Marks an alert acknowledged by `operatorId`; `record` writes the audit entry in the same
 * transaction. Acknowledging one already acknowledged is refused (409): the first one stands.
 */
export async function acknowledgeAlert(
  db: Db,
  input: { id: number; operatorId: number; note: string | undefined; now: Date },
  record: (tx: Tx, before: AlertRow) => Promise<void>,
): Promise<OperatorSportsbookAlert> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(sportsbookAlerts).where(eq(sportsbookAlerts.id, input.id)).for("update");
    if (!row) throw new AppError("not_found", "Unknown alert");
    if ((row.detail as Record<string, unknown>).acknowledged) throw new AppError("conflict", "Already acknowledged");
    const acknowledged: Acknowledgement = {
      at: input.now.toISOString(),
      operator_id: input.operatorId,
      note: input.note || null,
    };
    const [updated] = await tx
      .update(sportsbookAlerts)
      .set({ detail: { ...(row.detail as Record<string, unknown>), acknowledged } })
      .where(eq(sportsbookAlerts.id, row.id))
      .returning();
    await record(tx, row);
    return viewAlert(updated as AlertRow);
  });
}

/** What each player owes after a rollback took them below zero (their debt accounts). */
export async function listPlayerDebts(db: Db): Promise<OperatorSportsbookDebts> {
  const accounts = await listPlayerDebtAccounts(db);
  return {
    data: accounts.map((account) => ({
      player_id: account.playerId as number,
      currency: account.currency,
      owed_cents: (-(account.balance ?? 0n)).toString(),
    })),
  };
}
