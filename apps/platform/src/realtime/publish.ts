import { sql } from "drizzle-orm";
import { type Executor, selectRows } from "../db/database.ts";

/** The per-user channels the site subscribes (`../shared/api-contract.md`: realtime). */
export type UserChannelName =
  | "comps_award"
  | "bonuses_changes"
  | "freespins_changes"
  | "lootboxes_changes"
  | "lotteries_changes"
  | "payments_changes"
  | "balance"
  /** Live chat (support/chat-*.ts): the player's conversation events. */
  | "chat"
  /** Our own sportsbook (sportsbook/book/): the player's bets placed and settled. */
  | "sportsbook_bets";

/** A publication carried by NOTIFY: the channel, its offset, and the data when it is small. */
export interface Notice {
  c: string;
  o: number;
  d?: unknown;
}

/** Publications kept per channel for recovery (older ones are trimmed as new ones arrive). */
export const HISTORY_SIZE = 200;
/** Publications older than this are trimmed by the periodic task (realtime-plugin.ts). */
export const HISTORY_TTL_MS = 24 * 60 * 60 * 1000;
/** Data up to this size (bytes of JSON) rides in the NOTIFY payload; larger is read from the table. */
const INLINE_LIMIT = 4000;
const MAX_CHANNEL_LENGTH = 255;

/**
 * Centrifugo's user-limited channel `<name>#<userId>`: only the user whose id follows `#` may
 * subscribe it.
 */
export function userChannel(name: UserChannelName, userId: number): string {
  return `${name}#${userId}`;
}

/**
 * The NOTIFY channel of the database schema in use, so that schemas sharing one PostgreSQL server
 * (CI's test files) never hear each other's publications.
 */
export function notifyChannelSql() {
  return sql`left('croupier_realtime_' || current_schema(), 63)`;
}

/**
 * Publishes `data` on `channel` in the caller's transaction: the publication takes the channel's
 * next offset (row-locked until the transaction ends, so concurrent publishers get consecutive
 * offsets in commit order), is kept for recovery, and `pg_notify` delivers it to every node only
 * once the transaction commits (nothing is delivered when it rolls back).
 */
export async function publish(db: Executor, channel: string, data: unknown): Promise<void> {
  if (channel.length === 0 || channel.length > MAX_CHANNEL_LENGTH) throw new Error("invalid realtime channel");
  const json = JSON.stringify(data ?? null);
  // One definition of a publication, shared with the SQL functions that publish (sql/functions/realtime_publish.sql).
  await selectRows(db, sql`select realtime_publish(${channel}, ${json}::jsonb, ${HISTORY_SIZE}, ${INLINE_LIMIT})`);
}

/** Publishes on the user's channel `<name>#<userId>` (see publish). */
export async function publishToUser(db: Executor, name: UserChannelName, userId: number, data: unknown): Promise<void> {
  await publish(db, userChannel(name, userId), data);
}
