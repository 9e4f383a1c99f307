CREATE TABLE "player_freespins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"definition_id" integer NOT NULL,
	"source_key" text NOT NULL,
	"currency" text NOT NULL,
	"game" text NOT NULL,
	"freespins_total" integer NOT NULL,
	"freespins_performed" integer DEFAULT 0 NOT NULL,
	"bet" bigint NOT NULL,
	"bet_level" integer NOT NULL,
	"stage" text NOT NULL,
	"activatable_until" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"valid_days" integer NOT NULL,
	"win_total" bigint DEFAULT 0 NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"max_win" bigint,
	"round_ref" text,
	"bonus_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "player_freespins_stage_check" CHECK ("player_freespins"."stage" in ('issued', 'activated', 'played', 'expired', 'canceled')),
	CONSTRAINT "player_freespins_count_check" CHECK ("player_freespins"."freespins_performed" >= 0 and "player_freespins"."freespins_performed" <= "player_freespins"."freespins_total" and "player_freespins"."bet" > 0 and "player_freespins"."win_total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_definition_id_bonus_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "bonus_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_freespins_source_key" ON "player_freespins" USING btree ("player_id","source_key");--> statement-breakpoint
CREATE INDEX "player_freespins_player_idx" ON "player_freespins" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "player_freespins_open_idx" ON "player_freespins" USING btree ("valid_until") WHERE "player_freespins"."stage" in ('issued', 'activated');
