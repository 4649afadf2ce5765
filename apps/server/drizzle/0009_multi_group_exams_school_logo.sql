-- An exam may be sat by several course groups: the single group becomes a list, and each score
-- remembers the group it was entered under. Schools get a logo for report cards.
DROP INDEX "exams_course_group";--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "course_group_ids" integer[];--> statement-breakpoint
UPDATE "exams" SET "course_group_ids" = ARRAY["course_group_id"];--> statement-breakpoint
ALTER TABLE "exams" ALTER COLUMN "course_group_ids" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_scores" ADD COLUMN "course_group_id" integer;--> statement-breakpoint
UPDATE "exam_scores" SET "course_group_id" = e."course_group_id" FROM "exams" e WHERE e."id" = "exam_scores"."exam_id";--> statement-breakpoint
ALTER TABLE "exam_scores" ALTER COLUMN "course_group_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_scores" ADD CONSTRAINT "exam_scores_course_group_id_course_groups_id_fk" FOREIGN KEY ("course_group_id") REFERENCES "public"."course_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exams_course_groups" ON "exams" USING gin ("course_group_ids");
