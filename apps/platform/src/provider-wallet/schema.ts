import type { GameDeviceKind } from "@croupier/contract";
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { currencyRef } from "../currencies/schema.ts";
import { at, createdAt, minorUnits, serialId } from "../db/columns.ts";
import { playerRef } from "../identity/schema.ts";

// Game providers and the seamless wallet they call (docs/provider-wallet-protocol.md). Amounts are
// bigint minor units; money itself moves only through the ledger (keys `game:<provider>:<tx id>`).

/** A game provider (the in-house studio included): its HMAC secret signs every wallet call. */
export const gameProviders = pgTable(
  "game_providers",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    secret: text("secret").notNull(),
    /** The secret replaced by the last rotation: still accepted until `previousSecretUntil`. */
    previousSecret: text("previous_secret"),
    previousSecretUntil: at("previous_secret_until"),
    enabled: boolean("enabled").notNull().default(true),
    /**
     * Where a game of this provider is launched: a URL the platform sends the game iframe to with the
     * session token. Null: the provider is in the catalog but not connected, so its games open the
     * "game unavailable" message.
     */
    launchUrl: text("launch_url"),
    /** Order in the provider lists and the footer carousel (ascending). */
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      "game_providers_previous_secret_check",
      sql`(${table.previousSecret} is null) = (${table.previousSecretUntil} is null)`,
    ),
  ],
);

/** The device a game is launched for, as the contract names it. */
export type GameDevice = GameDeviceKind;

/**
 * A game launch: the token (only its SHA-256 is stored) is bound to player, provider, game,
 * currency and device. `max_bet` caps a single bet (RS_ERROR_LIMIT_REACHED); null means no cap.
 */
export const gameSessions = pgTable(
  "game_sessions",
  {
    id: serialId(),
    tokenHash: text("token_hash").notNull().unique(),
    playerId: playerRef().notNull(),
    providerId: text("provider_id")
      .notNull()
      .references(() => gameProviders.id),
    gameId: text("game_id").notNull(),
    currency: currencyRef(),
    device: text("device").notNull().$type<GameDevice>(),
    maxBet: minorUnits("max_bet"),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    closedAt: at("closed_at"),
  },
  (table) => [
    index("game_sessions_player_idx").on(table.playerId),
    check("game_sessions_device_check", sql`${table.device} in ('desktop', 'mobile')`),
  ],
);

/**
 * A provider's round: its bets and wins, with running totals and the provider's closed flag. Like
 * game_actions and provider_requests it has no foreign keys: every bet would take a key-share
 * lock on the provider, session and player rows (a WAL record each, and a multixact on the
 * provider row all bets share). wallet_move writes only the ids of the session it has just read,
 * and triggers refuse to delete a provider, session or player these rows name (migration 0009).
 */
export const gameRounds = pgTable(
  "game_rounds",
  {
    id: serialId(),
    providerId: text("provider_id").notNull(),
    roundId: text("round_id").notNull(),
    sessionId: bigint("session_id", { mode: "number" }).notNull(),
    playerId: bigint("player_id", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    closed: boolean("closed").notNull().default(false),
    totalBet: minorUnits("total_bet").notNull().default(sql`0`),
    totalWin: minorUnits("total_win").notNull().default(sql`0`),
    /** The part of total_bet paid with bonus money: a win pays back into the bonus in that share. */
    bonusBet: minorUnits("bonus_bet").notNull().default(sql`0`),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    unique("game_rounds_provider_round_key").on(table.providerId, table.roundId),
    index("game_rounds_player_idx").on(table.playerId),
  ],
);

export const GAME_ACTION_KINDS = ["bet", "win", "rollback"] as const;
export type GameActionKind = (typeof GAME_ACTION_KINDS)[number];

/**
 * One provider transaction (bet, win or rollback), never applied twice: UNIQUE per provider. A
 * rollback of a transaction never seen writes a tombstone row under the missing id (kind `bet`,
 * `tombstone`), so a bet arriving later with that id is refused. `rolled_back_by` marks a reversed
 * bet or win. `request_hash` tells a true repeat from a changed request under the same id.
 * A bet or win applied by wallet_move keeps its request id here, its `response` being the answer to
 * that request id (provider_requests then holds only refusals, repeats and rollbacks' answers).
 */
export const gameActions = pgTable(
  "game_actions",
  {
    id: serialId(),
    providerId: text("provider_id").notNull(),
    transactionId: text("transaction_id").notNull(),
    kind: text("kind").notNull().$type<GameActionKind>(),
    roundId: text("round_id"),
    sessionId: bigint("session_id", { mode: "number" }),
    playerId: bigint("player_id", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    amount: minorUnits("amount").notNull(),
    /** The part of `amount` paid from (bet) or to (win) the player's bonus money. */
    bonusAmount: minorUnits("bonus_amount").notNull().default(sql`0`),
    referenceTransactionId: text("reference_transaction_id"),
    ledgerKey: text("ledger_key"),
    tombstone: boolean("tombstone").notNull().default(false),
    rolledBackBy: text("rolled_back_by"),
    requestHash: text("request_hash").notNull(),
    requestId: text("request_id"),
    response: jsonb("response").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    unique("game_actions_provider_transaction_key").on(table.providerId, table.transactionId),
    unique("game_actions_request_provider_key").on(table.requestId, table.providerId),
    index("game_actions_player_idx").on(table.playerId),
    check("game_actions_kind_check", sql`${table.kind} in ('bet', 'win', 'rollback')`),
    check("game_actions_amount_check", sql`${table.amount} >= 0`),
  ],
);

/**
 * Answered wallet calls by the provider's request id, other than applied bets and wins (their
 * answer is in game_actions): a repeat answers the stored response.
 */
export const providerRequests = pgTable(
  "provider_requests",
  {
    providerId: text("provider_id").notNull(),
    requestId: text("request_id").notNull(),
    response: jsonb("response").notNull().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.requestId] })],
);

/** A player's own responsible-gaming choices for play (the reality-check interval, in minutes). */
export const playerGameSettings = pgTable(
  "player_game_settings",
  {
    playerId: playerRef().primaryKey(),
    realityCheckMinutes: integer("reality_check_minutes").notNull(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [check("player_game_settings_interval_check", sql`${table.realityCheckMinutes} between 1 and 480`)],
);
