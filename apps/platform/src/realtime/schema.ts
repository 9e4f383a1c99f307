import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, serialId } from "../db/columns.ts";

// Realtime (src/realtime/): the publication history behind the Centrifugo-protocol server. Each
// channel is a stream with an epoch and a monotonically increasing offset; clients that reconnect
// recover what they missed from `realtime_publications` (bounded: trimmed by count and age).

/** One stream per channel: its epoch (changes only if the stream is reset) and its last offset. */
export const realtimeChannels = pgTable("realtime_channels", {
  channel: text("channel").primaryKey(),
  epoch: text("epoch").notNull(),
  /** The offset of the channel's last publication (0: none yet). */
  topOffset: bigint("top_offset", { mode: "number" }).notNull().default(0),
  createdAt: createdAt(),
});

/**
 * Every publication, written in the transaction of the change it reports. Doubles as the outbox of
 * the Centrifugo relay (REALTIME_PUBLISH_URL): `relayed_at` is set once the relay delivered it.
 */
export const realtimePublications = pgTable(
  "realtime_publications",
  {
    id: serialId(),
    channel: text("channel")
      .notNull()
      .references(() => realtimeChannels.channel, { onDelete: "cascade" }),
    offset: bigint("offset", { mode: "number" }).notNull(),
    data: jsonb("data").notNull(),
    createdAt: createdAt(),
    relayedAt: at("relayed_at"),
  },
  (table) => [
    uniqueIndex("realtime_publications_channel_offset_idx").on(table.channel, table.offset),
    index("realtime_publications_created_at_idx").on(table.createdAt),
    index("realtime_publications_unrelayed_idx").on(table.id).where(sql`${table.relayedAt} is null`),
  ],
);

/** The realtime token's signing key when REALTIME_SECRET is unset: one row, shared by every node. */
export const realtimeKeys = pgTable("realtime_keys", {
  id: smallint("id").primaryKey().default(1),
  secret: text("secret").notNull(),
  createdAt: createdAt(),
});
