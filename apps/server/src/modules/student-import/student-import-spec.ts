/** The student import sheet: its columns (Persian headers from the catalogue) and the student rules. */
import { STUDENT_IMPORT_FIELDS, fieldLabel, searchKey, studentsEntity } from '@school/shared';
import { and, eq } from 'drizzle-orm';
import { classrooms, students } from '../../db/schema';
import type { ImportSpec } from '../people-import/import-spec';

export const studentImportSpec: ImportSpec = {
  entity: studentsEntity,
  table: students,
  idColumn: students.id,
  schoolColumn: students.schoolId,
  nationalCodeColumn: students.nationalCode,
  secondary: { field: 'studentNumber', column: students.studentNumber },
  fields: STUDENT_IMPORT_FIELDS,
  columns: STUDENT_IMPORT_FIELDS.map((key) => ({ key, header: fieldLabel('students', key) })),
  example: {
    firstName: 'علی',
    lastName: 'محمدی',
    fatherName: 'حسن',
    nationalCode: '0499370899',
    studentNumber: '140501',
    classroomId: '101',
    gender: 'پسر',
    status: 'مشغول به تحصیل',
    birthDate: '1390/05/12',
    birthPlace: 'تهران',
    mobile: '',
    fatherMobile: '09121234567',
    motherMobile: '',
    homePhone: '02166400000',
    postalCode: '',
    address: '',
  },
  defaults: { status: 'studying' },
  // A classroom by its name, among those of the current school and year.
  async references(db, { schoolId, yearId }) {
    const rooms = await db
      .select({ id: classrooms.id, name: classrooms.name })
      .from(classrooms)
      .where(and(eq(classrooms.schoolId, schoolId), eq(classrooms.academicYearId, yearId)));
    const byName = new Map(rooms.map((r) => [searchKey(r.name), r.id]));
    return {
      classroomId: (text) => {
        const id = byName.get(searchKey(text));
        return id ? { id } : { error: `کلاس «${text}» در این مدرسه و سال تحصیلی تعریف نشده است.` };
      },
    };
  },
  messages: {
    otherSchool: 'این کد ملی برای دانش‌آموزی در مدرسه دیگری ثبت شده است.',
    secondaryDuplicateInFile: (row) =>
      `این شماره دانش‌آموزی در ردیف ${row.toLocaleString('fa-IR')} همین فایل هم آمده است.`,
    secondaryTaken: 'این شماره دانش‌آموزی متعلق به دانش‌آموز دیگری در این مدرسه است.',
  },
};
