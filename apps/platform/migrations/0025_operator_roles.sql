-- Operator roles compliance and marketing (issue 17): the check follows the contract's
-- OPERATOR_ROLE_NAMES; what each role may do is the contract's OPERATOR_PERMISSIONS, not the database's.
ALTER TABLE "operators" DROP CONSTRAINT "operators_role_check";--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role_check" CHECK ("operators"."role" in ('admin', 'finance', 'support', 'compliance', 'marketing'));
