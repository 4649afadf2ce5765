-- The feedback box: built-in roles never edited through the app (version 1) take the defaults of
-- apps/server/src/db/seed/built-in-roles.ts. Everyone sends to the box (teachers and the education
-- deputy get feedback-box.add); reading, answering and removing its messages stays with the school
-- manager, so the office and the training deputy, who held every communication permission, no
-- longer read them (a message may be about them).
UPDATE roles SET permissions = permissions || ARRAY['feedback-box.add']::text[]
WHERE built_in AND name IN ('دبیر', 'معاون آموزشی') AND version = 1
  AND NOT ('feedback-box.add' = ANY(permissions));
--> statement-breakpoint
UPDATE roles SET permissions = ARRAY(
  SELECT u.p FROM unnest(permissions) WITH ORDINALITY AS u(p, i)
  WHERE u.p NOT IN ('feedback-box.list', 'feedback-box.edit', 'feedback-box.delete')
  ORDER BY u.i
)
WHERE built_in AND name IN ('کادر اداری', 'معاون پرورشی') AND version = 1;
