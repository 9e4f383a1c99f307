import { and, desc, eq, ne, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/database.ts";
import { type Owner, playOwnerIs } from "./owner.ts";
import { studioPlays, studioSeeds } from "./schema.ts";

// studio_plays: one row per play, written `pending` before the wallet calls (see schema.ts).

export type StudioPlayRow = typeof studioPlays.$inferSelect;
export type NewStudioPlay = typeof studioPlays.$inferInsert;

export async function insertPlay(db: Executor, play: NewStudioPlay): Promise<StudioPlayRow> {
  const [row] = await db.insert(studioPlays).values(play).returning();
  if (!row) throw new Error("studio play not inserted");
  return row;
}

/** The owner's last settled play of a title in a currency: its result holds the round's state. */
export async function findLastSettledPlay(
  db: Executor,
  owner: Owner,
  titleId: string,
  currency: string,
): Promise<StudioPlayRow | null> {
  const [row] = await db
    .select()
    .from(studioPlays)
    .where(
      and(
        playOwnerIs(owner),
        eq(studioPlays.titleId, titleId),
        eq(studioPlays.currency, currency),
        eq(studioPlays.status, "settled"),
      ),
    )
    .orderBy(desc(studioPlays.id))
    .limit(1);
  return row ?? null;
}

/** When the owner's last round-starting play began (refused plays started nothing). */
export async function findLastPlayStart(db: Executor, owner: Owner): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: studioPlays.createdAt })
    .from(studioPlays)
    .where(and(playOwnerIs(owner), ne(studioPlays.status, "refused")))
    .orderBy(desc(studioPlays.id))
    .limit(1);
  return row?.createdAt ?? null;
}

/** The owner's plays still waiting for their wallet calls, oldest first (in one currency when given). */
export function listPendingPlays(db: Executor, owner: Owner, currency?: string): Promise<StudioPlayRow[]> {
  return db
    .select()
    .from(studioPlays)
    .where(
      and(
        playOwnerIs(owner),
        eq(studioPlays.status, "pending"),
        currency === undefined ? undefined : eq(studioPlays.currency, currency),
      ),
    )
    .orderBy(studioPlays.id);
}

/** Whether any round of the owner is open: a pending play, or a last settled play that left it open. */
export async function hasOpenRound(db: Executor, owner: Owner): Promise<boolean> {
  const ownerColumn =
    owner.kind === "player" ? sql`player_id = ${owner.playerId}` : sql`demo_session_id = ${owner.demoSessionId}`;
  const result = await db.execute(sql`
    select exists (select 1 from studio_plays where ${ownerColumn} and status = 'pending')
        or exists (
             select 1 from (
               select distinct on (title_id, currency) round_closed
               from studio_plays where ${ownerColumn} and status = 'settled'
               order by title_id, currency, id desc
             ) last where not last.round_closed
           ) as open`);
  const rows = rowsOf<{ open: boolean }>(result);
  return rows[0]?.open === true;
}

/** Marks a pending play settled (or refused); false when another caller got there first. */
export async function finishPlay(
  db: Executor,
  id: number,
  changes: Pick<StudioPlayRow, "status" | "balanceBefore" | "balanceAfter" | "settledAt">,
): Promise<boolean> {
  const rows = await db
    .update(studioPlays)
    .set(changes)
    .where(and(eq(studioPlays.id, id), eq(studioPlays.status, "pending")))
    .returning({ id: studioPlays.id });
  return rows.length > 0;
}

export async function findPlay(db: Executor, id: number): Promise<StudioPlayRow | null> {
  const [row] = await db.select().from(studioPlays).where(eq(studioPlays.id, id)).limit(1);
  return row ?? null;
}

/** The owner's settled plays, newest first, with their seed pair (the server seed once revealed). */
export function listSettledPlays(db: Executor, owner: Owner, limit: number) {
  return db
    .select({ play: studioPlays, seed: studioSeeds })
    .from(studioPlays)
    .innerJoin(studioSeeds, eq(studioSeeds.id, studioPlays.seedId))
    .where(and(playOwnerIs(owner), eq(studioPlays.status, "settled")))
    .orderBy(desc(studioPlays.id))
    .limit(limit);
}
