-- Built-in roles that keep the school's form templates (forms.list, the communication area) also
-- print them for students, as apps/server/src/db/seed/built-in-roles.ts now grants. Only roles never
-- edited through the app (version 1) change: a network's own choices stay.
UPDATE roles SET permissions = permissions || ARRAY['forms.print']::text[]
WHERE built_in AND version = 1 AND 'forms.list' = ANY(permissions) AND NOT ('forms.print' = ANY(permissions));
