-- Sida: built-in roles never edited through the app (version 1) take the defaults of
-- apps/server/src/db/seed/built-in-roles.ts. The education deputy, who keeps the scores, brings Sida's
-- class lists and results and records scores to Sida (sida.exchange); the school manager already
-- holds it. The connector's settings (sida.settings) are the network's alone.
UPDATE roles SET permissions = permissions || ARRAY['sida.exchange']::text[]
WHERE built_in AND name IN ('معاون آموزشی', 'مدیر مدرسه') AND version = 1
  AND NOT ('sida.exchange' = ANY(permissions));
