-- What a user may do (access/user-access.ts) is kept per access token and must be forgotten the
-- moment a role, a role's permissions, a user's roles, a user's name or the schools change: the same
-- notice as the session checks' (0022) tells every server, whoever made the change.
CREATE TRIGGER roles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
CREATE TRIGGER user_roles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
CREATE TRIGGER schools_changed AFTER INSERT OR UPDATE OF name OR DELETE OR TRUNCATE ON schools
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
DROP TRIGGER users_changed ON users;--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OF active, current_school_id, current_academic_year_id, username, full_name OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
-- The network's shared data (complexes, academic years and terms, majors, course plans, roles, adding
-- or removing a school) is written only by network-wide users: the built-in school roles lose those
-- permissions (packages/shared/src/permissions.ts NETWORK_WRITE_PERMISSIONS). Roles a network edited
-- keep their text; the server ignores these keys for school-bound users anyway.
UPDATE roles SET permissions = ARRAY(
  SELECT p FROM unnest(permissions) AS p
  WHERE p NOT IN (
    'complexes.add', 'complexes.edit', 'complexes.delete',
    'academic-years.add', 'academic-years.edit', 'academic-years.delete',
    'major.add', 'major.edit', 'major.delete',
    'course-plans.add', 'course-plans.edit', 'course-plans.delete',
    'roles.add', 'roles.edit', 'roles.delete',
    'schools.add', 'schools.delete'
  )
)
WHERE built_in AND NOT is_system;
--> statement-breakpoint
-- The attendance list shows a teacher only their own groups' rows; the office and the training deputy
-- read every group's, as before, through attendance.all-groups (without attendance.add they write none).
UPDATE roles SET permissions = array_append(permissions, 'attendance.all-groups')
WHERE built_in AND name IN ('کادر اداری', 'معاون پرورشی') AND NOT ('attendance.all-groups' = ANY(permissions));
