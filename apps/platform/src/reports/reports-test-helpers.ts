import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../db/database.ts";

// Seeding days of activity for the report tests: rows written now are moved back whole days
// afterwards (the database stamps created_at itself), the ledger's append-only guard lifted for
// the moment of the move only, in the same transaction.

/** The last ids of the tables a report reads, before a day's activity. */
export interface RowMarks {
  ledger: number;
  actions: number;
  payments: number;
  users: number;
}

export async function markRows(db: Db): Promise<RowMarks> {
  const [row] = rowsOf<RowMarks>(
    await db.execute(sql`select
      (select coalesce(max(id), 0) from ledger_transactions)::int as ledger,
      (select coalesce(max(id), 0) from game_actions)::int as actions,
      (select coalesce(max(id), 0) from payments)::int as payments,
      (select coalesce(max(id), 0) from users)::int as users`),
  );
  if (!row) throw new Error("no marks");
  return row;
}

/** Moves every row written since `mark` back by `days` whole days. */
export async function backdate(db: Db, mark: RowMarks, days: number): Promise<void> {
  const shift = sql`make_interval(days => ${days})`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table ledger_transactions disable trigger ledger_transactions_append_only`);
    await tx.execute(sql`update ledger_transactions set created_at = created_at - ${shift} where id > ${mark.ledger}`);
    await tx.execute(sql`alter table ledger_transactions enable trigger ledger_transactions_append_only`);
    await tx.execute(sql`update game_actions set created_at = created_at - ${shift} where id > ${mark.actions}`);
    await tx.execute(
      sql`update payments set created_at = created_at - ${shift}, finished_at = finished_at - ${shift}
           where id > ${mark.payments}`,
    );
    await tx.execute(sql`update users set created_at = created_at - ${shift} where id > ${mark.users}`);
  });
}
