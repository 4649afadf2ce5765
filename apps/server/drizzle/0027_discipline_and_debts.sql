CREATE TABLE "discipline_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"discipline_type_id" integer NOT NULL,
	"date" date NOT NULL,
	"description" text,
	"action_taken" text,
	"parents_notified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discipline_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"score_delta" numeric(5, 2) NOT NULL,
	"severity" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debt_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_id" integer NOT NULL,
	"ordinal" smallint NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debt_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"debt_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"date" date NOT NULL,
	"method" text NOT NULL,
	"cheque_number" text,
	"cheque_due_date" date,
	"reference" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "debt_payments_amount_positive" CHECK ("debt_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "debt_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"default_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_debts" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"debt_type_id" integer NOT NULL,
	"title" text NOT NULL,
	"amount" bigint NOT NULL,
	"due_date" date NOT NULL,
	"instalment_count" smallint DEFAULT 1 NOT NULL,
	"description" text,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"status" text GENERATED ALWAYS AS (case when paid_amount >= amount then 'paid' when paid_amount > 0 then 'partial' else 'unpaid' end) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "student_debts_amount_positive" CHECK ("student_debts"."amount" > 0),
	CONSTRAINT "student_debts_paid_within" CHECK ("student_debts"."paid_amount" >= 0 and "student_debts"."paid_amount" <= "student_debts"."amount")
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "discipline_sms_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "discipline_sms_template" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "money_unit" text DEFAULT 'rial';--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "debt_sms_template" text;--> statement-breakpoint
ALTER TABLE "discipline_items" ADD CONSTRAINT "discipline_items_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discipline_items" ADD CONSTRAINT "discipline_items_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discipline_items" ADD CONSTRAINT "discipline_items_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discipline_items" ADD CONSTRAINT "discipline_items_discipline_type_id_discipline_types_id_fk" FOREIGN KEY ("discipline_type_id") REFERENCES "public"."discipline_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discipline_types" ADD CONSTRAINT "discipline_types_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_instalments" ADD CONSTRAINT "debt_instalments_debt_id_student_debts_id_fk" FOREIGN KEY ("debt_id") REFERENCES "public"."student_debts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_payments" ADD CONSTRAINT "debt_payments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_payments" ADD CONSTRAINT "debt_payments_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_payments" ADD CONSTRAINT "debt_payments_debt_id_student_debts_id_fk" FOREIGN KEY ("debt_id") REFERENCES "public"."student_debts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_payments" ADD CONSTRAINT "debt_payments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_types" ADD CONSTRAINT "debt_types_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_debts" ADD CONSTRAINT "student_debts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_debts" ADD CONSTRAINT "student_debts_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_debts" ADD CONSTRAINT "student_debts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_debts" ADD CONSTRAINT "student_debts_debt_type_id_debt_types_id_fk" FOREIGN KEY ("debt_type_id") REFERENCES "public"."debt_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discipline_items_school_year_date" ON "discipline_items" USING btree ("school_id","academic_year_id","date");--> statement-breakpoint
CREATE INDEX "discipline_items_student" ON "discipline_items" USING btree ("student_id","date");--> statement-breakpoint
CREATE INDEX "discipline_items_type" ON "discipline_items" USING btree ("discipline_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discipline_types_school_title" ON "discipline_types" USING btree ("school_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "debt_instalments_debt_ordinal" ON "debt_instalments" USING btree ("debt_id","ordinal");--> statement-breakpoint
CREATE INDEX "debt_instalments_due" ON "debt_instalments" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "debt_payments_school_year_date" ON "debt_payments" USING btree ("school_id","academic_year_id","date");--> statement-breakpoint
CREATE INDEX "debt_payments_debt" ON "debt_payments" USING btree ("debt_id");--> statement-breakpoint
CREATE INDEX "debt_payments_student" ON "debt_payments" USING btree ("student_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "debt_types_school_title" ON "debt_types" USING btree ("school_id","title");--> statement-breakpoint
CREATE INDEX "student_debts_school_year_due" ON "student_debts" USING btree ("school_id","academic_year_id","due_date");--> statement-breakpoint
CREATE INDEX "student_debts_student" ON "student_debts" USING btree ("student_id","due_date");--> statement-breakpoint
CREATE INDEX "student_debts_type" ON "student_debts" USING btree ("debt_type_id");