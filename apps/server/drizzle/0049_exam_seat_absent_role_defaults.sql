-- Marking an exam venue's absentees (exam-seat.absent): built-in roles never edited through the app
-- (version 1) take the defaults of apps/server/src/db/seed/built-in-roles.ts. The school manager and
-- the education deputy run exam logistics; teachers supervise venues and mark their own venue's
-- absentees at the door.
UPDATE roles SET permissions = permissions || ARRAY['exam-seat.absent']::text[]
WHERE built_in AND name IN ('مدیر مدرسه', 'معاون آموزشی', 'دبیر') AND version = 1
  AND NOT ('exam-seat.absent' = ANY(permissions));
