-- A teacher's own survey report (survey-reports.own): built-in roles never edited through the app
-- (version 1) take the defaults of apps/server/src/db/seed/built-in-roles.ts. Teachers see their own
-- figures (each shown only from five answers up); the school manager and the training deputy, who
-- hold every survey permission, get it too.
UPDATE roles SET permissions = permissions || ARRAY['survey-reports.own']::text[]
WHERE built_in AND name IN ('دبیر', 'مدیر مدرسه', 'معاون پرورشی') AND version = 1
  AND NOT ('survey-reports.own' = ANY(permissions));
