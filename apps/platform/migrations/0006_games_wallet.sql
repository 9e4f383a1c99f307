CREATE TABLE "game_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" text,
	"session_id" bigint,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference_transaction_id" text,
	"ledger_key" text,
	"tombstone" boolean DEFAULT false NOT NULL,
	"rolled_back_by" text,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_actions_provider_transaction_key" UNIQUE("provider_id","transaction_id"),
	CONSTRAINT "game_actions_kind_check" CHECK ("game_actions"."kind" in ('bet', 'win', 'rollback')),
	CONSTRAINT "game_actions_amount_check" CHECK ("game_actions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"round_id" text NOT NULL,
	"session_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"total_bet" bigint DEFAULT 0 NOT NULL,
	"total_win" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_provider_round_key" UNIQUE("provider_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"player_id" bigint NOT NULL,
	"provider_id" text NOT NULL,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"device" text NOT NULL,
	"max_bet" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "game_sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "game_sessions_device_check" CHECK ("game_sessions"."device" in ('desktop', 'mobile'))
);
--> statement-breakpoint
CREATE TABLE "provider_requests" (
	"provider_id" text NOT NULL,
	"request_id" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_requests_provider_id_request_id_pk" PRIMARY KEY("provider_id","request_id")
);
--> statement-breakpoint
ALTER TABLE "game_actions" ADD CONSTRAINT "game_actions_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_actions" ADD CONSTRAINT "game_actions_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_actions" ADD CONSTRAINT "game_actions_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_requests" ADD CONSTRAINT "provider_requests_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_actions_player_idx" ON "game_actions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "game_rounds_player_idx" ON "game_rounds" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "game_sessions_player_idx" ON "game_sessions" USING btree ("player_id");