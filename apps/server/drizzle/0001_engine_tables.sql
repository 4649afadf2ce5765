CREATE TABLE "class_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"ordinal" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"national_code" text NOT NULL,
	"mobile" text,
	"role_id" integer,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"school_id" integer,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
DROP INDEX "classrooms_school_year_idx";--> statement-breakpoint
ALTER TABLE "class_periods" ADD CONSTRAINT "class_periods_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_managers" ADD CONSTRAINT "office_managers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_managers" ADD CONSTRAINT "office_managers_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_periods_school_ordinal" ON "class_periods" USING btree ("school_id","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "office_managers_national_code" ON "office_managers" USING btree ("national_code");--> statement-breakpoint
CREATE INDEX "office_managers_school_idx" ON "office_managers" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "academic_years_title_unique" ON "academic_years" USING btree ("title");--> statement-breakpoint
CREATE UNIQUE INDEX "classrooms_school_year_name" ON "classrooms" USING btree ("school_id","academic_year_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "complexes_name_unique" ON "complexes" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "majors_name_unique" ON "majors" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_national_code_unique" ON "users" USING btree ("national_code");