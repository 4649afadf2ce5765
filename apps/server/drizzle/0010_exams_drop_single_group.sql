ALTER TABLE "exams" DROP CONSTRAINT "exams_course_group_id_course_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "exams" DROP COLUMN "course_group_id";