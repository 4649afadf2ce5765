-- A teacher creates class quizzes for their own course groups ("my exams"): the built-in teacher
-- role gains adding and deleting exams (the exams binding keeps them to their own groups, and to
-- exams all of whose groups are theirs). Not editing: exams.edit also locks and unlocks scores.
-- Only a role never edited through the app (version 1) changes, as with the other built-in role
-- defaults.
UPDATE roles SET permissions = permissions || ARRAY(
  SELECT p FROM unnest(ARRAY['exams.add', 'exams.delete']::text[]) AS p
  WHERE NOT (p = ANY(permissions))
)
WHERE built_in AND name = 'دبیر' AND version = 1;
