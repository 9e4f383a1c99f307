-- Four eyes on large withdrawals (issue 17): a withdrawal above WITHDRAWAL_FOUR_EYES_CENTS is paid
-- out only when a second finance operator, other than the one recorded here, approves it. One row
-- per payment: the first approval (the second one pays out and is in the audit log).
CREATE TABLE "withdrawal_approvals" (
	"payment_id" bigint PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"approved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawal_approvals" ADD CONSTRAINT "withdrawal_approvals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "withdrawal_approvals" ADD CONSTRAINT "withdrawal_approvals_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "withdrawal_approvals_operator_idx" ON "withdrawal_approvals" USING btree ("operator_id");
