-- The year's turn: built-in roles never edited through the app (version 1) take the defaults of
-- apps/server/src/db/seed/built-in-roles.ts. The school manager rolls the school over to the new year;
-- the manager, the education deputy and the office read transcripts and transfer students out.
-- Making the next year and closing one are the network's (the system manager holds everything).
UPDATE roles SET permissions = permissions || ARRAY(
  SELECT p FROM unnest(ARRAY['year-rollover.run', 'students.transcript', 'students.transfer']::text[]) AS p
  WHERE NOT (p = ANY(permissions))
)
WHERE built_in AND name = 'مدیر مدرسه' AND version = 1;
--> statement-breakpoint
UPDATE roles SET permissions = permissions || ARRAY(
  SELECT p FROM unnest(ARRAY['students.transcript', 'students.transfer']::text[]) AS p
  WHERE NOT (p = ANY(permissions))
)
WHERE built_in AND name IN ('معاون آموزشی', 'کادر اداری') AND version = 1;
