import { and, count, gte, lt } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { users } from "./schema.ts";

// Sign-ups counted for the back office's dashboard (reports/).

/** Per registration currency, the players who signed up from `from` (included) to `before` (excluded). */
export async function countNewPlayers(
  db: Executor,
  period: { from: Date; before: Date },
): Promise<Map<string, number>> {
  const rows = await db
    .select({ currency: users.currency, players: count() })
    .from(users)
    .where(and(gte(users.createdAt, period.from), lt(users.createdAt, period.before)))
    .groupBy(users.currency);
  return new Map(rows.map((row) => [row.currency, row.players]));
}
