ALTER TABLE "operators" ADD COLUMN "failed_sign_ins" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "locked_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD COLUMN "enrolment_pending" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Two-factor sign-in becomes required: sessions opened with a password alone end now, so every
-- operator signs in again (and enrols) under the new rules.
DELETE FROM "operator_sessions";
--> statement-breakpoint
CREATE TABLE "operator_two_factor" (
	"operator_id" bigint PRIMARY KEY NOT NULL,
	"pending_secret" text,
	"secret" text,
	"enabled_at" timestamp with time zone,
	"last_used_step" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_two_factor_enabled_check" CHECK ("enabled_at" is null or "secret" is not null)
);
--> statement-breakpoint
CREATE TABLE "operator_recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_two_factor" ADD CONSTRAINT "operator_two_factor_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "operator_recovery_codes" ADD CONSTRAINT "operator_recovery_codes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "operator_recovery_codes_operator_code_idx" ON "operator_recovery_codes" USING btree ("operator_id","code_hash");
--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");
