CREATE TABLE "user_limits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"type" text NOT NULL,
	"period" text NOT NULL,
	"minutes" integer,
	"pending_minutes" integer,
	"increase_requested_at" timestamp with time zone,
	"removal_requested_at" timestamp with time zone,
	"pending_token" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_limits_player_type_period_key" UNIQUE("player_id","type","period"),
	CONSTRAINT "user_limits_pending_token_key" UNIQUE("pending_token"),
	CONSTRAINT "user_limits_type_check" CHECK ("user_limits"."type" in ('deposit', 'loss', 'wager', 'session')),
	CONSTRAINT "user_limits_period_check" CHECK ("user_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "user_limits_minutes_check" CHECK (("user_limits"."type" = 'session') = ("user_limits"."minutes" is not null) and ("user_limits"."minutes" is null or "user_limits"."minutes" > 0))
);
--> statement-breakpoint
CREATE TABLE "user_limit_amounts" (
	"limit_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"pending_amount_cents" bigint,
	CONSTRAINT "user_limit_amounts_limit_id_currency_pk" PRIMARY KEY("limit_id","currency"),
	CONSTRAINT "user_limit_amounts_amount_check" CHECK ("user_limit_amounts"."amount_cents" > 0),
	CONSTRAINT "user_limit_amounts_pending_check" CHECK ("user_limit_amounts"."pending_amount_cents" is null or "user_limit_amounts"."pending_amount_cents" > "user_limit_amounts"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "user_limits" ADD CONSTRAINT "user_limits_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_limit_amounts" ADD CONSTRAINT "user_limit_amounts_limit_id_user_limits_id_fk" FOREIGN KEY ("limit_id") REFERENCES "user_limits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_limit_amounts" ADD CONSTRAINT "user_limit_amounts_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_limit_amounts_currency_idx" ON "user_limit_amounts" USING btree ("currency");
