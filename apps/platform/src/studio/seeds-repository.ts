import { randomBytes } from "node:crypto";
import { createServerSeed, hashServerSeed } from "@croupier/games";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { type Owner, seedOwnerIs } from "./owner.ts";
import { studioSeeds } from "./schema.ts";

// Seed pairs: one active (unrevealed) pair per owner, created on first use. The server seed stays
// secret until rotation; its SHA-256 is shown before any play under it.

export type SeedPair = typeof studioSeeds.$inferSelect;

/** A random default client seed (the player may choose their own). */
export function defaultClientSeed(): string {
  return randomBytes(8).toString("hex");
}

/** The owner's active pair, created when missing; `forUpdate` locks it (the nonce is taken under it). */
export async function getActiveSeed(
  db: Executor,
  owner: Owner,
  options: { forUpdate?: boolean; clientSeed?: string } = {},
): Promise<SeedPair> {
  const found = await findActiveSeed(db, owner, options.forUpdate);
  if (found) return found;
  await insertSeed(db, owner, options.clientSeed ?? defaultClientSeed());
  const created = await findActiveSeed(db, owner, options.forUpdate);
  if (!created) throw new Error("studio seed pair not created");
  return created;
}

async function findActiveSeed(db: Executor, owner: Owner, forUpdate = false): Promise<SeedPair | null> {
  const query = db
    .select()
    .from(studioSeeds)
    .where(and(seedOwnerIs(owner), isNull(studioSeeds.revealedAt)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** A new pair; a concurrent creation wins quietly (one active pair per owner, a unique index). */
export async function insertSeed(db: Executor, owner: Owner, clientSeed: string): Promise<void> {
  const serverSeed = createServerSeed();
  await db
    .insert(studioSeeds)
    .values({
      playerId: owner.kind === "player" ? owner.playerId : null,
      demoSessionId: owner.kind === "demo" ? owner.demoSessionId : null,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed,
    })
    .onConflictDoNothing();
}

export async function takeNonce(db: Executor, seedId: number): Promise<void> {
  await db
    .update(studioSeeds)
    .set({ nextNonce: sql`${studioSeeds.nextNonce} + 1` })
    .where(eq(studioSeeds.id, seedId));
}

export async function revealSeed(db: Executor, seedId: number, at: Date): Promise<void> {
  await db.update(studioSeeds).set({ revealedAt: at }).where(eq(studioSeeds.id, seedId));
}

export async function setClientSeed(db: Executor, seedId: number, clientSeed: string): Promise<void> {
  await db.update(studioSeeds).set({ clientSeed }).where(eq(studioSeeds.id, seedId));
}

export async function findSeed(db: Executor, seedId: number): Promise<SeedPair | null> {
  const [row] = await db.select().from(studioSeeds).where(eq(studioSeeds.id, seedId)).limit(1);
  return row ?? null;
}
