CREATE TABLE "attendance_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"date" date NOT NULL,
	"class_period_id" integer NOT NULL,
	"course_group_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" text NOT NULL,
	"late_minutes" smallint,
	"note" text,
	"leave_id" integer,
	"status_before_leave" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_submissions" (
	"client_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"course_group_id" integer NOT NULL,
	"date" date NOT NULL,
	"class_period_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"counts_as_excused" boolean DEFAULT true NOT NULL,
	"needs_document" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text,
	"student_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"provider" text,
	"provider_id" text,
	"parts" smallint DEFAULT 1 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_leaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"leave_type_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"from_time" time,
	"to_date" date NOT NULL,
	"to_time" time,
	"reason" text,
	"document" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_activity" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"last_ping_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "absence_sms_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "absence_sms_template" text;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_class_period_id_class_periods_id_fk" FOREIGN KEY ("class_period_id") REFERENCES "public"."class_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_course_group_id_course_groups_id_fk" FOREIGN KEY ("course_group_id") REFERENCES "public"."course_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_leave_id_student_leaves_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."student_leaves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_leaves" ADD CONSTRAINT "student_leaves_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_leaves" ADD CONSTRAINT "student_leaves_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_leaves" ADD CONSTRAINT "student_leaves_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_leaves" ADD CONSTRAINT "student_leaves_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_leaves" ADD CONSTRAINT "student_leaves_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_student_period" ON "attendance_records" USING btree ("student_id","date","class_period_id");--> statement-breakpoint
CREATE INDEX "attendance_school_date" ON "attendance_records" USING btree ("school_id","date");--> statement-breakpoint
CREATE INDEX "attendance_group_date" ON "attendance_records" USING btree ("course_group_id","date","class_period_id");--> statement-breakpoint
CREATE INDEX "attendance_classroom_date" ON "attendance_records" USING btree ("classroom_id","date");--> statement-breakpoint
CREATE INDEX "attendance_leave" ON "attendance_records" USING btree ("leave_id") WHERE leave_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_school_title" ON "leave_types" USING btree ("school_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_dedupe" ON "sms_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "sms_outbox_due" ON "sms_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "student_leaves_school_year" ON "student_leaves" USING btree ("school_id","academic_year_id","status");--> statement-breakpoint
CREATE INDEX "student_leaves_student_dates" ON "student_leaves" USING btree ("student_id","from_date","to_date");--> statement-breakpoint
CREATE UNIQUE INDEX "user_activity_user_day" ON "user_activity" USING btree ("user_id","day");