CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"player_id" bigint,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_method_fields" (
	"method_id" text NOT NULL,
	"action" text NOT NULL,
	"field_name" text NOT NULL,
	"translation_key" text NOT NULL,
	"type" text NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"hosted" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_method_fields_method_id_action_field_name_pk" PRIMARY KEY("method_id","action","field_name")
);
--> statement-breakpoint
CREATE TABLE "payment_method_limits" (
	"method_id" text NOT NULL,
	"currency" text NOT NULL,
	"action" text NOT NULL,
	"min_cents" bigint NOT NULL,
	"max_cents" bigint NOT NULL,
	CONSTRAINT "payment_method_limits_method_id_currency_action_pk" PRIMARY KEY("method_id","currency","action"),
	CONSTRAINT "payment_method_limits_action_check" CHECK ("payment_method_limits"."action" in ('deposit', 'cashout')),
	CONSTRAINT "payment_method_limits_range_check" CHECK (0 < "payment_method_limits"."min_cents" and "payment_method_limits"."min_cents" <= "payment_method_limits"."max_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"translation_key" text NOT NULL,
	"icon_src" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payment_methods_type_check" CHECK ("payment_methods"."type" in ('cards', 'crypto', 'bank_transfer', 'direct', 'voucher'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"action" text NOT NULL,
	"method_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"success" boolean DEFAULT false NOT NULL,
	"recallable" boolean DEFAULT false NOT NULL,
	"method_fields_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "payments_gateway_reference_key" UNIQUE("gateway_reference"),
	CONSTRAINT "payments_action_check" CHECK ("payments"."action" in ('deposit', 'cashout')),
	CONSTRAINT "payments_state_check" CHECK ("payments"."state" in ('pending', 'processing', 'succeeded', 'declined', 'rejected', 'canceled', 'recalled')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "outbox_events" ADD CONSTRAINT "outbox_events_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_fields" ADD CONSTRAINT "payment_method_fields_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_limits" ADD CONSTRAINT "payment_method_limits_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_limits" ADD CONSTRAINT "payment_method_limits_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_events_undelivered_idx" ON "outbox_events" USING btree ("id") WHERE "outbox_events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "payments_player_idx" ON "payments" USING btree ("player_id","created_at");