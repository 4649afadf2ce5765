CREATE TABLE "makeup_exam_students" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"makeup_exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"score" numeric(5, 2),
	"mark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "makeup_exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"course_plan_id" integer NOT NULL,
	"date" date NOT NULL,
	"exam_session_id" integer,
	"max_score" smallint DEFAULT 20 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "year_outcome_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "makeup_limit_kind" text DEFAULT 'courses' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "makeup_limit" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "year_average_threshold" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "makeup_score_rule" text DEFAULT 'replace' NOT NULL;--> statement-breakpoint
ALTER TABLE "makeup_exam_students" ADD CONSTRAINT "makeup_exam_students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_exam_students" ADD CONSTRAINT "makeup_exam_students_makeup_exam_id_makeup_exams_id_fk" FOREIGN KEY ("makeup_exam_id") REFERENCES "public"."makeup_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_exam_students" ADD CONSTRAINT "makeup_exam_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_exams" ADD CONSTRAINT "makeup_exams_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_exams" ADD CONSTRAINT "makeup_exams_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_exams" ADD CONSTRAINT "makeup_exams_course_plan_id_course_plans_id_fk" FOREIGN KEY ("course_plan_id") REFERENCES "public"."course_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_exams" ADD CONSTRAINT "makeup_exams_exam_session_id_exam_sessions_id_fk" FOREIGN KEY ("exam_session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_outcome_overrides" ADD CONSTRAINT "year_outcome_overrides_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_outcome_overrides" ADD CONSTRAINT "year_outcome_overrides_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_outcome_overrides" ADD CONSTRAINT "year_outcome_overrides_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "makeup_exam_students_exam_student" ON "makeup_exam_students" USING btree ("makeup_exam_id","student_id");--> statement-breakpoint
CREATE INDEX "makeup_exam_students_school" ON "makeup_exam_students" USING btree ("school_id","makeup_exam_id");--> statement-breakpoint
CREATE INDEX "makeup_exam_students_student" ON "makeup_exam_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "makeup_exams_school_year" ON "makeup_exams" USING btree ("school_id","academic_year_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "makeup_exams_school_year_course" ON "makeup_exams" USING btree ("school_id","academic_year_id","course_plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "year_outcome_overrides_year_student" ON "year_outcome_overrides" USING btree ("academic_year_id","student_id");--> statement-breakpoint
CREATE INDEX "year_outcome_overrides_school_year" ON "year_outcome_overrides" USING btree ("school_id","academic_year_id");