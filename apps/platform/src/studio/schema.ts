import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, minorUnits, serialId } from "../db/columns.ts";
import { playerRef } from "../identity/schema.ts";
import { gameSessions } from "../provider-wallet/schema.ts";

// The in-house studio, served by the platform as a game provider. Real-money plays settle through
// the seamless-wallet protocol like any provider's; demo plays (FUN) keep their balance here.
// Provably fair: each owner (player or demo session) has one active seed pair; the server seed is
// secret until rotated, its SHA-256 shown before play; every play uses the next nonce.

/** A demo (FUN money) session for anyone, signed in or not: no ledger, balance kept here. */
export const studioDemoSessions = pgTable("studio_demo_sessions", {
  id: serialId(),
  tokenHash: text("token_hash").notNull().unique(),
  /** Identifier of the catalog game ("croupier-studio/<slug>"). */
  gameId: text("game_id").notNull(),
  balance: minorUnits("balance").notNull(),
  createdAt: createdAt(),
  expiresAt: at("expires_at").notNull(),
});

/** A provably fair seed pair. Exactly one of player / demo session owns it. */
export const studioSeeds = pgTable(
  "studio_seeds",
  {
    id: serialId(),
    playerId: playerRef(),
    demoSessionId: bigint("demo_session_id", { mode: "number" }).references(() => studioDemoSessions.id),
    serverSeed: text("server_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    clientSeed: text("client_seed").notNull(),
    /** The nonce the next play uses. */
    nextNonce: integer("next_nonce").notNull().default(0),
    createdAt: createdAt(),
    /** Set at rotation: from then on the server seed is shown and its plays can be verified. */
    revealedAt: at("revealed_at"),
  },
  (table) => [
    check("studio_seeds_owner_check", sql`(${table.playerId} is null) <> (${table.demoSessionId} is null)`),
    uniqueIndex("studio_seeds_active_player_key")
      .on(table.playerId)
      .where(sql`${table.revealedAt} is null and ${table.playerId} is not null`),
    uniqueIndex("studio_seeds_active_demo_key")
      .on(table.demoSessionId)
      .where(sql`${table.revealedAt} is null and ${table.demoSessionId} is not null`),
  ],
);

export const STUDIO_PLAY_STATUSES = ["pending", "settled", "refused"] as const;
export type StudioPlayStatus = (typeof STUDIO_PLAY_STATUSES)[number];

/**
 * One play (a paid spin, a free spin, a roulette spin, a dice roll) at one nonce. A real-money play
 * is written `pending` with its outcome BEFORE the wallet calls and becomes `settled` after them
 * (or `refused` when the bet was refused), so a crash in between is finished on the next visit by
 * repeating the same idempotent calls. `round_ref` groups a paid spin with its free spins.
 */
export const studioPlays = pgTable(
  "studio_plays",
  {
    id: serialId(),
    seedId: bigint("seed_id", { mode: "number" })
      .notNull()
      .references(() => studioSeeds.id),
    nonce: integer("nonce").notNull(),
    /** Real money: the protocol session; demo: null. */
    gameSessionId: bigint("game_session_id", { mode: "number" }).references(() => gameSessions.id),
    demoSessionId: bigint("demo_session_id", { mode: "number" }).references(() => studioDemoSessions.id),
    playerId: playerRef(),
    titleId: text("title_id").notNull(),
    currency: text("currency").notNull(),
    roundRef: text("round_ref").notNull(),
    stateBefore: jsonb("state_before"),
    action: jsonb("action").notNull(),
    result: jsonb("result").notNull(),
    stake: minorUnits("stake").notNull(),
    win: minorUnits("win").notNull(),
    roundClosed: boolean("round_closed").notNull(),
    status: text("status").notNull().$type<StudioPlayStatus>(),
    /** Balances before and after, as the wallet answered (minor units). */
    balanceBefore: minorUnits("balance_before"),
    balanceAfter: minorUnits("balance_after"),
    createdAt: createdAt(),
    settledAt: at("settled_at"),
  },
  (table) => [
    unique("studio_plays_seed_nonce_key").on(table.seedId, table.nonce),
    index("studio_plays_player_idx").on(table.playerId, table.id),
    index("studio_plays_pending_idx").on(table.status).where(sql`${table.status} = 'pending'`),
    check("studio_plays_status_check", sql`${table.status} in ('pending', 'settled', 'refused')`),
  ],
);
