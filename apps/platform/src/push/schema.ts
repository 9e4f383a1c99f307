import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { at, createdAt, serialId } from "../db/columns.ts";
import { users } from "../identity/schema.ts";

// Web Push (push/, migration 0036): the VAPID key pair, the players' subscriptions, the kinds they
// turned off, and the outbox the delivery job sends from.

/** The server's VAPID key pair (one row), made at first start unless PUSH_VAPID_* configure one. */
export const pushVapidKeys = pgTable(
  "push_vapid_keys",
  {
    id: smallint("id").primaryKey().default(1),
    /** base64url of the uncompressed P-256 point (65 bytes), as `applicationServerKey` takes it. */
    publicKey: text("public_key").notNull(),
    /** base64url of the 32-byte private scalar. */
    privateKey: text("private_key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [check("push_vapid_keys_single_check", sql`${table.id} = 1`)],
);

/** One browser's subscription: the push service's endpoint and the keys its payloads are encrypted to. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serialId(),
    playerId: bigint("player_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** The browser's User-Agent when it subscribed (shortened), for the player's device list. */
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSuccessAt: at("last_success_at"),
  },
  (table) => [index("push_subscriptions_player_idx").on(table.playerId)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The kinds a player turned off; no row means every kind is on. */
export const pushPreferences = pgTable("push_preferences", {
  playerId: bigint("player_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  disabledKinds: text("disabled_kinds").array().notNull().default(sql`'{}'`),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export const PUSH_MESSAGE_STATUSES = ["pending", "sent", "failed"] as const;
export type PushMessageStatus = (typeof PUSH_MESSAGE_STATUSES)[number];

/** What the service worker shows (apps/web/app/pwa): title, body, the site path it opens, a tag. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

/**
 * The outbox: one row per subscription and event, written in the event's transaction; `pending`
 * until the push service accepted it, `failed` after the last attempt. A subscription the push
 * service says is gone is deleted with its rows.
 */
export const pushMessages = pgTable(
  "push_messages",
  {
    id: serialId(),
    subscriptionId: bigint("subscription_id", { mode: "number" })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    /** One push per event and subscription, ever (`<kind>:<event id>:<subscription id>`). */
    dedupeKey: text("dedupe_key").notNull().unique(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<PushPayload>().notNull(),
    status: text("status").$type<PushMessageStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When the job may next claim the row; pushed forward on each claim (safe across nodes). */
    nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: at("sent_at"),
  },
  (table) => [
    index("push_messages_due_idx").on(table.status, table.nextAttemptAt),
    index("push_messages_subscription_idx").on(table.subscriptionId),
    check("push_messages_status_check", sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);
export type PushMessageRow = typeof pushMessages.$inferSelect;
