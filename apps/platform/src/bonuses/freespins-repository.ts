import { and, asc, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { type PlayerFreespinRow, playerFreespins } from "./schema.ts";

// Row access for player_freespins; the rules are in freespins.ts and freespins-play.ts.

export type NewPlayerFreespins = typeof playerFreespins.$inferInsert;

/** Inserts free spins; null when their source key was issued before (issuing is idempotent). */
export async function insertFreespins(db: Executor, values: NewPlayerFreespins): Promise<PlayerFreespinRow | null> {
  const [row] = await db.insert(playerFreespins).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findFreespins(
  db: Executor,
  playerId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<PlayerFreespinRow | null> {
  const query = db
    .select()
    .from(playerFreespins)
    .where(and(eq(playerFreespins.id, id), eq(playerFreespins.playerId, playerId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** The free spins whose studio round `roundRef` is (a spin of theirs left it open). */
export async function findFreespinsOfRound(
  db: Executor,
  playerId: number,
  roundRef: string,
  options: { forUpdate?: boolean } = {},
): Promise<PlayerFreespinRow | null> {
  const query = db
    .select()
    .from(playerFreespins)
    .where(and(eq(playerFreespins.playerId, playerId), eq(playerFreespins.roundRef, roundRef)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** The oldest activated free spins with spins left on `game` in `currency` (what the slot screen offers). */
export async function findPlayableFreespins(
  db: Executor,
  playerId: number,
  game: string,
  currency: string,
  now: Date,
): Promise<PlayerFreespinRow | null> {
  const [row] = await db
    .select()
    .from(playerFreespins)
    .where(
      and(
        eq(playerFreespins.playerId, playerId),
        eq(playerFreespins.game, game),
        eq(playerFreespins.currency, currency),
        eq(playerFreespins.stage, "activated"),
        isNull(playerFreespins.roundRef),
        lt(playerFreespins.freespinsPerformed, playerFreespins.freespinsTotal),
        sql`${playerFreespins.validUntil} > ${now}`,
      ),
    )
    .orderBy(asc(playerFreespins.id))
    .limit(1);
  return row ?? null;
}

export async function listFreespinsOf(db: Executor, playerId: number): Promise<PlayerFreespinRow[]> {
  return db
    .select()
    .from(playerFreespins)
    .where(eq(playerFreespins.playerId, playerId))
    .orderBy(desc(playerFreespins.createdAt), desc(playerFreespins.id));
}

export async function updateFreespins(
  db: Executor,
  id: number,
  values: Partial<NewPlayerFreespins>,
): Promise<PlayerFreespinRow> {
  const [row] = await db.update(playerFreespins).set(values).where(eq(playerFreespins.id, id)).returning();
  if (!row) throw new Error(`player free spins ${id} vanished`);
  return row;
}

/** Open free spins past their deadline (activation while issued, playing once activated), oldest first. */
export async function listOverdueFreespins(db: Executor, now: Date, limit: number): Promise<PlayerFreespinRow[]> {
  return db
    .select()
    .from(playerFreespins)
    .where(and(inArray(playerFreespins.stage, ["issued", "activated"]), sql`${playerFreespins.validUntil} <= ${now}`))
    .orderBy(playerFreespins.validUntil)
    .limit(limit);
}
