CREATE TABLE "tournaments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"frontend_identifier" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"strategy" text NOT NULL,
	"currency" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"min_bet" bigint DEFAULT 0 NOT NULL,
	"max_bet" bigint,
	"games" jsonb NOT NULL,
	"games_taken_limit" integer DEFAULT 0 NOT NULL,
	"user_confirmation_required" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"cancel_reason" text,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tournaments_strategy_check" CHECK ("tournaments"."strategy" in ('bet', 'win', 'rate', 'spin', 'points')),
	CONSTRAINT "tournaments_status_check" CHECK ("tournaments"."status" in ('new', 'started', 'ended', 'canceled')),
	CONSTRAINT "tournaments_period_check" CHECK ("tournaments"."start_at" < "tournaments"."end_at")
);
--> statement-breakpoint
CREATE TABLE "tournament_prizes" (
	"tournament_id" bigint NOT NULL,
	"place" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"wager_multiplier" integer DEFAULT 0 NOT NULL,
	"freespins_count" integer DEFAULT 0 NOT NULL,
	"player_id" bigint,
	"paid_at" timestamp with time zone,
	CONSTRAINT "tournament_prizes_tournament_id_place_pk" PRIMARY KEY("tournament_id","place"),
	CONSTRAINT "tournament_prizes_kind_check" CHECK ("tournament_prizes"."kind" in ('money', 'bonus', 'freespins')),
	CONSTRAINT "tournament_prizes_place_check" CHECK ("tournament_prizes"."place" >= 1),
	CONSTRAINT "tournament_prizes_amount_check" CHECK ("tournament_prizes"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_players" (
	"tournament_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"bet_total" bigint DEFAULT 0 NOT NULL,
	"win_total" bigint DEFAULT 0 NOT NULL,
	"rate" double precision DEFAULT 0 NOT NULL,
	"games_taken" integer DEFAULT 0 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone,
	"place" integer,
	"prize_paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_players_tournament_id_player_id_pk" PRIMARY KEY("tournament_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_seed_key" ON "tournaments" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "tournaments_status_idx" ON "tournaments" USING btree ("status","start_at");--> statement-breakpoint
CREATE INDEX "tournament_players_player_idx" ON "tournament_players" USING btree ("player_id");
