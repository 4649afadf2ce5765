/**
 * Course-list files in the shape Sida exports them: a title line above the table, Sida's headers
 * (Arabic ي/ك as its pages write them), codes as text. Used for the sample a school downloads, the
 * tests and the demo.
 */
import ExcelJS from 'exceljs';

export interface CourseListRow {
  classroom: string;
  gradeLevel: string;
  courseCode: string;
  courseTitle: string;
  units: string;
  weeklyHours: string;
  teacherNationalCode: string;
  teacherName: string;
}

/** Sida's headers, in its order (the keys are the product's fields). */
export const SIDA_COURSE_LIST_HEADERS: Record<keyof CourseListRow, string> = {
  classroom: 'نام كلاس',
  gradeLevel: 'پايه تحصيلي',
  courseCode: 'كد درس',
  courseTitle: 'نام درس',
  units: 'تعداد واحد',
  weeklyHours: 'ساعت در هفته',
  teacherNationalCode: 'كد ملي دبير',
  teacherName: 'نام دبير',
};

export async function courseListWorkbook(
  rows: readonly Partial<CourseListRow>[],
  options: { headers?: Partial<Record<keyof CourseListRow, string | null>> } = {},
): Promise<Buffer> {
  const headers = { ...SIDA_COURSE_LIST_HEADERS, ...options.headers };
  // A header set to null leaves its column out of the file.
  const keys = (Object.keys(SIDA_COURSE_LIST_HEADERS) as (keyof CourseListRow)[]).filter(
    (k) => headers[k] !== null,
  );
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('فهرست دروس', { views: [{ rightToLeft: true }] });
  sheet.addRow(['سامانه سيدا — فهرست دروس کلاس‌ها']);
  sheet.addRow(keys.map((k) => headers[k]));
  for (const row of rows) sheet.addRow(keys.map((k) => row[k] ?? ''));
  sheet.columns.forEach((c) => {
    c.width = 18;
    c.numFmt = '@';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The sample a school downloads: two classrooms of the generated class list and their courses. */
export function courseListSample(): Promise<Buffer> {
  const courses = [
    ['1001', 'ریاضی ۱', '4', '4'],
    ['1002', 'فیزیک ۱', '3', '3'],
    ['1004', 'ادبیات فارسی ۱', '2', '2'],
  ];
  return courseListWorkbook(
    ['101', '102'].flatMap((classroom) =>
      courses.map(([courseCode, courseTitle, units, weeklyHours]) => ({
        classroom,
        gradeLevel: 'دهم',
        courseCode: courseCode!,
        courseTitle: courseTitle!,
        units: units!,
        weeklyHours: weeklyHours!,
      })),
    ),
  );
}
