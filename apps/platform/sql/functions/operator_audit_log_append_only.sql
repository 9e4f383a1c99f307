-- The audit log is append-only: no operator action can be edited or erased afterwards, not even by
-- hand-written SQL of the application role (trigger operator_audit_log_no_change).
CREATE OR REPLACE FUNCTION operator_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
