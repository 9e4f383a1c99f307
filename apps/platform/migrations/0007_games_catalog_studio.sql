CREATE TABLE "favorite_games" (
	"player_id" bigint NOT NULL,
	"game_currency_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_player_id_game_currency_id_pk" PRIMARY KEY("player_id","game_currency_id")
);
--> statement-breakpoint
CREATE TABLE "game_currencies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"jackpot" bigint,
	CONSTRAINT "game_currencies_game_currency_key" UNIQUE("game_id","currency"),
	CONSTRAINT "game_currencies_jackpot_check" CHECK ("game_currencies"."jackpot" is null or "game_currencies"."jackpot" >= 0)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"provider_id" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"categories" text[] NOT NULL,
	"devices" text[] NOT NULL,
	"lines" integer,
	"ways" integer,
	"volatility_rating" text,
	"hit_rate" text,
	"payout" text,
	"popularity" integer NOT NULL,
	"released_at" date NOT NULL,
	"studio_title" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_identifier_unique" UNIQUE("identifier"),
	CONSTRAINT "games_provider_slug_key" UNIQUE("provider_id","slug")
);
--> statement-breakpoint
CREATE TABLE "player_game_settings" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_game_settings_interval_check" CHECK ("player_game_settings"."reality_check_minutes" between 1 and 480)
);
--> statement-breakpoint
CREATE TABLE "studio_demo_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"game_id" text NOT NULL,
	"balance" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studio_demo_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "studio_plays" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"game_session_id" bigint,
	"demo_session_id" bigint,
	"player_id" bigint,
	"title_id" text NOT NULL,
	"currency" text NOT NULL,
	"round_ref" text NOT NULL,
	"state_before" jsonb,
	"action" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"round_closed" boolean NOT NULL,
	"status" text NOT NULL,
	"balance_before" bigint,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "studio_plays_seed_nonce_key" UNIQUE("seed_id","nonce"),
	CONSTRAINT "studio_plays_status_check" CHECK ("studio_plays"."status" in ('pending', 'settled', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "studio_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint,
	"demo_session_id" bigint,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "studio_seeds_owner_check" CHECK (("studio_seeds"."player_id" is null) <> ("studio_seeds"."demo_session_id" is null))
);
--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "launch_url" text;--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_currency_id_game_currencies_id_fk" FOREIGN KEY ("game_currency_id") REFERENCES "game_currencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_currencies" ADD CONSTRAINT "game_currencies_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_currencies" ADD CONSTRAINT "game_currencies_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_settings" ADD CONSTRAINT "player_game_settings_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_plays" ADD CONSTRAINT "studio_plays_seed_id_studio_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "studio_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_plays" ADD CONSTRAINT "studio_plays_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_plays" ADD CONSTRAINT "studio_plays_demo_session_id_studio_demo_sessions_id_fk" FOREIGN KEY ("demo_session_id") REFERENCES "studio_demo_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_plays" ADD CONSTRAINT "studio_plays_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_seeds" ADD CONSTRAINT "studio_seeds_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_seeds" ADD CONSTRAINT "studio_seeds_demo_session_id_studio_demo_sessions_id_fk" FOREIGN KEY ("demo_session_id") REFERENCES "studio_demo_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_currencies_currency_idx" ON "game_currencies" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "games_provider_idx" ON "games" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "games" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "studio_plays_player_idx" ON "studio_plays" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "studio_plays_pending_idx" ON "studio_plays" USING btree ("status") WHERE "studio_plays"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seeds_active_player_key" ON "studio_seeds" USING btree ("player_id") WHERE "studio_seeds"."revealed_at" is null and "studio_seeds"."player_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seeds_active_demo_key" ON "studio_seeds" USING btree ("demo_session_id") WHERE "studio_seeds"."revealed_at" is null and "studio_seeds"."demo_session_id" is not null;