CREATE TABLE "student_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"classroom_id" integer,
	"transfer_date" date NOT NULL,
	"destination" text NOT NULL,
	"reason" text NOT NULL,
	"previous_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "year_rollover_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"rollover_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_id" integer NOT NULL,
	"to_id" integer,
	"previous" jsonb
);
--> statement-breakpoint
CREATE TABLE "year_rollovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"from_year_id" integer NOT NULL,
	"to_year_id" integer NOT NULL,
	"options" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "academic_years" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "academic_years" ADD COLUMN "closed_by" integer;--> statement-breakpoint
ALTER TABLE "student_transfers" ADD CONSTRAINT "student_transfers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_transfers" ADD CONSTRAINT "student_transfers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_transfers" ADD CONSTRAINT "student_transfers_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_transfers" ADD CONSTRAINT "student_transfers_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_rollover_items" ADD CONSTRAINT "year_rollover_items_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_rollover_items" ADD CONSTRAINT "year_rollover_items_rollover_id_year_rollovers_id_fk" FOREIGN KEY ("rollover_id") REFERENCES "public"."year_rollovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_rollovers" ADD CONSTRAINT "year_rollovers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_rollovers" ADD CONSTRAINT "year_rollovers_from_year_id_academic_years_id_fk" FOREIGN KEY ("from_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_rollovers" ADD CONSTRAINT "year_rollovers_to_year_id_academic_years_id_fk" FOREIGN KEY ("to_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_transfers_school_student" ON "student_transfers" USING btree ("school_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "year_rollover_items_kind_from" ON "year_rollover_items" USING btree ("rollover_id","kind","from_id");--> statement-breakpoint
CREATE INDEX "year_rollover_items_school" ON "year_rollover_items" USING btree ("school_id","rollover_id");--> statement-breakpoint
CREATE UNIQUE INDEX "year_rollovers_school_years" ON "year_rollovers" USING btree ("school_id","from_year_id","to_year_id");