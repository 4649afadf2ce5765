-- Institutes' mock exams: built-in roles never edited through the app (version 1) take the defaults
-- of apps/server/src/db/seed/built-in-roles.ts. A school manager records the school's institute
-- exams and imports their results; an education deputy does too, sees the network's institutes
-- and the institute reports. Adding the institutes themselves stays with network-wide users.
UPDATE roles SET permissions = permissions || ARRAY(
  SELECT p FROM unnest(ARRAY[
    'corp-exams.list', 'corp-exams.add', 'corp-exams.edit', 'corp-exams.delete', 'corp-exams.import'
  ]::text[]) AS p
  WHERE NOT (p = ANY(permissions))
)
WHERE built_in AND name = 'مدیر مدرسه' AND version = 1;
--> statement-breakpoint
UPDATE roles SET permissions = permissions || ARRAY(
  SELECT p FROM unnest(ARRAY[
    'corps.list', 'corp-exams.list', 'corp-exams.add', 'corp-exams.edit', 'corp-exams.delete',
    'corp-exams.import', 'corp-reports.view'
  ]::text[]) AS p
  WHERE NOT (p = ANY(permissions))
)
WHERE built_in AND name = 'معاون آموزشی' AND version = 1;
