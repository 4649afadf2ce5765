-- Built-in roles take the defaults of apps/server/src/db/seed/built-in-roles.ts: a school manager
-- gives their school's people accounts and roles (users.add, users.edit) and sees the roles to pick
-- from; an education deputy no longer edits the school's own record or details, removes students or
-- teachers, or manages office staff; the office no longer removes teachers or fellow staff. Only
-- roles never edited through the app (version 1) change: a network's own choices stay.
UPDATE roles SET permissions = permissions || ARRAY(
  SELECT p FROM unnest(ARRAY['users.add', 'users.edit', 'roles.list']::text[]) AS p
  WHERE NOT (p = ANY(permissions))
)
WHERE built_in AND name = 'مدیر مدرسه' AND version = 1;
--> statement-breakpoint
UPDATE roles SET permissions = ARRAY(
  SELECT u.p FROM unnest(permissions) WITH ORDINALITY AS u(p, i)
  WHERE u.p NOT IN (
    'schools.edit', 'school-information.edit', 'students.delete', 'teachers.delete',
    'office-manager.add', 'office-manager.edit', 'office-manager.delete', 'teacher-profile.edit'
  )
  ORDER BY u.i
)
WHERE built_in AND name = 'معاون آموزشی' AND version = 1;
--> statement-breakpoint
UPDATE roles SET permissions = ARRAY(
  SELECT u.p FROM unnest(permissions) WITH ORDINALITY AS u(p, i)
  WHERE u.p NOT IN ('teacher-profile.edit', 'teachers.delete', 'office-manager.delete')
  ORDER BY u.i
)
WHERE built_in AND name = 'کادر اداری' AND version = 1;
