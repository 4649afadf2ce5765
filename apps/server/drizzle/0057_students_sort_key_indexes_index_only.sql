-- The students list's sort-key indexes hold the sorted column as well: PostgreSQL reads an expression
-- index index-only only when the columns under the expression are in it, and a late list page walks its
-- offset over the ids alone (page-statement.ts), so the skipped rows are index entries, not table rows.
DROP INDEX "students_school_last_name_key";--> statement-breakpoint
DROP INDEX "students_school_first_name_key";--> statement-breakpoint
DROP INDEX "students_school_number_key";--> statement-breakpoint
CREATE INDEX "students_school_last_name_key" ON "students" USING btree ("school_id",translate("last_name", 'آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیأإيىكةؤئ‌', ' ') collate "C","id","last_name");--> statement-breakpoint
CREATE INDEX "students_school_first_name_key" ON "students" USING btree ("school_id",translate("first_name", 'آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیأإيىكةؤئ‌', ' ') collate "C","id","first_name");--> statement-breakpoint
CREATE INDEX "students_school_number_key" ON "students" USING btree ("school_id",translate("student_number", 'آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیأإيىكةؤئ‌', ' ') collate "C","id","student_number");