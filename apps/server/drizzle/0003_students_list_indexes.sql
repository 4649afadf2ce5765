CREATE INDEX "students_school_last_name_key" ON "students" USING btree ("school_id",translate("last_name", 'آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیأإيىكةؤئ‌', ' ') collate "C","id");--> statement-breakpoint
CREATE INDEX "students_school_first_name_key" ON "students" USING btree ("school_id",translate("first_name", 'آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیأإيىكةؤئ‌', ' ') collate "C","id");--> statement-breakpoint
CREATE INDEX "students_school_number_key" ON "students" USING btree ("school_id",translate("student_number", 'آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیأإيىكةؤئ‌', ' ') collate "C","id");--> statement-breakpoint
CREATE INDEX "students_school_birth_date" ON "students" USING btree ("school_id","birth_date","id");--> statement-breakpoint
CREATE INDEX "students_school_created_at" ON "students" USING btree ("school_id","created_at","id");--> statement-breakpoint
CREATE INDEX "students_school_updated_at" ON "students" USING btree ("school_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "students_school_status" ON "students" USING btree ("school_id","status");--> statement-breakpoint
CREATE INDEX "students_school_gender" ON "students" USING btree ("school_id","gender");--> statement-breakpoint
CREATE INDEX "students_school_nationality" ON "students" USING btree ("school_id","nationality");