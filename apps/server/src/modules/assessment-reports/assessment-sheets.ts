/** The Excel layout of each assessment report: Persian title, the scope as subtitle, headers, rows. */
import { JALALI_MONTHS_FA, formatDateJalali, toPersianDigits } from '@school/shared';
import type { SheetSpec } from '../attendance-reports/report-workbook';
import type { AssessmentScope } from './assessment-scope';
import type { BelowPassingReport, TopCourseRow, TopStudentRow } from './card-reports';
import type { MonthlyReport } from './monthly-grades';
import type { ScoresReport } from './scores-report';
import type { FewExamsRow, NoExamRow, TeacherRow } from './teacher-reports';

const jalali = (iso: string) => formatDateJalali(iso, { digits: 'fa' });
const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;
/** "مهر ۱۴۰۴" from "1404-07". */
export const monthTitle = (month: string) =>
  `${JALALI_MONTHS_FA[Number(month.slice(5)) - 1]} ${toPersianDigits(month.slice(0, 4))}`;

/** What the report covers, e.g. «نوبت اول — کلاس ۱۰۱ — پایه ۱۰». */
function scopeText(scope: AssessmentScope, yearLabel: string): string {
  const parts = [scope.termTitle ?? yearLabel];
  if (scope.from !== undefined) parts[0] = `از ${jalali(scope.from)} تا ${jalali(scope.to!)}`;
  if (scope.classroomName) parts.push(`کلاس ${scope.classroomName}`);
  if (scope.gradeLevel !== undefined) parts.push(`پایه ${toPersianDigits(scope.gradeLevel)}`);
  return parts.join(' — ');
}
const cardScope = (scope: AssessmentScope) => scopeText(scope, 'کارنامه سالانه');
const examScope = (scope: AssessmentScope) => scopeText(scope, 'کل سال تحصیلی');

export function belowPassingSheet(report: BelowPassingReport, scope: AssessmentScope): SheetSpec {
  return {
    title: 'نمرات زیر حد قبولی',
    subtitle: cardScope(scope),
    headers: ['ردیف', 'دانش‌آموز', 'کلاس', 'درس', 'نمره', 'حد قبولی'],
    rows: report.rows.map((r, i) => [
      i + 1,
      fullName(r),
      r.classroomName,
      r.courseTitle,
      r.score,
      r.passingScore,
    ]),
  };
}

export function topStudentsSheet(rows: TopStudentRow[], scope: AssessmentScope): SheetSpec {
  return {
    title: 'دانش‌آموزان برتر',
    subtitle: cardScope(scope),
    headers: ['رتبه', 'دانش‌آموز', 'کلاس', 'معدل'],
    rows: rows.map((r) => [r.rank, fullName(r), r.classroomName, r.average]),
  };
}

export function topCourseSheet(rows: TopCourseRow[], scope: AssessmentScope): SheetSpec {
  return {
    title: 'دانش‌آموزان برتر هر درس',
    subtitle: cardScope(scope),
    headers: ['درس', 'رتبه', 'دانش‌آموز', 'کلاس', 'نمره'],
    rows: rows.map((r) => [r.courseTitle, r.rank, fullName(r), r.classroomName, r.score]),
  };
}

export function monthlySheet(report: MonthlyReport, scope: AssessmentScope): SheetSpec {
  return {
    title: 'نمرات ماهانه کلاس‌ها',
    subtitle: `${examScope(scope)} — میانگین از ۲۰ (تعداد نمره)`,
    headers: ['کلاس', ...report.months.map(monthTitle)],
    rows: report.rows.map((r) => [
      r.classroomName,
      ...report.months.map((m) =>
        r.months[m] ? `${toPersianDigits(r.months[m].average)} (${toPersianDigits(r.months[m].count)})` : '',
      ),
    ]),
  };
}

export function scoresSheet(report: ScoresReport, scope: AssessmentScope): SheetSpec {
  return {
    title: 'گزارش نمرات',
    subtitle: cardScope(scope),
    headers: ['ردیف', 'دانش‌آموز', ...report.courses.map((c) => c.title), 'معدل', 'رتبه'],
    rows: report.students.map((s, i) => [
      i + 1,
      fullName(s),
      ...report.courses.map((c) => s.scores[c.coursePlanId] ?? null),
      s.average,
      s.rank,
    ]),
    totals: [null, 'میانگین درس', ...report.courses.map((c) => c.average), null, null],
  };
}

export function teacherSheet(rows: TeacherRow[], scope: AssessmentScope): SheetSpec {
  return {
    title: 'گزارش دبیران',
    subtitle: examScope(scope),
    headers: [
      'ردیف',
      'دبیر',
      'گروه‌های درسی',
      'آزمون‌های برگزارشده',
      'نمره‌های ثبت‌شده',
      'میانگین از ۲۰',
      'درصد زیر حد قبولی',
    ],
    rows: rows.map((r, i) => [
      i + 1,
      fullName(r),
      r.courseGroups,
      r.examsHeld,
      r.scoresEntered,
      r.averageScore,
      r.belowPassingPercent,
    ]),
  };
}

export function noExamsSheet(rows: NoExamRow[], scope: AssessmentScope): SheetSpec {
  return {
    title: 'دبیران بدون آزمون',
    subtitle: examScope(scope),
    headers: ['ردیف', 'دبیر', 'تعداد گروه بدون آزمون', 'گروه‌های درسی'],
    rows: rows.map((r, i) => [i + 1, fullName(r), r.groupCount, r.courseGroups]),
  };
}

export function fewGradesSheet(rows: FewExamsRow[], scope: AssessmentScope): SheetSpec {
  return {
    title: 'دبیران با نمره کم',
    subtitle: `${examScope(scope)} — کمتر از ${toPersianDigits(scope.minExams)} آزمون`,
    headers: ['ردیف', 'دبیر', 'گروه درسی', 'کلاس', 'تعداد آزمون'],
    rows: rows.map((r, i) => [i + 1, fullName(r), r.courseGroupTitle, r.classroomName, r.examCount]),
  };
}
