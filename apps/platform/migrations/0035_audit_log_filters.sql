-- The audit browser's filters (issue 17): each structured filter reads an index, newest first by id.
-- The operator filter uses 0004's (operator_id, created_at); the player filter matches the target or
-- `details->>'player_id'` (a withdrawal decision targets the payment and names its player there).
CREATE INDEX "operator_audit_log_action_idx" ON "operator_audit_log" USING btree ("action","id");
--> statement-breakpoint
CREATE INDEX "operator_audit_log_target_idx" ON "operator_audit_log" USING btree ("target_type","target_id","id");
--> statement-breakpoint
CREATE INDEX "operator_audit_log_player_idx" ON "operator_audit_log" USING btree (("details"->>'player_id'));
--> statement-breakpoint
CREATE INDEX "operator_audit_log_created_idx" ON "operator_audit_log" USING btree ("created_at");
