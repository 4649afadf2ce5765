/** The teacher import sheet: its columns (Persian headers from the catalogue) and the teacher rules. */
import { TEACHER_IMPORT_FIELDS, fieldLabel, teachersEntity } from '@school/shared';
import { teachers } from '../../db/schema';
import type { ImportSpec } from '../people-import/import-spec';

export const teacherImportSpec: ImportSpec = {
  entity: teachersEntity,
  table: teachers,
  idColumn: teachers.id,
  schoolColumn: teachers.schoolId,
  nationalCodeColumn: teachers.nationalCode,
  secondary: { field: 'personnelCode', column: teachers.personnelCode },
  fields: TEACHER_IMPORT_FIELDS,
  columns: TEACHER_IMPORT_FIELDS.map((key) => ({ key, header: fieldLabel('teachers', key) })),
  example: {
    firstName: 'مریم',
    lastName: 'احمدی',
    nationalCode: '0499370899',
    personnelCode: '12345678',
    mobile: '09121234567',
    email: 'teacher@example.com',
    gender: 'زن',
    degree: 'کارشناسی ارشد',
    fieldOfStudy: 'ریاضی',
    employment: 'رسمی',
    hireDate: '1395/07/01',
  },
  messages: {
    otherSchool: 'این کد ملی برای دبیری در مدرسه دیگری ثبت شده است.',
    secondaryDuplicateInFile: (row) =>
      `این کد پرسنلی در ردیف ${row.toLocaleString('fa-IR')} همین فایل هم آمده است.`,
    secondaryTaken: 'این کد پرسنلی متعلق به دبیر دیگری در این مدرسه است.',
  },
};
