import type { PaymentAction, PaymentMethodType, PaymentState } from "@croupier/contract";
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { currencyRef } from "../currencies/schema.ts";
import { at, createdAt, minorUnits, serialId } from "../db/columns.ts";
import { playerRef } from "../identity/schema.ts";

// Payments (src/payments/README.md): methods, their limits and fields are operator tables (seeded);
// `payments` holds every deposit and withdrawal; their changes are published on `payments_changes`
// (src/realtime/).

export type { PaymentAction, PaymentMethodType };

/** A payment method (creditcard, skrill, crypto_btc…) and the gateway that processes it. */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: text("id").primaryKey(),
    brand: text("brand").notNull(),
    title: text("title").notNull(),
    type: text("type").notNull().$type<PaymentMethodType>(),
    provider: text("provider").notNull(),
    translationKey: text("translation_key").notNull(),
    iconSrc: text("icon_src").notNull(),
    position: integer("position").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
  },
  (table) => [
    check(
      "payment_methods_type_check",
      sql`${table.type} in ('cards', 'crypto', 'bank_transfer', 'direct', 'voucher')`,
    ),
  ],
);

/** Where a method is offered: one row per method, currency and action, with its limits in minor units. */
export const paymentMethodLimits = pgTable(
  "payment_method_limits",
  {
    methodId: text("method_id")
      .notNull()
      .references(() => paymentMethods.id),
    currency: currencyRef(),
    action: text("action").notNull().$type<PaymentAction>(),
    minCents: minorUnits("min_cents").notNull(),
    maxCents: minorUnits("max_cents").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.methodId, table.currency, table.action] }),
    check("payment_method_limits_action_check", sql`${table.action} in ('deposit', 'cashout')`),
    check("payment_method_limits_range_check", sql`0 < ${table.minCents} and ${table.minCents} <= ${table.maxCents}`),
  ],
);

/** A method's form fields per action, in order. `hosted` ones are typed on the gateway's page. */
export const paymentMethodFields = pgTable(
  "payment_method_fields",
  {
    methodId: text("method_id")
      .notNull()
      .references(() => paymentMethods.id),
    action: text("action").notNull().$type<PaymentAction>(),
    fieldName: text("field_name").notNull(),
    translationKey: text("translation_key").notNull(),
    type: text("type").notNull(),
    isRequired: boolean("is_required").notNull().default(true),
    hosted: boolean("hosted").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.methodId, table.action, table.fieldName] })],
);

/** The contract's payment states but `reserved`: no payment here is held by a gateway before it is decided. */
export type PaymentStateValue = Exclude<PaymentState, "reserved">;

/** One deposit or withdrawal. Final states (not pending/processing) never change again. */
export const payments = pgTable(
  "payments",
  {
    id: serialId(),
    playerId: playerRef().notNull(),
    action: text("action").notNull().$type<PaymentAction>(),
    methodId: text("method_id")
      .notNull()
      .references(() => paymentMethods.id),
    currency: currencyRef(),
    amountCents: minorUnits("amount_cents").notNull(),
    state: text("state").notNull().$type<PaymentStateValue>().default("pending"),
    gateway: text("gateway").notNull(),
    gatewayReference: text("gateway_reference"),
    success: boolean("success").notNull().default(false),
    recallable: boolean("recallable").notNull().default(false),
    /** What the player sent with the method (e-wallet account and the like; never card data). */
    methodFieldsData: jsonb("method_fields_data").notNull().default({}),
    /**
     * The player's bonus and lottery choices when the deposit was made (bonus toggle, welcome
     * bonus id, bonus code, selected lottery): `{can_issue_bonuses, bonus_id, bonus_code,
     * lottery_id}`. Applying them belongs to promotions; the deposit only carries them.
     */
    playerChoices: jsonb("player_choices").notNull().default({}),
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
    finishedAt: at("finished_at"),
    /** When a withdrawal's payout was last started (state `processing`); reconciliation waits a grace period after it. */
    processingAt: at("processing_at"),
  },
  (table) => [
    unique("payments_gateway_reference_key").on(table.gatewayReference),
    index("payments_player_idx").on(table.playerId, table.createdAt),
    check("payments_action_check", sql`${table.action} in ('deposit', 'cashout')`),
    check(
      "payments_state_check",
      sql`${table.state} in ('pending', 'processing', 'succeeded', 'declined', 'rejected', 'canceled', 'recalled')`,
    ),
    check("payments_amount_check", sql`${table.amountCents} > 0`),
  ],
);

/**
 * A player's deposit address per crypto currency (sandbox derivation: an HMAC of the player and
 * currency under the gateway secret, so the same player always gets the same address).
 */
export const cryptoAddresses = pgTable(
  "crypto_addresses",
  {
    id: serialId(),
    playerId: playerRef().notNull(),
    currency: currencyRef(),
    address: text("address").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique("crypto_addresses_player_currency_key").on(table.playerId, table.currency),
    unique("crypto_addresses_address_key").on(table.currency, table.address),
  ],
);

/**
 * An incoming transfer seen on a (sandbox) chain. It becomes a deposit payment when first seen and
 * is credited once, when its confirmations reach the currency's requirement.
 */
export const cryptoTransfers = pgTable(
  "crypto_transfers",
  {
    id: serialId(),
    currency: currencyRef(),
    txHash: text("tx_hash").notNull(),
    address: text("address").notNull(),
    amountCents: minorUnits("amount_cents").notNull(),
    confirmations: integer("confirmations").notNull().default(0),
    paymentId: bigint("payment_id", { mode: "number" }).references(() => payments.id),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    unique("crypto_transfers_tx_key").on(table.currency, table.txHash),
    check("crypto_transfers_amount_check", sql`${table.amountCents} > 0`),
    check("crypto_transfers_confirmations_check", sql`${table.confirmations} >= 0`),
  ],
);

/**
 * The sandbox chain's own record of the test transfers it sent, per player (the owner of the
 * address): the per-day cap (PAYMENTS_SANDBOX_DAILY_MAX) sums it. The platform's view of the same
 * transfers is crypto_transfers, written when the chain's callback arrives.
 */
export const sandboxChainTransfers = pgTable(
  "sandbox_chain_transfers",
  {
    id: serialId(),
    playerId: playerRef().notNull(),
    currency: text("currency").notNull(),
    txHash: text("tx_hash").notNull(),
    amountCents: minorUnits("amount_cents").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("sandbox_chain_transfers_player_day_idx").on(table.playerId, table.currency, table.createdAt),
    check("sandbox_chain_transfers_amount_check", sql`${table.amountCents} > 0`),
  ],
);

/**
 * The sandbox gateway's record of the payouts it made, one per withdrawal: what a real gateway
 * answers when asked for a payout's status (withdrawal reconciliation after a crash).
 */
export const sandboxPayouts = pgTable("sandbox_payouts", {
  paymentId: bigint("payment_id", { mode: "number" }).primaryKey(),
  outcome: text("outcome").notNull().$type<"approved" | "declined">(),
  reference: text("reference"),
  reason: text("reason"),
  createdAt: createdAt(),
});
