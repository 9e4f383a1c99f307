import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, lt } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { HISTORY_SIZE } from "./publish.ts";
import { realtimeChannels, realtimePublications } from "./schema.ts";

/** A channel's stream position: its epoch and last offset. */
export interface StreamPosition {
  epoch: string;
  offset: number;
}

export interface HistoryPublication {
  offset: number;
  data: unknown;
}

/** The channel's position, the stream created (offset 0, a new epoch) on first use. */
export async function streamPosition(db: Executor, channel: string): Promise<StreamPosition> {
  const read = async () => {
    const [row] = await db
      .select({ epoch: realtimeChannels.epoch, offset: realtimeChannels.topOffset })
      .from(realtimeChannels)
      .where(eq(realtimeChannels.channel, channel));
    return row;
  };
  // Read first: inserting while a publisher holds the row would wait for its transaction.
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(realtimeChannels)
    .values({ channel, epoch: randomBytes(4).toString("hex") })
    .onConflictDoNothing();
  const created = await read();
  if (!created) throw new Error(`realtime channel ${channel} missing`);
  return created;
}

/** The publications after `offset`, oldest first (at most the kept history). */
export async function publicationsSince(db: Executor, channel: string, offset: number): Promise<HistoryPublication[]> {
  return db
    .select({ offset: realtimePublications.offset, data: realtimePublications.data })
    .from(realtimePublications)
    .where(and(eq(realtimePublications.channel, channel), gt(realtimePublications.offset, offset)))
    .orderBy(asc(realtimePublications.offset))
    .limit(HISTORY_SIZE);
}

/** One publication's data (a NOTIFY too large to carry it names only its offset). */
export async function publicationData(db: Executor, channel: string, offset: number): Promise<unknown> {
  const [row] = await db
    .select({ data: realtimePublications.data })
    .from(realtimePublications)
    .where(and(eq(realtimePublications.channel, channel), eq(realtimePublications.offset, offset)));
  return row?.data;
}

export interface Recovery {
  recovered: boolean;
  position: StreamPosition;
  publications: HistoryPublication[];
}

/**
 * Centrifugo's recovery: a client that saw `offset` of `epoch` gets every publication after it, in
 * order, when the epoch is the stream's and none of them has been trimmed; otherwise
 * `recovered: false` and nothing (the client reloads its state).
 */
export async function recover(db: Executor, channel: string, epoch: string, offset: number): Promise<Recovery> {
  const position = await streamPosition(db, channel);
  if (epoch !== position.epoch || offset > position.offset) return { recovered: false, position, publications: [] };
  if (offset === position.offset) return { recovered: true, position, publications: [] };
  const publications = await publicationsSince(db, channel, offset);
  const missed = position.offset - offset;
  // Publications committed after the position was read may follow: only those up to it count.
  const upToPosition = publications.filter((publication) => publication.offset <= position.offset);
  const complete = upToPosition.length === missed && upToPosition[0]?.offset === offset + 1;
  return complete
    ? { recovered: true, position, publications: upToPosition }
    : { recovered: false, position, publications: [] };
}

/** Deletes publications older than `before` (the periodic trim; publish keeps the count bounded). */
export async function trimHistory(db: Executor, before: Date, batch = 10_000): Promise<number> {
  const old = db
    .select({ id: realtimePublications.id })
    .from(realtimePublications)
    .where(lt(realtimePublications.createdAt, before))
    .limit(batch);
  const deleted = await db
    .delete(realtimePublications)
    .where(inArray(realtimePublications.id, old))
    .returning({ id: realtimePublications.id });
  return deleted.length;
}
