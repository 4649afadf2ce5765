/**
 * Class-list files in the shape Sida exports them: a title line above the table, Sida's own headers
 * (with Arabic ي/ك as its pages write them), grade names in words and codes as text. Used for the
 * sample a school downloads, the demo fixture, the tests and the benchmark.
 */
import { withNationalCheckDigit } from '@school/shared';
import ExcelJS from 'exceljs';

export interface ClassListStudent {
  nationalCode: string;
  firstName: string;
  lastName: string;
  fatherName: string;
  studentNumber: string;
  gender: string;
  birthDate: string;
  gradeLevel: string;
  classroom: string;
}

/** Sida's headers, in its order (the keys are the product's fields). */
export const SIDA_CLASS_LIST_HEADERS: Record<keyof ClassListStudent, string> = {
  nationalCode: 'كد ملي',
  firstName: 'نام',
  lastName: 'نام\u200cخانوادگی',
  fatherName: 'نام پدر',
  studentNumber: 'شماره دانش آموزي',
  gender: 'جنسيت',
  birthDate: 'تاريخ تولد',
  gradeLevel: 'پايه تحصيلي',
  classroom: 'نام كلاس',
};

export async function classListWorkbook(
  rows: readonly ClassListStudent[],
  options: { title?: string; headers?: Partial<Record<keyof ClassListStudent, string>> } = {},
): Promise<Buffer> {
  const headers = { ...SIDA_CLASS_LIST_HEADERS, ...options.headers };
  const keys = Object.keys(SIDA_CLASS_LIST_HEADERS) as (keyof ClassListStudent)[];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('فهرست دانش آموزان', { views: [{ rightToLeft: true }] });
  sheet.addRow([options.title ?? 'سامانه سيدا — فهرست دانش آموزان کلاس']);
  sheet.addRow(keys.map((k) => headers[k]));
  for (const row of rows) sheet.addRow(keys.map((k) => row[k]));
  sheet.columns.forEach((c) => {
    c.width = 18;
    c.numFmt = '@';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const FIRST = [
  'علی',
  'محمد',
  'حسین',
  'رضا',
  'امیر',
  'مهدی',
  'سجاد',
  'آرمان',
  'کیان',
  'پارسا',
  'یاسین',
  'بردیا',
];
const LAST = [
  'کریمی',
  'رضایی',
  'موسوی',
  'حسینی',
  'احمدی',
  'جعفری',
  'صادقی',
  'نوری',
  'کاظمی',
  'رحیمی',
  'قاسمی',
  'طاهری',
];
const FATHERS = ['حسن', 'مجید', 'احمد', 'جواد', 'مرتضی', 'ناصر'];
const GRADES = ['دهم', 'یازدهم', 'دوازدهم'];

/** A generated class list: `count` boys over grades 10–12 in classrooms of 30 (101, 102 …), valid codes from `seed`. */
export function generatedClassList(count: number, seed = 610_000_000): ClassListStudent[] {
  const perGrade = Math.ceil(count / GRADES.length);
  return Array.from({ length: count }, (_, i) => {
    const grade = Math.floor(i / perGrade);
    const room = Math.floor((i - grade * perGrade) / 30) + 1;
    return {
      nationalCode: withNationalCheckDigit(String(seed + i * 7)),
      firstName: FIRST[i % FIRST.length]!,
      lastName: LAST[(i * 7 + Math.floor(i / FIRST.length)) % LAST.length]!,
      fatherName: FATHERS[i % FATHERS.length]!,
      // Apart for each seed, so lists of different seeds never share a number.
      studentNumber: String(Math.floor(seed / 1_000_000) * 10_000 + i),
      gender: 'پسر',
      birthDate: `13${88 - grade}/0${(i % 9) + 1}/1${i % 10}`,
      gradeLevel: GRADES[grade]!,
      classroom: `${grade + 10}${room}`,
    };
  });
}

/** The sample a school downloads: eight students in two classrooms. */
export function classListSample(): Promise<Buffer> {
  return classListWorkbook(generatedClassList(8));
}
