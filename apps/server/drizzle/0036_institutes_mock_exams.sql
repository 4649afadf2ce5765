CREATE TABLE "corp_exam_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"corp_exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"total_score" integer,
	"total_rank" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" integer
);
--> statement-breakpoint
CREATE TABLE "corp_exam_scores" (
	"result_id" integer NOT NULL,
	"course_plan_id" integer NOT NULL,
	"percent" numeric(5, 2),
	"standard_score" integer,
	"rank" integer,
	CONSTRAINT "corp_exam_scores_result_id_course_plan_id_pk" PRIMARY KEY("result_id","course_plan_id")
);
--> statement-breakpoint
CREATE TABLE "corp_exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"corp_id" integer NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"grade_level" smallint NOT NULL,
	"course_plan_ids" integer[] NOT NULL,
	"result_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corps" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corp_exam_results" ADD CONSTRAINT "corp_exam_results_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corp_exam_results" ADD CONSTRAINT "corp_exam_results_corp_exam_id_corp_exams_id_fk" FOREIGN KEY ("corp_exam_id") REFERENCES "public"."corp_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corp_exam_results" ADD CONSTRAINT "corp_exam_results_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corp_exam_scores" ADD CONSTRAINT "corp_exam_scores_result_id_corp_exam_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."corp_exam_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corp_exam_scores" ADD CONSTRAINT "corp_exam_scores_course_plan_id_course_plans_id_fk" FOREIGN KEY ("course_plan_id") REFERENCES "public"."course_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corp_exams" ADD CONSTRAINT "corp_exams_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corp_exams" ADD CONSTRAINT "corp_exams_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corp_exams" ADD CONSTRAINT "corp_exams_corp_id_corps_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."corps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corp_exam_results_exam_student" ON "corp_exam_results" USING btree ("corp_exam_id","student_id");--> statement-breakpoint
CREATE INDEX "corp_exam_results_student" ON "corp_exam_results" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "corp_exam_scores_course" ON "corp_exam_scores" USING btree ("course_plan_id");--> statement-breakpoint
CREATE INDEX "corp_exams_school_year_date" ON "corp_exams" USING btree ("school_id","academic_year_id","date");--> statement-breakpoint
CREATE INDEX "corp_exams_corp" ON "corp_exams" USING btree ("corp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corps_title" ON "corps" USING btree ("title");--> statement-breakpoint
CREATE UNIQUE INDEX "corps_code" ON "corps" USING btree ("code");