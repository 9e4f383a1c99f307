import { and, arrayContains, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db, Executor, Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { catalogChanged } from "./catalog-changes.ts";
import { games } from "./schema.ts";

// The back office's side of the catalogue: every game (listed or not) with its state, and one game's
// change. A change bumps the game's revision (so every node's fingerprint moves) and tells this
// node's caches at once (catalog-changes.ts), after its transaction has committed.

export interface AdminGame {
  id: number;
  identifier: string;
  title: string;
  providerId: string;
  enabled: boolean;
  featured: boolean;
  popularity: number;
  categories: string[];
}

export interface AdminGameChange {
  enabled?: boolean | undefined;
  featured?: boolean | undefined;
  categories?: string[] | undefined;
  position?: number | undefined;
}

const columns = {
  id: games.id,
  identifier: games.identifier,
  title: games.title,
  providerId: games.providerId,
  enabled: games.enabled,
  featured: games.featured,
  popularity: games.popularity,
  categories: games.categories,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** Games by title or identifier (case-insensitive), in one category, in lobby order. */
export async function listAdminGames(
  db: Executor,
  filter: { q?: string | undefined; category?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ data: AdminGame[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    const match = or(ilike(games.title, pattern), ilike(games.identifier, pattern));
    if (match) conditions.push(match);
  }
  if (filter.category && filter.category !== "all") conditions.push(arrayContains(games.categories, [filter.category]));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [data, [total]] = await Promise.all([
    db
      .select(columns)
      .from(games)
      .where(where)
      .orderBy(asc(games.popularity), asc(games.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(games).where(where),
  ]);
  return { data, total: total?.value ?? 0 };
}

/**
 * Changes one game in `db`'s transaction and hands the before and after to `record` (the audit log)
 * in the same one. Unknown game: 404.
 */
export async function changeGame(
  db: Db,
  id: number,
  change: AdminGameChange,
  record: (tx: Tx, before: AdminGame, after: AdminGame) => Promise<void>,
): Promise<AdminGame> {
  const after = await db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(games).where(eq(games.id, id)).for("update");
    if (!before) throw new AppError("not_found");
    const [updated] = await tx
      .update(games)
      .set({
        ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
        ...(change.featured === undefined ? {} : { featured: change.featured }),
        ...(change.categories === undefined ? {} : { categories: [...new Set(change.categories)] }),
        ...(change.position === undefined ? {} : { popularity: change.position }),
        revision: sql`${games.revision} + 1`,
      })
      .where(eq(games.id, id))
      .returning(columns);
    if (!updated) throw new AppError("not_found");
    await record(tx, before, updated);
    return updated;
  });
  catalogChanged();
  return after;
}
