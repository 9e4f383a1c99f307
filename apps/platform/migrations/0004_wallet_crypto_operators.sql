CREATE TABLE "operator_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"operator_id" bigint NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "operators_role_check" CHECK ("operators"."role" in ('admin', 'finance', 'support'))
);
--> statement-breakpoint
CREATE TABLE "crypto_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_addresses_player_currency_key" UNIQUE("player_id","currency"),
	CONSTRAINT "crypto_addresses_address_key" UNIQUE("currency","address")
);
--> statement-breakpoint
CREATE TABLE "crypto_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"tx_hash" text NOT NULL,
	"address" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"payment_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_transfers_tx_key" UNIQUE("currency","tx_hash"),
	CONSTRAINT "crypto_transfers_amount_check" CHECK ("crypto_transfers"."amount_cents" > 0),
	CONSTRAINT "crypto_transfers_confirmations_check" CHECK ("crypto_transfers"."confirmations" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_account_settings" (
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"selected_lottery_id" integer,
	CONSTRAINT "wallet_account_settings_player_id_currency_pk" PRIMARY KEY("player_id","currency")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "player_choices" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_audit_log" ADD CONSTRAINT "operator_audit_log_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_addresses" ADD CONSTRAINT "crypto_addresses_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_addresses" ADD CONSTRAINT "crypto_addresses_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_transfers" ADD CONSTRAINT "crypto_transfers_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_transfers" ADD CONSTRAINT "crypto_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_account_settings" ADD CONSTRAINT "wallet_account_settings_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_account_settings" ADD CONSTRAINT "wallet_account_settings_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_audit_log_operator_idx" ON "operator_audit_log" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_sessions_token_idx" ON "operator_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_lower_idx" ON "operators" USING btree (lower("email"));--> statement-breakpoint
-- The audit log is append-only: no operator action can be edited or erased afterwards, not even by
-- hand-written SQL of the application role.
-- Current definition: sql/functions/operator_audit_log_append_only.sql (applied on every start).
CREATE FUNCTION operator_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER operator_audit_log_no_change BEFORE UPDATE OR DELETE ON "operator_audit_log"
  FOR EACH ROW EXECUTE FUNCTION operator_audit_log_append_only();
