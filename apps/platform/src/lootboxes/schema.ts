import type { Locale } from "@croupier/contract";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { currencyRef } from "../currencies/schema.ts";
import { at, createdAt, serialId } from "../db/columns.ts";
import { playerRef } from "../identity/schema.ts";

// Loot boxes (docs/architecture.md, lootboxes/): templates the operator defines, and the boxes
// players are awarded (at a VIP level-up, by a promotion) and open. Opening draws one prize with a
// provably fair draw committed at award time (the server seed's SHA-256 is shown before opening).

/** A prize as the operator writes it: bonus money in euros (offered in the box's currency), or comp points. */
export type LootboxPrize =
  | { kind: "bonus"; euros: number }
  | { kind: "comp_points"; points: number }
  /** The free spins of a bonus definition (its `freespins`: count, game, bet level). */
  | { kind: "freespins"; definition_id: number };

export interface LootboxTemplateItem {
  id: number;
  weight: number;
  prize: LootboxPrize;
}

export const lootboxTemplates = pgTable("lootbox_templates", {
  key: text("key").primaryKey(),
  titles: jsonb("titles").notNull().$type<Partial<Record<Locale, string>>>(),
  items: jsonb("items").notNull().$type<LootboxTemplateItem[]>(),
  /** Days an awarded box can be opened. */
  validDays: integer("valid_days").notNull(),
  /** Paused by an operator (migration 0032): no box of it is awarded until resumed. */
  pausedAt: at("paused_at"),
  createdAt: createdAt(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export type LootboxTemplate = typeof lootboxTemplates.$inferSelect;

/** A prize as awarded in the box's currency: bonus money in minor units, comp points, or free spins. */
export type AwardedPrize =
  | { kind: "bonus"; amount_cents: number }
  | { kind: "comp_points"; points: number }
  | { kind: "freespins"; definition_id: number; count: number; game: string };

export interface AwardedItem {
  id: number;
  weight: number;
  prize: AwardedPrize;
}

export const LOOTBOX_STAGES = ["issued", "opened", "expired"] as const;
export type LootboxStage = (typeof LOOTBOX_STAGES)[number];

/**
 * An awarded box. Its items (with the prizes in its currency) and the server seed are fixed at
 * award: the seed's hash is the commitment shown before opening; opening adds the client seed and
 * reveals the seed. `source_key` makes awarding idempotent per player.
 */
export const playerLootboxes = pgTable(
  "player_lootboxes",
  {
    id: serialId(),
    playerId: playerRef().notNull(),
    templateKey: text("template_key")
      .notNull()
      .references(() => lootboxTemplates.key),
    sourceKey: text("source_key").notNull(),
    strategy: text("strategy").notNull(),
    currency: currencyRef(),
    stage: text("stage").notNull().$type<LootboxStage>(),
    items: jsonb("items").notNull().$type<AwardedItem[]>(),
    serverSeed: text("server_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    clientSeed: text("client_seed"),
    nonce: integer("nonce").notNull().default(0),
    prizeItemId: integer("prize_item_id"),
    createdAt: createdAt(),
    validUntil: at("valid_until").notNull(),
    openedAt: at("opened_at"),
  },
  (table) => [
    uniqueIndex("player_lootboxes_source_key").on(table.playerId, table.sourceKey),
    index("player_lootboxes_player_idx").on(table.playerId, table.createdAt),
    check("player_lootboxes_stage_check", sql`${table.stage} in ('issued', 'opened', 'expired')`),
  ],
);

export type PlayerLootboxRow = typeof playerLootboxes.$inferSelect;
