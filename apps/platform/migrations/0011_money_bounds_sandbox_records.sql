-- Issue 12. A player's balance never exceeds 10^15 minor units (MAX_AMOUNT_MINOR of the contract,
-- under 2^53 so the site shows it exactly); the sandbox chain keeps its test transfers per player
-- (daily cap) and the sandbox gateway its payouts (asked for their status by reconciliation);
-- payments.processing_at: when a payout started (reconciliation waits a grace period after it).
CREATE TABLE "sandbox_chain_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"tx_hash" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_chain_transfers_amount_check" CHECK ("sandbox_chain_transfers"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"payment_id" bigint PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"reference" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "processing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_chain_transfers" ADD CONSTRAINT "sandbox_chain_transfers_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_chain_transfers_player_day_idx" ON "sandbox_chain_transfers" USING btree ("player_id","currency","created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_max_check" CHECK ("ledger_accounts"."balance" is null or "ledger_accounts"."balance" <= 1000000000000000);