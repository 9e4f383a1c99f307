CREATE TABLE "lotteries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"frontend_identifier" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"deposit_scale" jsonb NOT NULL,
	"max_tickets_per_player" integer,
	"tickets_count" integer DEFAULT 0 NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text,
	"tickets_closed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lotteries_status_check" CHECK ("lotteries"."status" in ('new', 'started', 'drawn', 'canceled')),
	CONSTRAINT "lotteries_times_check" CHECK ("lotteries"."start_at" < "lotteries"."end_at" and "lotteries"."end_at" <= "lotteries"."draw_at"),
	CONSTRAINT "lotteries_max_tickets_check" CHECK ("lotteries"."max_tickets_per_player" is null or "lotteries"."max_tickets_per_player" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lottery_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"payment_id" bigint,
	"award_place" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_prizes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lottery_id" bigint NOT NULL,
	"place" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"wager_multiplier" integer DEFAULT 0 NOT NULL,
	"freespins_count" integer DEFAULT 0 NOT NULL,
	"ticket_id" bigint,
	"player_id" bigint,
	"paid_at" timestamp with time zone,
	CONSTRAINT "lottery_prizes_kind_check" CHECK ("lottery_prizes"."kind" in ('money', 'bonus', 'freespins')),
	CONSTRAINT "lottery_prizes_place_check" CHECK ("lottery_prizes"."place" > 0),
	CONSTRAINT "lottery_prizes_amount_check" CHECK ("lottery_prizes"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_deposits" (
	"payment_id" bigint PRIMARY KEY NOT NULL,
	"lottery_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"tickets_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lotteries" ADD CONSTRAINT "lotteries_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_ticket_id_lottery_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "lottery_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_deposits" ADD CONSTRAINT "lottery_deposits_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_deposits" ADD CONSTRAINT "lottery_deposits_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lotteries_frontend_identifier_key" ON "lotteries" USING btree ("frontend_identifier");--> statement-breakpoint
CREATE INDEX "lotteries_status_idx" ON "lotteries" USING btree ("status","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_tickets_number_key" ON "lottery_tickets" USING btree ("lottery_id","number");--> statement-breakpoint
CREATE INDEX "lottery_tickets_player_idx" ON "lottery_tickets" USING btree ("player_id","lottery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_prizes_place_key" ON "lottery_prizes" USING btree ("lottery_id","place");
