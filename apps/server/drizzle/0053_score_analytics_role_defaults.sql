-- Score analytics of the Sida section: built-in roles never edited through the app (version 1) take
-- the defaults of apps/server/src/db/seed/built-in-roles.ts. The school manager and the education
-- deputy read the school's report-card analytics (sida.reports).
UPDATE roles SET permissions = permissions || ARRAY['sida.reports']::text[]
WHERE built_in AND name IN ('مدیر مدرسه', 'معاون آموزشی') AND version = 1
  AND NOT ('sida.reports' = ANY(permissions));
