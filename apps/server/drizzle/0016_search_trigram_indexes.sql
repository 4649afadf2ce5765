-- The quick search folds Persian text (persian-sql.ts searchFold) and looks for a fragment anywhere;
-- trigram indexes on the folded columns let it skip the rows that cannot match. Students only:
-- their list is the one searched across thousands of rows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_search_first_name" ON "students" USING gin (lower(translate(("first_name")::text, 'يىكةأإ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩‌', 'ییکهاا01234567890123456789 ')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_search_last_name" ON "students" USING gin (lower(translate(("last_name")::text, 'يىكةأإ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩‌', 'ییکهاا01234567890123456789 ')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_search_father_name" ON "students" USING gin (lower(translate(("father_name")::text, 'يىكةأإ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩‌', 'ییکهاا01234567890123456789 ')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_search_national_code" ON "students" USING gin (lower(translate(("national_code")::text, 'يىكةأإ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩‌', 'ییکهاا01234567890123456789 ')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_search_student_number" ON "students" USING gin (lower(translate(("student_number")::text, 'يىكةأإ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩‌', 'ییکهاا01234567890123456789 ')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_search_mobile" ON "students" USING gin (lower(translate(("mobile")::text, 'يىكةأإ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩‌', 'ییکهاا01234567890123456789 ')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_search_father_mobile" ON "students" USING gin (lower(translate(("father_mobile")::text, 'يىكةأإ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩‌', 'ییکهاا01234567890123456789 ')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_search_mother_mobile" ON "students" USING gin (lower(translate(("mother_mobile")::text, 'يىكةأإ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩‌', 'ییکهاا01234567890123456789 ')) gin_trgm_ops);
