CREATE TABLE "sida_column_presets" (
	"school_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "sida_column_presets_pk" PRIMARY KEY("school_id","kind")
);
--> statement-breakpoint
CREATE TABLE "sida_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"user_id" integer,
	"operation" text NOT NULL,
	"connector" text NOT NULL,
	"status" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sida_report_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"course_code" text NOT NULL,
	"course_title" text NOT NULL,
	"score" numeric(5, 2),
	"exchange_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sida_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"connector" text DEFAULT 'files' NOT NULL,
	"base_url" text,
	"username" text,
	"token" text,
	"timeout_ms" integer DEFAULT 15000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "sida_settings_single_row" CHECK ("sida_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sida_students" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sida_column_presets" ADD CONSTRAINT "sida_column_presets_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sida_exchanges" ADD CONSTRAINT "sida_exchanges_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sida_exchanges" ADD CONSTRAINT "sida_exchanges_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sida_report_cards" ADD CONSTRAINT "sida_report_cards_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sida_report_cards" ADD CONSTRAINT "sida_report_cards_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sida_report_cards" ADD CONSTRAINT "sida_report_cards_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sida_students" ADD CONSTRAINT "sida_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sida_students" ADD CONSTRAINT "sida_students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sida_exchanges_school_created" ON "sida_exchanges" USING btree ("school_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sida_report_cards_student_course" ON "sida_report_cards" USING btree ("student_id","academic_year_id","course_code");--> statement-breakpoint
CREATE INDEX "sida_report_cards_school_year_student" ON "sida_report_cards" USING btree ("school_id","academic_year_id","student_id");--> statement-breakpoint
CREATE INDEX "sida_students_school" ON "sida_students" USING btree ("school_id","student_id");