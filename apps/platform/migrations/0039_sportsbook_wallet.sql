-- The embedded-provider sportsbook wallet (issue 19, src/sportsbook/). A vendor's player sessions
-- (the launch token's jti), its bets, every transaction it sent (stored once, unique on vendor and
-- transaction id, with the first answer replayed to a retry), and the alerts operators must see
-- (a rollback that took a player below zero). A player's debt is a ledger account of its own kind.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('player', 'house', 'clearing', 'pending_withdrawal', 'bonus', 'player_bonus', 'player_debt'));--> statement-breakpoint
CREATE TABLE "sportsbook_sessions" (
  "id" text PRIMARY KEY,
  "vendor" text NOT NULL,
  "player_id" bigint NOT NULL REFERENCES "users"("id"),
  "currency" text NOT NULL REFERENCES "currencies"("code"),
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_bets" (
  "id" bigserial PRIMARY KEY,
  "vendor" text NOT NULL,
  "ext_transaction_id" text NOT NULL,
  "player_id" bigint REFERENCES "users"("id"),
  "currency" text REFERENCES "currencies"("code"),
  "stake" bigint DEFAULT 0 NOT NULL,
  "status" text NOT NULL,
  "settled_amount" bigint DEFAULT 0 NOT NULL,
  "settlement_transaction_id" text,
  "final" boolean DEFAULT false NOT NULL,
  "tombstone" boolean DEFAULT false NOT NULL,
  "betslip" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "sportsbook_bets_vendor_transaction" UNIQUE ("vendor", "ext_transaction_id"),
  CONSTRAINT "sportsbook_bets_status_check" CHECK ("status" in ('pending', 'open', 'discarded', 'won', 'lost', 'refund', 'cashed_out', 'half_won', 'half_lost')),
  CONSTRAINT "sportsbook_bets_amounts_check" CHECK ("stake" >= 0 AND "settled_amount" >= 0)
);
--> statement-breakpoint
CREATE INDEX "sportsbook_bets_player" ON "sportsbook_bets" ("player_id", "id" DESC);
--> statement-breakpoint
CREATE TABLE "sportsbook_transactions" (
  "id" bigserial PRIMARY KEY,
  "vendor" text NOT NULL,
  "ext_transaction_id" text NOT NULL,
  "operation" text NOT NULL,
  "bet_id" bigint REFERENCES "sportsbook_bets"("id"),
  "amount" bigint DEFAULT 0 NOT NULL,
  "response" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "sportsbook_transactions_vendor_transaction" UNIQUE ("vendor", "ext_transaction_id")
);
--> statement-breakpoint
CREATE INDEX "sportsbook_transactions_bet" ON "sportsbook_transactions" ("bet_id");
--> statement-breakpoint
CREATE TABLE "sportsbook_alerts" (
  "id" bigserial PRIMARY KEY,
  "vendor" text NOT NULL,
  "kind" text NOT NULL,
  "player_id" bigint REFERENCES "users"("id"),
  "bet_id" bigint REFERENCES "sportsbook_bets"("id"),
  "detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
