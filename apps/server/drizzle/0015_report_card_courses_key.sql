-- A course row is keyed by its card and course group; the serial id (and its index) goes.
ALTER TABLE "report_card_courses" DROP COLUMN "id";--> statement-breakpoint
DROP INDEX "report_card_courses_card_group";--> statement-breakpoint
ALTER TABLE "report_card_courses" ADD CONSTRAINT "report_card_courses_card_group" PRIMARY KEY("report_card_id","course_group_id");
