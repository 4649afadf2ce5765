CREATE TABLE "survey_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" integer NOT NULL,
	"survey_group_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"survey_item_id" integer NOT NULL,
	"score" smallint NOT NULL,
	CONSTRAINT "survey_answers_scale" CHECK ("survey_answers"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "survey_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"survey_group_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"spent" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"classroom_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "survey_groups_window" CHECK ("survey_groups"."closes_on" >= "survey_groups"."opens_on")
);
--> statement-breakpoint
CREATE TABLE "survey_guess_windows" (
	"survey_group_id" integer PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"survey_group_id" integer NOT NULL,
	"question" text NOT NULL,
	"sort_order" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_survey_group_id_survey_groups_id_fk" FOREIGN KEY ("survey_group_id") REFERENCES "public"."survey_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_survey_item_id_survey_items_id_fk" FOREIGN KEY ("survey_item_id") REFERENCES "public"."survey_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_codes" ADD CONSTRAINT "survey_codes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_codes" ADD CONSTRAINT "survey_codes_survey_group_id_survey_groups_id_fk" FOREIGN KEY ("survey_group_id") REFERENCES "public"."survey_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_codes" ADD CONSTRAINT "survey_codes_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_groups" ADD CONSTRAINT "survey_groups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_groups" ADD CONSTRAINT "survey_groups_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_guess_windows" ADD CONSTRAINT "survey_guess_windows_survey_group_id_survey_groups_id_fk" FOREIGN KEY ("survey_group_id") REFERENCES "public"."survey_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_items" ADD CONSTRAINT "survey_items_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_items" ADD CONSTRAINT "survey_items_survey_group_id_survey_groups_id_fk" FOREIGN KEY ("survey_group_id") REFERENCES "public"."survey_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_answers_group_teacher" ON "survey_answers" USING btree ("survey_group_id","teacher_id");--> statement-breakpoint
CREATE INDEX "survey_answers_group_classroom" ON "survey_answers" USING btree ("survey_group_id","classroom_id");--> statement-breakpoint
CREATE INDEX "survey_answers_item" ON "survey_answers" USING btree ("survey_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_codes_group_hash" ON "survey_codes" USING btree ("survey_group_id","code_hash");--> statement-breakpoint
CREATE INDEX "survey_codes_group_classroom" ON "survey_codes" USING btree ("survey_group_id","classroom_id");--> statement-breakpoint
CREATE INDEX "survey_groups_school_year" ON "survey_groups" USING btree ("school_id","academic_year_id","opens_on");--> statement-breakpoint
CREATE INDEX "survey_items_group" ON "survey_items" USING btree ("survey_group_id","sort_order");