// Every module's tables in one place, for Drizzle's relational queries and for drizzle-kit.

export * from "../accounts/schema.ts";
export * from "../bonuses/schema.ts";
export * from "../catalog/schema.ts";
export * from "../cms/schema.ts";
export * from "../currencies/schema.ts";
export * from "../exclusions/schema.ts";
export * from "../geo/schema.ts";
export * from "../identity/schema.ts";
export * from "../kyc/schema.ts";
export * from "../ledger/schema.ts";
export * from "../limits/schema.ts";
export * from "../locales/schema.ts";
export * from "../lootboxes/schema.ts";
export * from "../lotteries/schema.ts";
export * from "../loyalty/schema.ts";
export * from "../operators/schema.ts";
export * from "../payments/schema.ts";
export * from "../player-admin/schema.ts";
export * from "../players/schema.ts";
export * from "../provider-wallet/schema.ts";
export * from "../realtime/schema.ts";
export * from "../seed/schema.ts";
export * from "../settings/schema.ts";
export * from "../studio/schema.ts";
export * from "../support/schema.ts";
export * from "../tournaments/schema.ts";
