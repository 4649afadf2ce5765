/** The student import sheet: its columns (Persian headers from the catalogue) and cell → value rules. */
import {
  ENTITY_LABELS_FA,
  fieldLabel,
  normalizeCode,
  parseJalali,
  jalaliToIsoDate,
  searchKey,
} from '@school/shared';
import type { SheetColumn } from '../../http/sheet-reader';

const IMPORTED_FIELDS = [
  'firstName',
  'lastName',
  'fatherName',
  'nationalCode',
  'studentNumber',
  'classroomId',
  'gender',
  'status',
  'birthDate',
  'birthPlace',
  'mobile',
  'fatherMobile',
  'motherMobile',
  'homePhone',
  'postalCode',
  'address',
] as const;

export const STUDENT_COLUMNS: SheetColumn[] = IMPORTED_FIELDS.map((key) => ({
  key,
  header: fieldLabel('students', key),
}));

export const STUDENT_TEMPLATE_EXAMPLE: Record<string, string> = {
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
};

/** An option's value from its Persian or English label, or the value itself ("پسر" → male). */
function optionValue(field: string, text: string, extra: Record<string, string> = {}): string | undefined {
  const key = searchKey(text);
  if (!key) return undefined;
  const options = ENTITY_LABELS_FA.students?.options?.[field] ?? {};
  for (const [value, label] of Object.entries(options))
    if (searchKey(label) === key || value === key) return value;
  return extra[key] ?? text;
}

export const IMPORT_MESSAGES = {
  unknownClassroom: (name: string) => `کلاس «${name}» در این مدرسه و سال تحصیلی تعریف نشده است.`,
  badDate: 'تاریخ معتبر نیست (نمونه: ۱۳۹۰/۰۵/۱۲).',
  duplicateInFile: (row: number) =>
    `این کد ملی در ردیف ${row.toLocaleString('fa-IR')} همین فایل هم آمده است.`,
  duplicateNumberInFile: (row: number) =>
    `این شماره دانش‌آموزی در ردیف ${row.toLocaleString('fa-IR')} همین فایل هم آمده است.`,
  otherSchool: 'این کد ملی برای دانش‌آموزی در مدرسه دیگری ثبت شده است.',
  numberTaken: 'این شماره دانش‌آموزی متعلق به دانش‌آموز دیگری در این مدرسه است.',
};

/**
 * Turns a row of cell texts into the shape the students API accepts (the registry schema then checks
 * it), plus errors this step can already tell (unknown classroom, bad date).
 */
export function rowToValues(cells: Record<string, string>, classroomsByName: Map<string, number>) {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const field of IMPORTED_FIELDS) {
    const text = (cells[field] ?? '').trim();
    if (text === '') continue;
    if (field === 'classroomId') {
      const id = classroomsByName.get(searchKey(text));
      if (id) values.classroomId = id;
      else errors.classroomId = IMPORT_MESSAGES.unknownClassroom(text);
    } else if (field === 'gender') {
      values.gender = optionValue('gender', text, { مرد: 'male', زن: 'female', m: 'male', f: 'female' });
    } else if (field === 'status') {
      values.status = optionValue('status', text);
    } else if (field === 'birthDate') {
      const jalali = parseJalali(text);
      if (jalali) values.birthDate = jalaliToIsoDate(jalali);
      else if (/^\d{4}-\d{2}-\d{2}$/.test(text) && Number(text.slice(0, 4)) > 1900) values.birthDate = text;
      else errors.birthDate = IMPORT_MESSAGES.badDate;
    } else if (field === 'nationalCode') {
      // Excel drops the leading zeros of a code typed into a number cell.
      const digits = normalizeCode(text);
      values.nationalCode = /^\d{8,9}$/.test(digits) ? digits.padStart(10, '0') : text;
    } else {
      values[field] = text;
    }
  }
  values.status ??= 'studying';
  return { values, errors };
}
