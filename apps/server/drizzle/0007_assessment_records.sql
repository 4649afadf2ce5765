CREATE TABLE "course_group_students" (
	"course_group_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"school_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "continuous_score_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"course_group_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"score" numeric(5, 2) NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_card_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_card_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"course_group_id" integer NOT NULL,
	"course_plan_id" integer NOT NULL,
	"units" smallint NOT NULL,
	"continuous_score" numeric(5, 2),
	"final_score" numeric(5, 2),
	"score" numeric(5, 2),
	"qualitative_type_id" integer,
	"passed" boolean,
	"class_average" numeric(5, 2)
);
--> statement-breakpoint
CREATE TABLE "report_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"term_id" integer,
	"student_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"grade_level" smallint NOT NULL,
	"average" numeric(5, 2),
	"total_units" smallint DEFAULT 0 NOT NULL,
	"passed_units" smallint DEFAULT 0 NOT NULL,
	"class_rank" smallint,
	"grade_rank" smallint,
	"absent_count" smallint DEFAULT 0 NOT NULL,
	"late_count" smallint DEFAULT 0 NOT NULL,
	"excused_count" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "report_cards_student_year_term" UNIQUE NULLS NOT DISTINCT("student_id","academic_year_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "worksheet_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"course_group_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"title" text NOT NULL,
	"date" date,
	"max_score" smallint DEFAULT 20 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worksheet_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
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
CREATE TABLE "worksheet_submissions" (
	"client_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"course_group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"course_group_id" integer NOT NULL,
	"date" date NOT NULL,
	"class_period_id" integer,
	"topic" text NOT NULL,
	"homework" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_group_students" ADD CONSTRAINT "course_group_students_course_group_id_course_groups_id_fk" FOREIGN KEY ("course_group_id") REFERENCES "public"."course_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_group_students" ADD CONSTRAINT "course_group_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_group_students" ADD CONSTRAINT "course_group_students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "continuous_score_overrides" ADD CONSTRAINT "continuous_score_overrides_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "continuous_score_overrides" ADD CONSTRAINT "continuous_score_overrides_course_group_id_course_groups_id_fk" FOREIGN KEY ("course_group_id") REFERENCES "public"."course_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "continuous_score_overrides" ADD CONSTRAINT "continuous_score_overrides_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "continuous_score_overrides" ADD CONSTRAINT "continuous_score_overrides_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_courses" ADD CONSTRAINT "report_card_courses_report_card_id_report_cards_id_fk" FOREIGN KEY ("report_card_id") REFERENCES "public"."report_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_courses" ADD CONSTRAINT "report_card_courses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_courses" ADD CONSTRAINT "report_card_courses_course_group_id_course_groups_id_fk" FOREIGN KEY ("course_group_id") REFERENCES "public"."course_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_courses" ADD CONSTRAINT "report_card_courses_course_plan_id_course_plans_id_fk" FOREIGN KEY ("course_plan_id") REFERENCES "public"."course_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_courses" ADD CONSTRAINT "report_card_courses_qualitative_type_id_qualitative_score_types_id_fk" FOREIGN KEY ("qualitative_type_id") REFERENCES "public"."qualitative_score_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_activities" ADD CONSTRAINT "worksheet_activities_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_activities" ADD CONSTRAINT "worksheet_activities_course_group_id_course_groups_id_fk" FOREIGN KEY ("course_group_id") REFERENCES "public"."course_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_activities" ADD CONSTRAINT "worksheet_activities_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_scores" ADD CONSTRAINT "worksheet_scores_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_scores" ADD CONSTRAINT "worksheet_scores_activity_id_worksheet_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."worksheet_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_scores" ADD CONSTRAINT "worksheet_scores_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_logs" ADD CONSTRAINT "teacher_logs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_logs" ADD CONSTRAINT "teacher_logs_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_logs" ADD CONSTRAINT "teacher_logs_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_logs" ADD CONSTRAINT "teacher_logs_course_group_id_course_groups_id_fk" FOREIGN KEY ("course_group_id") REFERENCES "public"."course_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_logs" ADD CONSTRAINT "teacher_logs_class_period_id_class_periods_id_fk" FOREIGN KEY ("class_period_id") REFERENCES "public"."class_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_notes" ADD CONSTRAINT "teacher_notes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_notes" ADD CONSTRAINT "teacher_notes_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_notes" ADD CONSTRAINT "teacher_notes_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_notes" ADD CONSTRAINT "teacher_notes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_group_students_pk" ON "course_group_students" USING btree ("course_group_id","student_id");--> statement-breakpoint
CREATE INDEX "course_group_students_student" ON "course_group_students" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "continuous_overrides_group_term_student" ON "continuous_score_overrides" USING btree ("course_group_id","term_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_card_courses_card_group" ON "report_card_courses" USING btree ("report_card_id","course_group_id");--> statement-breakpoint
CREATE INDEX "report_card_courses_group" ON "report_card_courses" USING btree ("course_group_id");--> statement-breakpoint
CREATE INDEX "report_cards_school_year_term" ON "report_cards" USING btree ("school_id","academic_year_id","term_id","classroom_id");--> statement-breakpoint
CREATE INDEX "worksheet_activities_group_term" ON "worksheet_activities" USING btree ("course_group_id","term_id");--> statement-breakpoint
CREATE UNIQUE INDEX "worksheet_scores_activity_student" ON "worksheet_scores" USING btree ("activity_id","student_id");--> statement-breakpoint
CREATE INDEX "teacher_logs_group_date" ON "teacher_logs" USING btree ("course_group_id","date");--> statement-breakpoint
CREATE INDEX "teacher_logs_teacher" ON "teacher_logs" USING btree ("teacher_id","date");--> statement-breakpoint
CREATE INDEX "teacher_notes_student" ON "teacher_notes" USING btree ("student_id","date");--> statement-breakpoint
CREATE INDEX "teacher_notes_teacher" ON "teacher_notes" USING btree ("teacher_id","date");