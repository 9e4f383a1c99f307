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
  /** Category → 1-based position within it (categories without one list the game in lobby order). */
  categoryPositions: Record<string, number>;
}

export interface AdminGameChange {
  enabled?: boolean | undefined;
  featured?: boolean | undefined;
  categories?: string[] | undefined;
  position?: number | undefined;
  /** Category → position in it; null takes the game's position there away. */
  categoryPositions?: Record<string, number | null> | undefined;
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
  categoryPositions: games.categoryPositions,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/**
 * Games by title or identifier (case-insensitive), in lobby order; in one category, in that
 * category's order (the games given a position there first, by position, then lobby order).
 */
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
  const inCategory =
    filter.category && filter.category !== "all"
      ? [sql`(${games.categoryPositions} ->> ${filter.category})::integer asc nulls last`]
      : [];
  const [data, [total]] = await Promise.all([
    db
      .select(columns)
      .from(games)
      .where(where)
      .orderBy(...inCategory, asc(games.popularity), asc(games.id))
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
    const categories = change.categories === undefined ? before.categories : [...new Set(change.categories)];
    const categoryPositions = nextCategoryPositions(before.categoryPositions, categories, change.categoryPositions);
    const [updated] = await tx
      .update(games)
      .set({
        ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
        ...(change.featured === undefined ? {} : { featured: change.featured }),
        ...(change.categories === undefined ? {} : { categories }),
        categoryPositions,
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

/**
 * A game's positions after a change: the positions given (null: taken away) over the old ones,
 * kept only for the categories the game is in. A position in a category the game is not in (and
 * does not join in the same change) is a 422 on `category_positions` naming the category.
 */
function nextCategoryPositions(
  before: Record<string, number>,
  categories: readonly string[],
  change: Record<string, number | null> | undefined,
): Record<string, number> {
  const outside: string[] = [];
  const next: Record<string, number> = {};
  for (const [category, position] of Object.entries(before ?? {})) {
    if (categories.includes(category)) next[category] = position;
  }
  for (const [category, position] of Object.entries(change ?? {})) {
    if (position === null) delete next[category];
    else if (!categories.includes(category)) outside.push(category);
    else next[category] = position;
  }
  if (outside.length > 0) {
    const text = `not one of the game's categories: ${outside.join(", ")}`;
    throw new AppError("validation_failed", undefined, { fields: { category_positions: [text] } });
  }
  return next;
}
