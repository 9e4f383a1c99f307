import type { PlayerGroup } from "@croupier/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { playerGroupMembers, playerGroups } from "./schema.ts";

export type PlayerGroupRow = typeof playerGroups.$inferSelect;

export async function listPlayerGroups(db: Executor, userId: number): Promise<PlayerGroup[]> {
  return db
    .select({ id: playerGroups.id, name: playerGroups.name })
    .from(playerGroupMembers)
    .innerJoin(playerGroups, eq(playerGroups.id, playerGroupMembers.groupId))
    .where(eq(playerGroupMembers.userId, userId))
    .orderBy(asc(playerGroups.position), asc(playerGroups.id));
}

export async function findGroups(db: Executor, ids: string[]): Promise<PlayerGroupRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(playerGroups).where(inArray(playerGroups.id, ids));
}

export async function changePlayerGroups(db: Executor, userId: number, add: string[], remove: string[]): Promise<void> {
  if (add.length > 0) {
    await db
      .insert(playerGroupMembers)
      .values(add.map((groupId) => ({ userId, groupId })))
      .onConflictDoNothing();
  }
  if (remove.length > 0) {
    await db
      .delete(playerGroupMembers)
      .where(and(eq(playerGroupMembers.userId, userId), inArray(playerGroupMembers.groupId, remove)));
  }
}
