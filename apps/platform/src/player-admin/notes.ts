import { desc, eq } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { type PlayerNoteRow, playerNotes } from "./schema.ts";

export async function insertNote(
  db: Executor,
  values: { playerId: number; operatorId: number; text: string },
): Promise<PlayerNoteRow> {
  const [row] = await db.insert(playerNotes).values(values).returning();
  if (!row) throw new Error("player_notes insert answered no row");
  return row;
}

/** The player's notes, newest first. */
export async function listNotes(db: Executor, playerId: number, limit: number): Promise<PlayerNoteRow[]> {
  return db
    .select()
    .from(playerNotes)
    .where(eq(playerNotes.playerId, playerId))
    .orderBy(desc(playerNotes.id))
    .limit(limit);
}
