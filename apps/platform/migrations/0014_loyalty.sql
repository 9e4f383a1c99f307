CREATE TABLE "loyalty_accrual_rates" (
	"category" text PRIMARY KEY NOT NULL,
	"wager_eur_cents_per_point" integer NOT NULL,
	CONSTRAINT "loyalty_accrual_rates_positive_check" CHECK ("loyalty_accrual_rates"."wager_eur_cents_per_point" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_balances" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"level_id" text NOT NULL,
	"persistent_points" bigint DEFAULT 0 NOT NULL,
	"chargeable_points" bigint DEFAULT 0 NOT NULL,
	"millipoints" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_balances_points_check" CHECK ("loyalty_balances"."persistent_points" >= 0 and "loyalty_balances"."chargeable_points" >= 0 and "loyalty_balances"."millipoints" between 0 and 999)
);
--> statement-breakpoint
CREATE TABLE "loyalty_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_exchange_rates" (
	"level_id" text NOT NULL,
	"currency" text NOT NULL,
	"points" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "loyalty_exchange_rates_level_id_currency_pk" PRIMARY KEY("level_id","currency"),
	CONSTRAINT "loyalty_exchange_rates_positive_check" CHECK ("loyalty_exchange_rates"."points" > 0 and "loyalty_exchange_rates"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_levels" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"min_points" integer NOT NULL,
	"max_points" integer,
	"league" text NOT NULL,
	"cashback_percent" integer DEFAULT 0 NOT NULL,
	"withdrawal_limit_eur" integer NOT NULL,
	"benefits" text[] NOT NULL,
	"rewards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "loyalty_levels_position_unique" UNIQUE("position"),
	CONSTRAINT "loyalty_levels_league_check" CHECK ("loyalty_levels"."league" in ('rookie', 'premier', 'high')),
	CONSTRAINT "loyalty_levels_points_check" CHECK ("loyalty_levels"."min_points" >= 0 and ("loyalty_levels"."max_points" is null or "loyalty_levels"."max_points" > "loyalty_levels"."min_points"))
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"persistent_points" bigint NOT NULL,
	"chargeable_points" bigint NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_point_moves_key_key" UNIQUE("key"),
	CONSTRAINT "loyalty_point_moves_kind_check" CHECK ("loyalty_point_moves"."kind" in ('accrual', 'level_reward', 'exchange'))
);
--> statement-breakpoint
ALTER TABLE "loyalty_balances" ADD CONSTRAINT "loyalty_balances_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_balances" ADD CONSTRAINT "loyalty_balances_level_id_loyalty_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "loyalty_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_exchange_rates" ADD CONSTRAINT "loyalty_exchange_rates_level_id_loyalty_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "loyalty_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_exchange_rates" ADD CONSTRAINT "loyalty_exchange_rates_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_moves" ADD CONSTRAINT "loyalty_point_moves_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_point_moves_player_idx" ON "loyalty_point_moves" USING btree ("player_id");
