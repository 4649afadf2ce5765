ALTER TABLE "report_card_courses" DROP CONSTRAINT "report_card_courses_school_id_schools_id_fk";
--> statement-breakpoint
ALTER TABLE "report_card_courses" DROP CONSTRAINT "report_card_courses_course_plan_id_course_plans_id_fk";
