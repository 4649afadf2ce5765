-- Every server keeps the answer of its per-request session check in memory (access/session-cache.ts)
-- and must forget it the moment what it read changes: a session revoked or deleted, a user
-- deactivated, deleted or given another current school or year, an academic year added, changed or
-- removed. These triggers tell every server listening on the channel, whoever made the change (another
-- server, the command line, an administrator in psql). The notice is sent when the change commits.
CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER auth_sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON auth_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OF active, current_school_id, current_academic_year_id OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
CREATE TRIGGER academic_years_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON academic_years
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
