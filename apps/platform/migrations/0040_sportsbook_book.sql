-- Our own pre-match sportsbook (issue 19, src/sportsbook/book/): sports, competitions, events,
-- markets and selections with an exact price (decimal odds as a fraction) and its history; the
-- bets of our book (each one a `sportsbook_bets` row of vendor "house", so the ledger, limits,
-- exclusions and statements are the wallet's) with their legs; the liability per selection; the
-- book's settings per currency; and the operator role "trader".
ALTER TABLE "operators" DROP CONSTRAINT "operators_role_check";--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role_check" CHECK ("operators"."role" in ('admin', 'finance', 'support', 'compliance', 'marketing', 'trader'));--> statement-breakpoint
CREATE TABLE "sportsbook_sports" (
  "id" bigserial PRIMARY KEY,
  "name" text NOT NULL,
  "slug" text NOT NULL UNIQUE,
  "position" integer DEFAULT 0 NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_competitions" (
  "id" bigserial PRIMARY KEY,
  "sport_id" bigint NOT NULL REFERENCES "sportsbook_sports"("id"),
  "name" text NOT NULL,
  "slug" text NOT NULL,
  "region" text DEFAULT '' NOT NULL,
  "position" integer DEFAULT 0 NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "sportsbook_competitions_slug" UNIQUE ("sport_id", "slug")
);
--> statement-breakpoint
CREATE TABLE "sportsbook_events" (
  "id" bigserial PRIMARY KEY,
  "competition_id" bigint NOT NULL REFERENCES "sportsbook_competitions"("id"),
  "name" text NOT NULL,
  "home" text,
  "away" text,
  "start_at" timestamp with time zone NOT NULL,
  "status" text DEFAULT 'scheduled' NOT NULL,
  "demo_draw" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "sportsbook_events_status_check" CHECK ("status" in ('scheduled', 'started', 'finished', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "sportsbook_events_start" ON "sportsbook_events" ("status", "start_at");
--> statement-breakpoint
CREATE INDEX "sportsbook_events_competition" ON "sportsbook_events" ("competition_id", "start_at");
--> statement-breakpoint
CREATE TABLE "sportsbook_markets" (
  "id" bigserial PRIMARY KEY,
  "event_id" bigint NOT NULL REFERENCES "sportsbook_events"("id"),
  "type" text NOT NULL,
  "name" text NOT NULL,
  "line" text,
  "status" text DEFAULT 'open' NOT NULL,
  "main" boolean DEFAULT false NOT NULL,
  "position" integer DEFAULT 0 NOT NULL,
  "settled_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "sportsbook_markets_status_check" CHECK ("status" in ('open', 'suspended', 'settled', 'void'))
);
--> statement-breakpoint
CREATE INDEX "sportsbook_markets_event" ON "sportsbook_markets" ("event_id", "position");
--> statement-breakpoint
CREATE TABLE "sportsbook_selections" (
  "id" bigserial PRIMARY KEY,
  "market_id" bigint NOT NULL REFERENCES "sportsbook_markets"("id"),
  "name" text NOT NULL,
  "price_num" bigint NOT NULL,
  "price_den" bigint NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  "position" integer DEFAULT 0 NOT NULL,
  "result" text,
  "dead_heat_num" bigint,
  "dead_heat_den" bigint,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "sportsbook_selections_price_check" CHECK ("price_den" > 0 AND "price_num" > "price_den"),
  CONSTRAINT "sportsbook_selections_result_check" CHECK ("result" in ('won', 'lost', 'void', 'dead_heat', 'half_won', 'half_lost'))
);
--> statement-breakpoint
CREATE INDEX "sportsbook_selections_market" ON "sportsbook_selections" ("market_id", "position");
--> statement-breakpoint
CREATE TABLE "sportsbook_price_history" (
  "id" bigserial PRIMARY KEY,
  "selection_id" bigint NOT NULL REFERENCES "sportsbook_selections"("id"),
  "price_num" bigint NOT NULL,
  "price_den" bigint NOT NULL,
  "operator_id" bigint REFERENCES "operators"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sportsbook_price_history_selection" ON "sportsbook_price_history" ("selection_id", "id" DESC);
--> statement-breakpoint
CREATE TABLE "sportsbook_book_settings" (
  "currency" text PRIMARY KEY REFERENCES "currencies"("code"),
  "min_stake" bigint NOT NULL,
  "max_stake" bigint NOT NULL,
  "max_event_stake" bigint NOT NULL,
  "max_payout" bigint NOT NULL,
  "liability_limit" bigint NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "sportsbook_book_settings_amounts_check" CHECK ("min_stake" > 0 AND "max_stake" >= "min_stake" AND "max_event_stake" >= "min_stake" AND "max_payout" >= 0 AND "liability_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "sportsbook_book_slips" (
  "id" bigserial PRIMARY KEY,
  "player_id" bigint NOT NULL REFERENCES "users"("id"),
  "idempotency_key" text NOT NULL,
  "request_hash" text NOT NULL,
  "receipt" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "sportsbook_book_slips_key" UNIQUE ("player_id", "idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sportsbook_book_bets" (
  "id" bigserial PRIMARY KEY,
  "slip_id" bigint NOT NULL REFERENCES "sportsbook_book_slips"("id"),
  "wallet_bet_id" bigint NOT NULL REFERENCES "sportsbook_bets"("id"),
  "placement_id" bigint NOT NULL,
  "player_id" bigint NOT NULL REFERENCES "users"("id"),
  "currency" text NOT NULL REFERENCES "currencies"("code"),
  "stake" bigint NOT NULL,
  "total_num" bigint NOT NULL,
  "total_den" bigint NOT NULL,
  "max_payout" bigint NOT NULL,
  "potential_return" bigint NOT NULL,
  "capped" boolean DEFAULT false NOT NULL,
  "status" text DEFAULT 'open' NOT NULL,
  "return_amount" bigint,
  "settlements" integer DEFAULT 0 NOT NULL,
  "settled_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "sportsbook_book_bets_status_check" CHECK ("status" in ('open', 'won', 'lost', 'void', 'half_won', 'half_lost', 'settled')),
  CONSTRAINT "sportsbook_book_bets_amounts_check" CHECK ("stake" > 0 AND "potential_return" >= 0 AND ("return_amount" IS NULL OR "return_amount" >= 0))
);
--> statement-breakpoint
CREATE INDEX "sportsbook_book_bets_player" ON "sportsbook_book_bets" ("player_id", "id" DESC);
--> statement-breakpoint
CREATE TABLE "sportsbook_book_legs" (
  "id" bigserial PRIMARY KEY,
  "bet_id" bigint NOT NULL REFERENCES "sportsbook_book_bets"("id"),
  "selection_id" bigint NOT NULL REFERENCES "sportsbook_selections"("id"),
  "market_id" bigint NOT NULL REFERENCES "sportsbook_markets"("id"),
  "event_id" bigint NOT NULL REFERENCES "sportsbook_events"("id"),
  "price_num" bigint NOT NULL,
  "price_den" bigint NOT NULL,
  "result" text,
  "dead_heat_num" bigint,
  "dead_heat_den" bigint
);
--> statement-breakpoint
CREATE INDEX "sportsbook_book_legs_bet" ON "sportsbook_book_legs" ("bet_id");
--> statement-breakpoint
CREATE INDEX "sportsbook_book_legs_market" ON "sportsbook_book_legs" ("market_id");
--> statement-breakpoint
CREATE INDEX "sportsbook_book_legs_event" ON "sportsbook_book_legs" ("event_id");
--> statement-breakpoint
CREATE TABLE "sportsbook_liability" (
  "selection_id" bigint NOT NULL REFERENCES "sportsbook_selections"("id"),
  "currency" text NOT NULL REFERENCES "currencies"("code"),
  "stake" bigint DEFAULT 0 NOT NULL,
  "potential_return" bigint DEFAULT 0 NOT NULL,
  "bets" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "sportsbook_liability_pk" PRIMARY KEY ("selection_id", "currency")
);
