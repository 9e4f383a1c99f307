CREATE TABLE "bonus_definitions" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"titles" jsonb NOT NULL,
	"match_percent" integer,
	"amounts" jsonb NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"contributions" jsonb NOT NULL,
	"activation_days" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"freespins" jsonb,
	"first_deposit_only" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_definitions_code_unique" UNIQUE("code"),
	CONSTRAINT "bonus_definitions_kind_check" CHECK ("bonus_definitions"."kind" in ('welcome', 'deposit', 'registration', 'no_deposit', 'coupon')),
	CONSTRAINT "bonus_definitions_wager_check" CHECK ("bonus_definitions"."wager_multiplier" >= 0)
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"definition_id" integer NOT NULL,
	"source_key" text NOT NULL,
	"strategy" text NOT NULL,
	"currency" text NOT NULL,
	"stage" text NOT NULL,
	"amount" bigint NOT NULL,
	"wager_requirement" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"max_bet" bigint,
	"wager_multiplier" integer NOT NULL,
	"contributions" jsonb NOT NULL,
	"valid_days" integer NOT NULL,
	"activatable_until" timestamp with time zone,
	"valid_until" timestamp with time zone NOT NULL,
	"released" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "player_bonuses_stage_check" CHECK ("player_bonuses"."stage" in ('issued', 'active', 'handle_bets', 'wager_done', 'lost', 'expired', 'canceled')),
	CONSTRAINT "player_bonuses_amount_check" CHECK ("player_bonuses"."amount" >= 0 and "player_bonuses"."wagered" >= 0)
);
--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_definition_id_bonus_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "bonus_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_source_key" ON "player_bonuses" USING btree ("player_id","source_key");--> statement-breakpoint
CREATE INDEX "player_bonuses_player_idx" ON "player_bonuses" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_wagering" ON "player_bonuses" USING btree ("player_id","currency") WHERE "player_bonuses"."stage" in ('active', 'handle_bets');--> statement-breakpoint
CREATE INDEX "player_bonuses_open_idx" ON "player_bonuses" USING btree ("valid_until") WHERE "player_bonuses"."stage" in ('issued', 'active', 'handle_bets');--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('player', 'house', 'clearing', 'pending_withdrawal', 'bonus', 'player_bonus'));--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_bet" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_actions" ADD COLUMN "bonus_amount" bigint DEFAULT 0 NOT NULL;
