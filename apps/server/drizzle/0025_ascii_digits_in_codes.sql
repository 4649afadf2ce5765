-- Codes, phones and national codes are stored with ASCII digits (the registry's schemas turn
-- Persian ۰-۹ and Arabic ٠-٩ into 0-9 on every write since this change); rows written before keep
-- what was typed, so exports and lookups disagreed. This fixes them. A unique code whose ASCII form
-- is already taken (by another row of the same school, or an earlier row translating to the same
-- code) is left as it is rather than failing the migration: editing that row then asks for a free
-- code with the usual «duplicate» message.
UPDATE students SET foreign_id = translate(foreign_id, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') WHERE foreign_id ~ '[۰-۹٠-٩]';
--> statement-breakpoint
UPDATE students SET postal_code = translate(postal_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') WHERE postal_code ~ '[۰-۹٠-٩]';
--> statement-breakpoint
UPDATE students SET mobile = translate(mobile, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') WHERE mobile ~ '[۰-۹٠-٩]';
--> statement-breakpoint
UPDATE students SET father_mobile = translate(father_mobile, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') WHERE father_mobile ~ '[۰-۹٠-٩]';
--> statement-breakpoint
UPDATE students SET mother_mobile = translate(mother_mobile, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') WHERE mother_mobile ~ '[۰-۹٠-٩]';
--> statement-breakpoint
UPDATE students SET home_phone = translate(home_phone, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') WHERE home_phone ~ '[۰-۹٠-٩]';
--> statement-breakpoint
UPDATE students AS t SET student_number = translate(t.student_number, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')
WHERE t.student_number ~ '[۰-۹٠-٩]' AND NOT EXISTS (
  SELECT 1 FROM students AS o WHERE o.id <> t.id AND o.school_id = t.school_id
    AND (o.student_number = translate(t.student_number, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') OR (o.id < t.id AND translate(o.student_number, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') = translate(t.student_number, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')))
);
--> statement-breakpoint
UPDATE students AS t SET national_code = translate(t.national_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')
WHERE t.national_code ~ '[۰-۹٠-٩]' AND NOT EXISTS (
  SELECT 1 FROM students AS o WHERE o.id <> t.id
    AND (o.national_code = translate(t.national_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') OR (o.id < t.id AND translate(o.national_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') = translate(t.national_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')))
);
--> statement-breakpoint
UPDATE teachers SET mobile = translate(mobile, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') WHERE mobile ~ '[۰-۹٠-٩]';
--> statement-breakpoint
UPDATE teachers AS t SET personnel_code = translate(t.personnel_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')
WHERE t.personnel_code ~ '[۰-۹٠-٩]' AND NOT EXISTS (
  SELECT 1 FROM teachers AS o WHERE o.id <> t.id AND o.school_id = t.school_id
    AND (o.personnel_code = translate(t.personnel_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') OR (o.id < t.id AND translate(o.personnel_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') = translate(t.personnel_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')))
);
--> statement-breakpoint
UPDATE teachers AS t SET national_code = translate(t.national_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')
WHERE t.national_code ~ '[۰-۹٠-٩]' AND NOT EXISTS (
  SELECT 1 FROM teachers AS o WHERE o.id <> t.id
    AND (o.national_code = translate(t.national_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') OR (o.id < t.id AND translate(o.national_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') = translate(t.national_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')))
);
--> statement-breakpoint
UPDATE office_managers SET mobile = translate(mobile, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') WHERE mobile ~ '[۰-۹٠-٩]';
--> statement-breakpoint
UPDATE office_managers AS t SET national_code = translate(t.national_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')
WHERE t.national_code ~ '[۰-۹٠-٩]' AND NOT EXISTS (
  SELECT 1 FROM office_managers AS o WHERE o.id <> t.id
    AND (o.national_code = translate(t.national_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') OR (o.id < t.id AND translate(o.national_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') = translate(t.national_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')))
);
--> statement-breakpoint
UPDATE users SET mobile = translate(mobile, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') WHERE mobile ~ '[۰-۹٠-٩]';
--> statement-breakpoint
UPDATE users AS t SET national_code = translate(t.national_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')
WHERE t.national_code ~ '[۰-۹٠-٩]' AND NOT EXISTS (
  SELECT 1 FROM users AS o WHERE o.id <> t.id
    AND (o.national_code = translate(t.national_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') OR (o.id < t.id AND translate(o.national_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') = translate(t.national_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')))
);
--> statement-breakpoint
UPDATE schools SET phone = translate(phone, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') WHERE phone ~ '[۰-۹٠-٩]';
--> statement-breakpoint
UPDATE schools SET postal_code = translate(postal_code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') WHERE postal_code ~ '[۰-۹٠-٩]';
--> statement-breakpoint
UPDATE schools AS t SET code = translate(t.code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')
WHERE t.code ~ '[۰-۹٠-٩]' AND NOT EXISTS (
  SELECT 1 FROM schools AS o WHERE o.id <> t.id
    AND (o.code = translate(t.code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') OR (o.id < t.id AND translate(o.code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') = translate(t.code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')))
);
--> statement-breakpoint
UPDATE complexes SET phone = translate(phone, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') WHERE phone ~ '[۰-۹٠-٩]';
--> statement-breakpoint
UPDATE complexes SET code = translate(code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') WHERE code ~ '[۰-۹٠-٩]';
--> statement-breakpoint
UPDATE majors SET code = translate(code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') WHERE code ~ '[۰-۹٠-٩]';
--> statement-breakpoint
UPDATE qualitative_score_types SET code = translate(code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') WHERE code ~ '[۰-۹٠-٩]';
--> statement-breakpoint
UPDATE course_plans AS t SET code = translate(t.code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')
WHERE t.code ~ '[۰-۹٠-٩]' AND NOT EXISTS (
  SELECT 1 FROM course_plans AS o WHERE o.id <> t.id
    AND (o.code = translate(t.code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') OR (o.id < t.id AND translate(o.code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789') = translate(t.code, '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')))
);
