-- The back office's Players area (src/player-admin/): a staff block on the player (identity's
-- users.blocked_at: sign-in refused until unblocked, unlike the lock-out of locked_at that ends by
-- itself), internal notes about a player, and balance adjustments (four eyes above a threshold).
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "player_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"operator_id" bigint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_notes_text_check" CHECK (char_length("text") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "balance_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"requested_by" bigint NOT NULL,
	"decided_by" bigint,
	"decision_reason" text,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "balance_adjustments_amount_check" CHECK ("amount_cents" <> 0),
	CONSTRAINT "balance_adjustments_status_check" CHECK ("status" in ('requested', 'posted', 'rejected')),
	-- Four eyes: whoever decides a request is not whoever made it (the service says so first).
	CONSTRAINT "balance_adjustments_four_eyes_check" CHECK ("decided_by" is null or "decided_by" <> "requested_by"),
	CONSTRAINT "balance_adjustments_posted_check" CHECK ("status" <> 'posted' or "ledger_transaction_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "player_notes_player_idx" ON "player_notes" USING btree ("player_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "balance_adjustments_player_key_idx" ON "balance_adjustments" USING btree ("player_id","idempotency_key");
--> statement-breakpoint
CREATE INDEX "balance_adjustments_status_idx" ON "balance_adjustments" USING btree ("status","id");
--> statement-breakpoint
-- Identity's sign-in history: one row per session opened (sign-in or sign-up), kept after the
-- session ends, for the back office's player 360 (IP, country when known, device).
CREATE TABLE "sign_in_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"ip" text,
	"user_agent" text,
	"country" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_history" ADD CONSTRAINT "sign_in_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sign_in_history_user_idx" ON "sign_in_history" USING btree ("user_id","id");
