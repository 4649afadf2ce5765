/**
 * The results sheet of one institute exam: the student's national code and name, three columns per
 * course of the exam (percent, تراز, rank) in the exam's order, then the overall تراز and rank.
 * The template lists the students of the exam's grade in the school, so only the numbers are typed.
 */
import { searchKey } from '@school/shared';
import type { SheetColumn } from '../../http/sheet-reader';
import { TOTAL_KEYS, courseKeys, type ExamCourse } from './result-row';

/** A course's name in the headers; its code joins it when two courses of the exam share a title. */
function courseNames(courses: readonly ExamCourse[]): Map<number, string> {
  const count = new Map<string, number>();
  for (const c of courses) count.set(searchKey(c.title), (count.get(searchKey(c.title)) ?? 0) + 1);
  return new Map(
    courses.map((c) => [
      c.id,
      (count.get(searchKey(c.title)) ?? 0) > 1 && c.code ? `${c.title} (${c.code})` : c.title,
    ]),
  );
}

export function resultColumns(courses: readonly ExamCourse[]): SheetColumn[] {
  const names = courseNames(courses);
  return [
    { key: 'nationalCode', header: 'کد ملی' },
    { key: 'studentName', header: 'نام و نام خانوادگی' },
    ...courses.flatMap((course) => {
      const keys = courseKeys(course.id);
      const name = names.get(course.id)!;
      return [
        { key: keys.percent, header: `${name} درصد` },
        { key: keys.score, header: `${name} تراز` },
        { key: keys.rank, header: `${name} رتبه` },
      ];
    }),
    { key: TOTAL_KEYS.score, header: 'تراز کل' },
    { key: TOTAL_KEYS.rank, header: 'رتبه کل' },
  ];
}
