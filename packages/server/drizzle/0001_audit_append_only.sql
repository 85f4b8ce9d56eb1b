-- The audit log is append-only: history is never edited or deleted, even by the application.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
ALTER TABLE users ADD CONSTRAINT users_role_valid CHECK (role IN ('Admin', 'User'));
--> statement-breakpoint
ALTER TABLE users ADD CONSTRAINT users_status_valid CHECK (status IN ('pending', 'active', 'disabled'));
