import type { Locale } from "@croupier/contract";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { currencyRef } from "../currencies/schema.ts";
import { at, createdAt, minorUnits, serialId } from "../db/columns.ts";
import { playerRef } from "../identity/schema.ts";

// Lotteries (lotteries/): deposits earn tickets by the lottery's deposit scale; at `end_at` the
// tickets close (the client seed is the SHA-256 of the ticket list) and at `draw_at` the winners
// are drawn with the server seed committed by its hash at creation, then paid once.

export const LOTTERY_ROW_STATUSES = ["new", "started", "drawn", "canceled"] as const;
export type LotteryRowStatus = (typeof LOTTERY_ROW_STATUSES)[number];

/** One step of the deposit scale: a deposit of at least `from_amount_cents` earns a ticket per `price_cents`. */
export interface DepositScaleStep {
  from_amount_cents: number;
  price_cents: number;
}

export const lotteries = pgTable(
  "lotteries",
  {
    id: serialId(),
    frontendIdentifier: text("frontend_identifier").notNull(),
    titles: jsonb("titles").notNull().$type<Record<Locale, string>>(),
    descriptions: jsonb("descriptions").notNull().$type<Record<Locale, string>>(),
    currency: currencyRef(),
    status: text("status").notNull().default("new").$type<LotteryRowStatus>(),
    startAt: at("start_at").notNull(),
    /** Tickets close: deposits from then on earn none. */
    endAt: at("end_at").notNull(),
    drawAt: at("draw_at").notNull(),
    /** Steps by ascending `from_amount_cents`. */
    depositScale: jsonb("deposit_scale").notNull().$type<DepositScaleStep[]>(),
    maxTicketsPerPlayer: integer("max_tickets_per_player"),
    /** Tickets issued so far: the next ticket's number is this plus one. */
    ticketsCount: integer("tickets_count").notNull().default(0),
    serverSeed: text("server_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    /** SHA-256 (hex) of the ticket list, fixed when tickets close. */
    clientSeed: text("client_seed"),
    ticketsClosedAt: at("tickets_closed_at"),
    finishedAt: at("finished_at"),
    cancelReason: text("cancel_reason"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("lotteries_frontend_identifier_key").on(table.frontendIdentifier),
    index("lotteries_status_idx").on(table.status, table.endAt),
    check("lotteries_status_check", sql`${table.status} in ('new', 'started', 'drawn', 'canceled')`),
    check("lotteries_times_check", sql`${table.startAt} < ${table.endAt} and ${table.endAt} <= ${table.drawAt}`),
    check("lotteries_max_tickets_check", sql`${table.maxTicketsPerPlayer} is null or ${table.maxTicketsPerPlayer} > 0`),
  ],
);

export type LotteryRow = typeof lotteries.$inferSelect;

export const lotteryTickets = pgTable(
  "lottery_tickets",
  {
    id: serialId(),
    lotteryId: bigint("lottery_id", { mode: "number" })
      .notNull()
      .references(() => lotteries.id),
    /** 1, 2, 3… within the lottery, in the order earned. */
    number: integer("number").notNull(),
    playerId: playerRef().notNull(),
    /** The deposit that earned it (null for tickets given otherwise, as the demo's). */
    paymentId: bigint("payment_id", { mode: "number" }),
    awardPlace: integer("award_place"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("lottery_tickets_number_key").on(table.lotteryId, table.number),
    index("lottery_tickets_player_idx").on(table.playerId, table.lotteryId),
  ],
);

export type LotteryTicketRow = typeof lotteryTickets.$inferSelect;

export const LOTTERY_PRIZE_KINDS = ["money", "bonus", "freespins"] as const;
export type LotteryPrizeKind = (typeof LOTTERY_PRIZE_KINDS)[number];

/** A place's prize; the drawn ticket and its player are set at the draw, `paid_at` when paid. */
export const lotteryPrizes = pgTable(
  "lottery_prizes",
  {
    id: serialId(),
    lotteryId: bigint("lottery_id", { mode: "number" })
      .notNull()
      .references(() => lotteries.id),
    place: integer("place").notNull(),
    kind: text("kind").notNull().$type<LotteryPrizeKind>(),
    /** Money or bonus money, minor units of the lottery's currency (0 for free spins). */
    amountCents: minorUnits("amount_cents").notNull(),
    wagerMultiplier: integer("wager_multiplier").notNull().default(0),
    freespinsCount: integer("freespins_count").notNull().default(0),
    ticketId: bigint("ticket_id", { mode: "number" }).references(() => lotteryTickets.id),
    playerId: playerRef(),
    paidAt: at("paid_at"),
  },
  (table) => [
    uniqueIndex("lottery_prizes_place_key").on(table.lotteryId, table.place),
    check("lottery_prizes_kind_check", sql`${table.kind} in ('money', 'bonus', 'freespins')`),
    check("lottery_prizes_place_check", sql`${table.place} > 0`),
    check("lottery_prizes_amount_check", sql`${table.amountCents} >= 0`),
  ],
);

export type LotteryPrizeRow = typeof lotteryPrizes.$inferSelect;

/** One row per deposit that earned tickets: a replayed deposit completion earns nothing twice. */
export const lotteryDeposits = pgTable("lottery_deposits", {
  paymentId: bigint("payment_id", { mode: "number" }).primaryKey(),
  lotteryId: bigint("lottery_id", { mode: "number" })
    .notNull()
    .references(() => lotteries.id),
  playerId: playerRef().notNull(),
  ticketsCount: integer("tickets_count").notNull(),
  createdAt: createdAt(),
});
