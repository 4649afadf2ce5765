-- The year's results: built-in roles never edited through the app (version 1) take the defaults of
-- apps/server/src/db/seed/built-in-roles.ts (the assessment group): the school manager and the
-- education deputy read the results, set an outcome by hand, keep the make-up exams and their scores.
UPDATE roles SET permissions = permissions || ARRAY(
  SELECT p FROM unnest(ARRAY[
    'year-results.list', 'year-results.edit', 'makeup-exams.list', 'makeup-exams.add',
    'makeup-exams.edit', 'makeup-exams.delete', 'makeup-exams.scores'
  ]::text[]) AS p
  WHERE NOT (p = ANY(permissions))
)
WHERE built_in AND name IN ('مدیر مدرسه', 'معاون آموزشی') AND version = 1;
