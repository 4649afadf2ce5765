/** The Excel layout of the four institute reports: Persian title, what it covers, headers and rows. */
import { formatDateJalali } from '@school/shared';
import type { SheetCell, SheetSpec } from '../attendance-reports/report-workbook';
import type {
  ClassExamStudent,
  CourseFigures,
  CourseRef,
  ExamRef,
  courseBySchool,
  courseByStudent,
  studentExamScores,
} from './corp-report-queries';

const jalali = (iso: string) => formatDateJalali(iso, { digits: 'fa' });
const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
const examLabel = (e: { corpTitle: string; title: string; date: string }) =>
  `${e.corpTitle} — ${e.title} (${jalali(e.date)})`;

/** Three columns a course: its percent, تراز and rank. */
const courseHeaders = (courses: readonly CourseRef[]) =>
  courses.flatMap((c) => [`${c.title} درصد`, `${c.title} تراز`, `${c.title} رتبه`]);
const courseCells = (courses: readonly CourseRef[], figures: Record<number, CourseFigures>): SheetCell[] =>
  courses.flatMap((c) => [
    figures[c.id]?.percent ?? null,
    figures[c.id]?.score ?? null,
    figures[c.id]?.rank ?? null,
  ]);

export function classExamSheet(report: {
  exam: ExamRef;
  courses: CourseRef[];
  students: ClassExamStudent[];
  average: {
    totalScore: number | null;
    courses: Record<number, { percent: number | null; score: number | null }>;
  };
}): SheetSpec {
  return {
    title: 'نمرات کلاس در آزمون موسسه',
    subtitle: examLabel(report.exam),
    headers: ['ردیف', 'دانش‌آموز', 'کلاس', 'تراز کل', 'رتبه کل', ...courseHeaders(report.courses)],
    rows: report.students.map((s, i) => [
      i + 1,
      name(s),
      s.classroomName ?? '',
      s.totalScore,
      s.totalRank,
      ...courseCells(report.courses, s.courses),
    ]),
    totals: [
      '',
      'میانگین',
      '',
      report.average.totalScore,
      null,
      ...report.courses.flatMap((c) => [
        report.average.courses[c.id]?.percent ?? null,
        report.average.courses[c.id]?.score ?? null,
        null,
      ]),
    ],
  };
}

export function studentExamSheet(
  student: { firstName: string; lastName: string },
  report: Awaited<ReturnType<typeof studentExamScores>>,
): SheetSpec {
  return {
    title: 'نمرات دانش‌آموز در آزمون‌های موسسات',
    subtitle: name(student),
    headers: ['ردیف', 'تاریخ', 'موسسه', 'آزمون', 'تراز کل', 'رتبه کل', ...courseHeaders(report.courses)],
    rows: report.exams.map((e, i) => [
      i + 1,
      jalali(e.date),
      e.corpTitle,
      e.title,
      e.totalScore,
      e.totalRank,
      ...courseCells(report.courses, e.courses),
    ]),
  };
}

export function courseSchoolSheet(
  course: CourseRef,
  report: Awaited<ReturnType<typeof courseBySchool>>,
): SheetSpec {
  return {
    title: 'درس به تفکیک مدرسه و تاریخ',
    subtitle: course.title,
    headers: [
      'ردیف',
      'تاریخ',
      'موسسه',
      'آزمون',
      ...report.schools.flatMap((s) => [
        `${s.name} — شرکت‌کننده`,
        `${s.name} — میانگین درصد`,
        `${s.name} — میانگین تراز`,
      ]),
    ],
    rows: report.sittings.map((sitting, i) => [
      i + 1,
      jalali(sitting.date),
      sitting.corpTitle,
      sitting.title,
      ...report.schools.flatMap((s) => {
        const cell = sitting.cells[s.id];
        return [cell?.students ?? null, cell?.percent ?? null, cell?.score ?? null];
      }),
    ]),
  };
}

export function courseStudentSheet(
  course: CourseRef,
  report: Awaited<ReturnType<typeof courseByStudent>>,
): SheetSpec {
  return {
    title: 'درس به تفکیک دانش‌آموز و تاریخ',
    subtitle: course.title,
    headers: [
      'ردیف',
      'دانش‌آموز',
      'کلاس',
      ...report.exams.flatMap((e) => [`${examLabel(e)} درصد`, `${examLabel(e)} تراز`]),
    ],
    rows: report.students.map((s, i) => [
      i + 1,
      name(s),
      s.classroomName ?? '',
      ...report.exams.flatMap((e) => [s.exams[e.examId]?.percent ?? null, s.exams[e.examId]?.score ?? null]),
    ]),
    totals: ['', 'میانگین', '', ...report.averages.flatMap((a) => [a.percent, a.score])],
  };
}
