-- Sheet submissions are keyed by (user, client id) instead of the client id alone. drizzle-kit
-- cannot name the old primary keys (declared inline in 0004, 0006 and 0007): PostgreSQL named them
-- <table>_pkey. Rows from before keep 'legacy' as their payload hash, which no SHA-256 hash equals.
ALTER TABLE "attendance_submissions" DROP CONSTRAINT "attendance_submissions_pkey";--> statement-breakpoint
ALTER TABLE "exam_score_submissions" DROP CONSTRAINT "exam_score_submissions_pkey";--> statement-breakpoint
ALTER TABLE "worksheet_submissions" DROP CONSTRAINT "worksheet_submissions_pkey";--> statement-breakpoint
ALTER TABLE "attendance_submissions" ADD CONSTRAINT "attendance_submissions_user_client" PRIMARY KEY("user_id","client_id");--> statement-breakpoint
ALTER TABLE "exam_score_submissions" ADD CONSTRAINT "exam_score_submissions_user_client" PRIMARY KEY("user_id","client_id");--> statement-breakpoint
ALTER TABLE "worksheet_submissions" ADD CONSTRAINT "worksheet_submissions_user_client" PRIMARY KEY("user_id","client_id");--> statement-breakpoint
ALTER TABLE "attendance_submissions" ADD COLUMN "payload_hash" text DEFAULT 'legacy' NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_score_submissions" ADD COLUMN "payload_hash" text DEFAULT 'legacy' NOT NULL;--> statement-breakpoint
ALTER TABLE "worksheet_submissions" ADD COLUMN "payload_hash" text DEFAULT 'legacy' NOT NULL;