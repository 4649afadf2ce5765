-- Online pre-registration: built-in roles never edited through the app (version 1) take the defaults
-- of apps/server/src/db/seed/built-in-roles.ts. The school manager and the office, who already hold
-- the applications' list and edit, also keep the school's pre-registration forms with their grades
-- and seats, decide applications (review, accept, reject) and enrol accepted applicants.
UPDATE roles SET permissions = permissions || ARRAY(
  SELECT p FROM unnest(ARRAY[
    'preregister-campaigns.list', 'preregister-campaigns.add', 'preregister-campaigns.edit',
    'preregister-campaigns.delete', 'preregister.decide', 'preregister.enrol'
  ]::text[]) AS p
  WHERE NOT (p = ANY(permissions))
)
WHERE built_in AND name IN ('مدیر مدرسه', 'کادر اداری') AND version = 1;
