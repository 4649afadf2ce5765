/**
 * The columns of Sida's files and how a file's headers are matched to them. Sida's layouts change
 * from year to year (a header renamed, a title row above the table, Arabic ي/ك, a ZWNJ here and a
 * space there), so each field has Persian synonyms, compared after normalisation; a school's
 * confirmed mapping (its preset) is tried first, and the user corrects what is left.
 */
import { searchKey } from '@school/shared';

export type SidaFileKind = 'class-list' | 'course-list' | 'results';

export interface SidaColumn {
  key: string;
  /** The header this product writes and shows. */
  header: string;
  synonyms: readonly string[];
  required: boolean;
}

export const SIDA_COLUMNS: Record<SidaFileKind, readonly SidaColumn[]> = {
  'class-list': [
    {
      key: 'nationalCode',
      header: 'کد ملی',
      synonyms: ['شماره ملی', 'کدملی دانش آموز', 'کد ملی دانش آموز', 'شناسه ملی'],
      required: true,
    },
    { key: 'firstName', header: 'نام', synonyms: ['نام دانش آموز', 'اسم'], required: true },
    {
      key: 'lastName',
      header: 'نام خانوادگی',
      synonyms: ['فامیلی', 'نام خانوادگی دانش آموز', 'نام فامیل'],
      required: true,
    },
    { key: 'fatherName', header: 'نام پدر', synonyms: ['نام ولی', 'پدر'], required: false },
    {
      key: 'studentNumber',
      header: 'شماره دانش آموزی',
      synonyms: ['کد دانش آموزی', 'شماره پرونده', 'کد دانش آموز'],
      required: false,
    },
    { key: 'gender', header: 'جنسیت', synonyms: ['جنس'], required: false },
    { key: 'birthDate', header: 'تاریخ تولد', synonyms: ['تولد'], required: false },
    { key: 'gradeLevel', header: 'پایه', synonyms: ['پایه تحصیلی', 'مقطع پایه'], required: true },
    {
      key: 'classroom',
      header: 'کلاس',
      synonyms: ['نام کلاس', 'عنوان کلاس', 'کلاس درس', 'شماره کلاس'],
      required: true,
    },
  ],
  // Sida's course list: each classroom's courses with their code, units and teacher. The classroom
  // column may be left out when the file is one classroom's list and the user names the classroom.
  'course-list': [
    {
      key: 'classroom',
      header: 'کلاس',
      synonyms: ['نام کلاس', 'عنوان کلاس', 'کلاس درس', 'شماره کلاس'],
      required: false,
    },
    { key: 'gradeLevel', header: 'پایه', synonyms: ['پایه تحصیلی', 'مقطع پایه'], required: false },
    { key: 'courseCode', header: 'کد درس', synonyms: ['شماره درس', 'کد ماده درسی'], required: true },
    { key: 'courseTitle', header: 'نام درس', synonyms: ['عنوان درس', 'درس', 'ماده درسی'], required: true },
    { key: 'units', header: 'واحد', synonyms: ['تعداد واحد', 'واحد درسی', 'ضریب'], required: false },
    {
      key: 'weeklyHours',
      header: 'ساعت هفتگی',
      synonyms: ['ساعت در هفته', 'ساعات هفتگی', 'تعداد ساعت'],
      required: false,
    },
    {
      key: 'teacherNationalCode',
      header: 'کد ملی دبیر',
      synonyms: ['کد ملی معلم', 'کدملی دبیر', 'شماره ملی دبیر', 'کد ملی آموزگار'],
      required: false,
    },
    {
      key: 'teacherName',
      header: 'نام دبیر',
      synonyms: ['دبیر', 'معلم', 'نام معلم', 'نام و نام خانوادگی دبیر', 'آموزگار'],
      required: false,
    },
  ],
  results: [
    {
      key: 'nationalCode',
      header: 'کد ملی',
      synonyms: ['شماره ملی', 'کدملی دانش آموز', 'کد ملی دانش آموز'],
      required: true,
    },
    { key: 'courseCode', header: 'کد درس', synonyms: ['شماره درس', 'کد ماده درسی'], required: true },
    { key: 'courseTitle', header: 'نام درس', synonyms: ['عنوان درس', 'درس', 'ماده درسی'], required: true },
    { key: 'score', header: 'نمره', synonyms: ['نمره نهایی', 'نمره کل', 'نمره سالانه'], required: true },
  ],
};

/** A header compared without ي/ك, ZWNJ, spaces, punctuation or digit scripts mattering. */
export function headerKey(text: string): string {
  return searchKey(text).replace(/[\s\u200c\u200f\u200e:*()[\]\-_.،/]+/g, '');
}

export interface HeaderMatch {
  /** field key → the file's header text, for the fields found. */
  mapping: Record<string, string>;
  /** Required fields no header matched. */
  missing: string[];
}

/**
 * Each field takes the first header equal to its preset header, its own header or a synonym, in
 * that order; a header serves one field only.
 */
export function matchHeaders(
  headers: readonly string[],
  columns: readonly SidaColumn[],
  preset: Readonly<Record<string, string>> = {},
): HeaderMatch {
  const keys = headers.map(headerKey);
  const used = new Set<number>();
  const mapping: Record<string, string> = {};
  const find = (candidate: string) => {
    const wanted = headerKey(candidate);
    return keys.findIndex((k, i) => k !== '' && k === wanted && !used.has(i));
  };
  // Presets first for every field, so a school's renamed header is not taken by a synonym elsewhere.
  for (const column of columns) {
    const saved = preset[column.key];
    const at = saved ? find(saved) : -1;
    if (at >= 0) {
      used.add(at);
      mapping[column.key] = headers[at]!;
    }
  }
  for (const column of columns) {
    if (mapping[column.key]) continue;
    for (const candidate of [column.header, ...column.synonyms]) {
      const at = find(candidate);
      if (at >= 0) {
        used.add(at);
        mapping[column.key] = headers[at]!;
        break;
      }
    }
  }
  return { mapping, missing: columns.filter((c) => c.required && !mapping[c.key]).map((c) => c.key) };
}

/**
 * The header row: of the first rows, the one where most headers match a field (Sida's exports put a
 * title or the school's name above the table).
 */
export function findHeaderRow(rows: readonly (readonly string[])[], columns: readonly SidaColumn[]): number {
  let best = 0;
  let bestCount = 0;
  rows.slice(0, 10).forEach((values, index) => {
    const count = Object.keys(matchHeaders(values, columns).mapping).length;
    if (count > bestCount) {
      best = index;
      bestCount = count;
    }
  });
  return best;
}

const GRADE_WORDS = [
  'اول',
  'دوم',
  'سوم',
  'چهارم',
  'پنجم',
  'ششم',
  'هفتم',
  'هشتم',
  'نهم',
  'دهم',
  'یازدهم',
  'دوازدهم',
];

/** A grade level written as a number (Persian or ASCII digits) or a word (دهم، پایه دهم). */
export function parseGradeLevel(text: string): number | null {
  const key = searchKey(text)
    .replace(/^پایه\s*/, '')
    .trim();
  if (/^\d{1,2}$/.test(key)) {
    const n = Number(key);
    return n >= 1 && n <= 12 ? n : null;
  }
  const at = GRADE_WORDS.indexOf(key);
  return at >= 0 ? at + 1 : null;
}
