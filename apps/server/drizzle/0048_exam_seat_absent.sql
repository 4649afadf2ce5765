ALTER TABLE "exam_seats" ADD COLUMN "absent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_seats" ADD COLUMN "absent_marked_by" integer;--> statement-breakpoint
ALTER TABLE "exam_seats" ADD COLUMN "absent_marked_at" timestamp with time zone;