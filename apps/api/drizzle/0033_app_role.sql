-- Issue 42, defect 9 (decision 0048): the app's queries run as pocket_app, a role that owns nothing. It reads and writes
-- the app's tables, but may only insert into and read the staff audit and its checkpoints: it can neither delete,
-- update or truncate them nor disable their triggers (ALTER TABLE needs the owner). The tables stay the connecting
-- role's, which runs the migrations. Roles belong to the cluster: several databases (deployments, test runs) share it.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'pocket_app') THEN
    CREATE ROLE pocket_app NOLOGIN;
  END IF;
EXCEPTION
  -- Another database's migration made it at the same moment.
  WHEN duplicate_object OR unique_violation THEN NULL;
  WHEN insufficient_privilege THEN
    RAISE EXCEPTION 'The database role pocket_app is missing and % may not create it. As a superuser run: CREATE ROLE pocket_app NOLOGIN; GRANT pocket_app TO %; then start Pocket again (docs/operations.md).', current_user, current_user;
END $$;
--> statement-breakpoint
-- The connecting role starts its connections as pocket_app (a superuser may already).
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'pocket_app', 'MEMBER') THEN
    EXECUTE format('GRANT pocket_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO pocket_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO pocket_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO pocket_app;
--> statement-breakpoint
-- Tables of later migrations (made by the same connecting role) get the same.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO pocket_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO pocket_app;
--> statement-breakpoint
-- The audit and its checkpoints: insert and read only.
REVOKE UPDATE, DELETE, TRUNCATE ON "staff_audit", "staff_audit_checkpoints" FROM pocket_app;
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "staff_audit", "staff_audit_checkpoints" FROM PUBLIC;
--> statement-breakpoint
-- And to the owner as well, by the same triggers as the audit's (the owner can drop them; a drop is visible).
CREATE OR REPLACE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION '% is append-only: % is refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$fn$;
--> statement-breakpoint
CREATE TRIGGER staff_audit_checkpoints_no_update_delete BEFORE UPDATE OR DELETE ON "staff_audit_checkpoints" FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER staff_audit_checkpoints_no_truncate BEFORE TRUNCATE ON "staff_audit_checkpoints" FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();
