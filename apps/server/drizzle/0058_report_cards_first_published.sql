-- A report card remembers when it was first published, also after it returns to draft: a card once
-- published is never removed by a computation (compute-report-cards.ts). Cards published before this
-- column take it from their publication, or from the audit log's record of it if they are drafts again.
ALTER TABLE "report_cards" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
UPDATE "report_cards" rc SET "first_published_at" = coalesce(
  (SELECT min(a."at") FROM "audit_log" a
    WHERE a."entity" = 'report-cards' AND a."entity_id" = rc."id" AND a."after" ->> 'status' = 'published'),
  rc."published_at")
WHERE rc."published_at" IS NOT NULL OR EXISTS (
  SELECT 1 FROM "audit_log" a
  WHERE a."entity" = 'report-cards' AND a."entity_id" = rc."id" AND a."after" ->> 'status' = 'published');
