import { type AnyColumn, type SQL, sql } from "drizzle-orm";

// Rolling-window sums for the player limits (limits/): one query answers the stakes and returns
// after each window's start at once (`sum(...) filter (where created_at > start)` per window).
// The wallet's moves and the sportsbook's bets each give their own sums; the shape is shared.

export interface WindowSums {
  bets: bigint;
  wins: bigint;
  /** The oldest row counted; null when none. */
  oldest: Date | null;
}

/** The earliest of the windows' starts: rows before it count in none. */
export function earliestStart(starts: readonly Date[]): Date {
  return new Date(Math.min(...starts.map((start) => start.getTime())));
}

/**
 * The select columns of each window: `sums(after)` gives its bets and wins (SQL sums filtered by
 * `after`, the window's condition on `createdAt`), and the oldest `createdAt` in it.
 */
export function windowSumColumns(
  starts: readonly Date[],
  createdAt: AnyColumn,
  sums: (after: SQL) => { bets: SQL; wins: SQL },
): Record<string, SQL> {
  const columns: Record<string, SQL> = {};
  starts.forEach((start, i) => {
    const after = sql`${createdAt} > ${start.toISOString()}::timestamptz`;
    const { bets, wins } = sums(after);
    columns[`bets${i}`] = sql`coalesce(${bets}, 0)::text`;
    columns[`wins${i}`] = sql`coalesce(${wins}, 0)::text`;
    columns[`oldest${i}`] = sql`min(${createdAt}) filter (where ${after})`;
  });
  return columns;
}

/** The row of `windowSumColumns` read back, one answer per window in order. */
export function readWindowSums(row: Record<string, unknown> | undefined, count: number): WindowSums[] {
  return Array.from({ length: count }, (_, i) => {
    const oldest = row?.[`oldest${i}`];
    return {
      bets: BigInt(String(row?.[`bets${i}`] ?? "0")),
      wins: BigInt(String(row?.[`wins${i}`] ?? "0")),
      oldest: oldest == null ? null : new Date(oldest as string | Date),
    };
  });
}
