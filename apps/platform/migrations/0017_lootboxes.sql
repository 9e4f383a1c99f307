CREATE TABLE "lootbox_templates" (
	"key" text PRIMARY KEY NOT NULL,
	"titles" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"valid_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_lootboxes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"template_key" text NOT NULL,
	"source_key" text NOT NULL,
	"strategy" text NOT NULL,
	"currency" text NOT NULL,
	"stage" text NOT NULL,
	"items" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text,
	"nonce" integer DEFAULT 0 NOT NULL,
	"prize_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	CONSTRAINT "player_lootboxes_stage_check" CHECK ("player_lootboxes"."stage" in ('issued', 'opened', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "player_lootboxes" ADD CONSTRAINT "player_lootboxes_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_lootboxes" ADD CONSTRAINT "player_lootboxes_template_key_lootbox_templates_key_fk" FOREIGN KEY ("template_key") REFERENCES "lootbox_templates"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_lootboxes" ADD CONSTRAINT "player_lootboxes_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_lootboxes_source_key" ON "player_lootboxes" USING btree ("player_id","source_key");--> statement-breakpoint
CREATE INDEX "player_lootboxes_player_idx" ON "player_lootboxes" USING btree ("player_id","created_at");--> statement-breakpoint
ALTER TABLE "loyalty_point_moves" DROP CONSTRAINT "loyalty_point_moves_kind_check";--> statement-breakpoint
ALTER TABLE "loyalty_point_moves" ADD CONSTRAINT "loyalty_point_moves_kind_check" CHECK ("loyalty_point_moves"."kind" in ('accrual', 'level_reward', 'exchange', 'lootbox'));
