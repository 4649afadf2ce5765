CREATE TABLE "preregister_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"tracking_code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"father_name" text NOT NULL,
	"national_code" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text NOT NULL,
	"grade_level" smallint NOT NULL,
	"previous_school" text,
	"previous_average" numeric(4, 2),
	"father_mobile" text,
	"mother_mobile" text,
	"address" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"rejection_reason" text,
	"fix_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"upload_count" smallint DEFAULT 0 NOT NULL,
	"student_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "preregister_applications_status" CHECK ("preregister_applications"."status" in ('submitted', 'reviewing', 'accepted', 'rejected', 'enrolled'))
);
--> statement-breakpoint
CREATE TABLE "preregister_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"title" text NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"required_documents" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "preregister_campaigns_window" CHECK ("preregister_campaigns"."closes_on" >= "preregister_campaigns"."opens_on")
);
--> statement-breakpoint
CREATE TABLE "preregister_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preregister_grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"grade_level" smallint NOT NULL,
	"capacity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "preregister_grades_capacity" CHECK ("preregister_grades"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "preregister_applications" ADD CONSTRAINT "preregister_applications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preregister_applications" ADD CONSTRAINT "preregister_applications_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preregister_applications" ADD CONSTRAINT "preregister_applications_campaign_id_preregister_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."preregister_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preregister_applications" ADD CONSTRAINT "preregister_applications_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preregister_campaigns" ADD CONSTRAINT "preregister_campaigns_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preregister_campaigns" ADD CONSTRAINT "preregister_campaigns_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preregister_documents" ADD CONSTRAINT "preregister_documents_application_id_preregister_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."preregister_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preregister_documents" ADD CONSTRAINT "preregister_documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preregister_grades" ADD CONSTRAINT "preregister_grades_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preregister_grades" ADD CONSTRAINT "preregister_grades_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preregister_grades" ADD CONSTRAINT "preregister_grades_campaign_id_preregister_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."preregister_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "preregister_applications_tracking_code" ON "preregister_applications" USING btree ("tracking_code");--> statement-breakpoint
CREATE UNIQUE INDEX "preregister_applications_campaign_national_code" ON "preregister_applications" USING btree ("campaign_id","national_code");--> statement-breakpoint
CREATE INDEX "preregister_applications_school_year_created" ON "preregister_applications" USING btree ("school_id","academic_year_id","created_at");--> statement-breakpoint
CREATE INDEX "preregister_applications_campaign_status" ON "preregister_applications" USING btree ("campaign_id","status","grade_level");--> statement-breakpoint
CREATE INDEX "preregister_applications_student" ON "preregister_applications" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "preregister_campaigns_school_title" ON "preregister_campaigns" USING btree ("school_id","title");--> statement-breakpoint
CREATE INDEX "preregister_campaigns_school_year" ON "preregister_campaigns" USING btree ("school_id","academic_year_id","opens_on");--> statement-breakpoint
CREATE UNIQUE INDEX "preregister_documents_application_kind" ON "preregister_documents" USING btree ("application_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "preregister_grades_campaign_grade" ON "preregister_grades" USING btree ("campaign_id","grade_level");