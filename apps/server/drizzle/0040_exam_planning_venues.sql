CREATE TABLE "exam_plan_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"exam_session_id" integer NOT NULL,
	"course_plan_id" integer NOT NULL,
	"grade_level" smallint NOT NULL,
	"major_id" integer,
	"start_time" time,
	"duration_minutes" smallint NOT NULL,
	"exam_type_id" integer NOT NULL,
	"exam_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"date" date NOT NULL,
	"exam_session_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"seat_row" smallint NOT NULL,
	"seat_column" smallint NOT NULL,
	"student_id" integer NOT NULL,
	"exam_ids" integer[] NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "exam_seats_position" CHECK ("exam_seats"."seat_row" >= 0 and "exam_seats"."seat_column" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exam_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"ordinal" smallint NOT NULL,
	"default_start_time" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_start_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"date" date NOT NULL,
	"exam_session_id" integer NOT NULL,
	"start_time" time NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"seat_rows" smallint NOT NULL,
	"seat_columns" smallint NOT NULL,
	"capacity" smallint NOT NULL,
	"out_of_use_seats" text DEFAULT '' NOT NULL,
	"supervisor_teacher_ids" integer[] DEFAULT '{}' NOT NULL,
	"supervisor_staff_ids" integer[] DEFAULT '{}' NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "exam_max_consecutive_days" smallint;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "front_seat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_plan_items" ADD CONSTRAINT "exam_plan_items_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_plan_items" ADD CONSTRAINT "exam_plan_items_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_plan_items" ADD CONSTRAINT "exam_plan_items_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_plan_items" ADD CONSTRAINT "exam_plan_items_exam_session_id_exam_sessions_id_fk" FOREIGN KEY ("exam_session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_plan_items" ADD CONSTRAINT "exam_plan_items_course_plan_id_course_plans_id_fk" FOREIGN KEY ("course_plan_id") REFERENCES "public"."course_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_plan_items" ADD CONSTRAINT "exam_plan_items_major_id_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."majors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_plan_items" ADD CONSTRAINT "exam_plan_items_exam_type_id_exam_types_id_fk" FOREIGN KEY ("exam_type_id") REFERENCES "public"."exam_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_plan_items" ADD CONSTRAINT "exam_plan_items_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_seats" ADD CONSTRAINT "exam_seats_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_seats" ADD CONSTRAINT "exam_seats_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_seats" ADD CONSTRAINT "exam_seats_exam_session_id_exam_sessions_id_fk" FOREIGN KEY ("exam_session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_seats" ADD CONSTRAINT "exam_seats_venue_id_exam_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."exam_venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_seats" ADD CONSTRAINT "exam_seats_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_start_times" ADD CONSTRAINT "exam_start_times_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_start_times" ADD CONSTRAINT "exam_start_times_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_start_times" ADD CONSTRAINT "exam_start_times_exam_session_id_exam_sessions_id_fk" FOREIGN KEY ("exam_session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_venues" ADD CONSTRAINT "exam_venues_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_plan_items_school_year_date" ON "exam_plan_items" USING btree ("school_id","academic_year_id","date","exam_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_plan_items_exam" ON "exam_plan_items" USING btree ("exam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_seats_seat" ON "exam_seats" USING btree ("venue_id","date","exam_session_id","seat_row","seat_column");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_seats_student" ON "exam_seats" USING btree ("student_id","date","exam_session_id");--> statement-breakpoint
CREATE INDEX "exam_seats_school_day" ON "exam_seats" USING btree ("school_id","date","exam_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_sessions_school_title" ON "exam_sessions" USING btree ("school_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_start_times_day" ON "exam_start_times" USING btree ("school_id","date","exam_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_venues_school_title" ON "exam_venues" USING btree ("school_id","title");