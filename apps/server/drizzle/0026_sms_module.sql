CREATE TABLE "sms_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"provider" text DEFAULT 'log' NOT NULL,
	"api_key" text,
	"sender" text,
	"price_per_part" integer DEFAULT 0 NOT NULL,
	"daily_cap_per_school" integer DEFAULT 5000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "sms_settings_single_row" CHECK ("sms_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "cost" integer;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "status_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_templates" ADD CONSTRAINT "sms_templates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_templates_school_title" ON "sms_templates" USING btree ("school_id","title");--> statement-breakpoint
CREATE INDEX "sms_outbox_school_created" ON "sms_outbox" USING btree ("school_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sms_outbox_unconfirmed" ON "sms_outbox" USING btree ("status_checked_at","id") WHERE status = 'sent';