DROP INDEX "attendance_school_date";--> statement-breakpoint
CREATE INDEX "attendance_school_year_date" ON "attendance_records" USING btree ("school_id","academic_year_id","date","id");