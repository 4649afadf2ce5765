/** The Excel layout of each score analytics report: Persian title, the scope as subtitle, rows. */
import { toPersianDigits } from '@school/shared';
import type { SheetCell, SheetSpec } from '../attendance-reports';
import type { AnalyticsScope } from './analytics-scope';
import type { CourseAverageRow } from './course-averages';
import type { FailedCoursesReport } from './failed-courses';
import type { DistributionRow } from './score-distribution';
import type { ScoreMatrix } from './score-matrix';
import type { GroupingReport } from './student-grouping';
import type { CourseRankRow, RankRow } from './student-ranks';

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;
const round2 = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);

/** «سال ۱۴۰۴-۱۴۰۵ — نوبت اول — پایه ۱۰ — ریاضی فیزیک — کلاس ۱۰۱ — ریاضی ۱ — دبیرستان …». */
export function scopeText(scope: AnalyticsScope): string {
  const parts = [`سال ${scope.yearTitle}`, scope.termTitle ?? 'کارنامه سالانه'];
  if (scope.gradeLevel !== undefined) parts.push(`پایه ${scope.gradeLevel}`);
  if (scope.majorName) parts.push(scope.majorName);
  if (scope.classroomName) parts.push(`کلاس ${scope.classroomName}`);
  if (scope.courseTitle) parts.push(scope.courseTitle);
  parts.push(scope.schoolName ?? 'کل شبکه');
  return toPersianDigits(parts.join(' — '));
}

/** The school column only where the report spans the network. */
const place = (scope: AnalyticsScope, row: { schoolName: string | null; classroomName: string | null }) =>
  scope.schoolId === null ? [row.schoolName, row.classroomName] : [row.classroomName];
const placeHeaders = (scope: AnalyticsScope) => (scope.schoolId === null ? ['مدرسه', 'کلاس'] : ['کلاس']);

const sheet = (title: string, scope: AnalyticsScope, headers: string[], rows: SheetCell[][]): SheetSpec => ({
  title,
  subtitle: scopeText(scope),
  headers: ['ردیف', ...headers],
  rows: rows.map((row, i) => [i + 1, ...row]),
});

export const averagesSheet = (rows: CourseAverageRow[], scope: AnalyticsScope) =>
  sheet(
    'میانگین دروس',
    scope,
    ['درس', ...placeHeaders(scope), 'تعداد نمره', 'میانگین کلاس', 'میانگین مدرسه', 'میانگین شبکه'],
    rows.map((r) => [
      r.courseTitle,
      ...place(scope, r),
      r.count,
      r.average,
      r.schoolAverage,
      r.networkAverage,
    ]),
  );

export const ranksSheet = (rows: RankRow[], scope: AnalyticsScope) =>
  sheet(
    'رتبه دانش‌آموزان',
    scope,
    ['دانش‌آموز', ...placeHeaders(scope), 'معدل', 'رتبه در کلاس', 'رتبه در پایه', 'رتبه در مدرسه'],
    rows.map((r) => [fullName(r), ...place(scope, r), r.average, r.classRank, r.gradeRank, r.schoolRank]),
  );

export const courseRanksSheet = (rows: CourseRankRow[], scope: AnalyticsScope) =>
  sheet(
    'رتبه دانش‌آموزان در دروس',
    scope,
    ['درس', 'دانش‌آموز', ...placeHeaders(scope), 'نمره', 'رتبه در کلاس', 'رتبه در پایه', 'رتبه در مدرسه'],
    rows.map((r) => [
      r.courseTitle,
      fullName(r),
      ...place(scope, r),
      r.score,
      r.classRank,
      r.gradeRank,
      r.schoolRank,
    ]),
  );

export const failedSheet = (report: FailedCoursesReport, scope: AnalyticsScope) =>
  sheet(
    'دروس مردودی',
    scope,
    ['دانش‌آموز', ...placeHeaders(scope), 'تعداد درس مردودی', 'دروس (نمره)'],
    report.students.map((r) => [
      fullName(r),
      ...place(scope, r),
      r.failedCount,
      r.courses.map((c) => `${c.title} (${toPersianDigits(c.score)})`).join('، '),
    ]),
  );

export function matrixSheet(matrix: ScoreMatrix, scope: AnalyticsScope): SheetSpec {
  return sheet(
    'گزارش ماتریسی نمرات',
    scope,
    ['دانش‌آموز', ...placeHeaders(scope), ...matrix.courses.map((c) => c.title), 'معدل'],
    matrix.students.map((s) => [
      fullName(s),
      ...place(scope, s),
      ...matrix.courses.map((c) => s.scores[c.coursePlanId] ?? null),
      s.average,
    ]),
  );
}

const distributionSheet = (title: string) => (rows: DistributionRow[], scope: AnalyticsScope) =>
  sheet(
    title,
    scope,
    [
      'درس',
      ...placeHeaders(scope),
      'تعداد',
      'میانگین',
      'انحراف معیار',
      'کمینه',
      'چارک اول',
      'میانه',
      'چارک سوم',
      'بیشینه',
      'چولگی',
    ],
    rows.map((r) => [
      r.courseTitle,
      ...place(scope, { schoolName: r.schoolName, classroomName: r.classroomName ?? 'همه کلاس‌ها' }),
      r.count,
      round2(r.mean),
      round2(r.sd),
      r.min,
      round2(r.q1),
      round2(r.median),
      round2(r.q3),
      r.max,
      round2(r.skew),
    ]),
  );
export const boxPlotSheet = distributionSheet('نمودار جعبه‌ای نمرات');
export const dispersionSheet = distributionSheet('پراکندگی نمرات دروس');

export const groupingSheet = (report: GroupingReport, scope: AnalyticsScope) =>
  sheet(
    'گروه‌بندی دانش‌آموزان',
    scope,
    [
      'گروه',
      'دانش‌آموز',
      ...placeHeaders(scope),
      report.basis === 'course' ? 'درس' : 'مبنا',
      report.basis === 'course' ? 'نمره' : 'معدل',
    ],
    report.students.map((r) => [
      `گروه ${toPersianDigits(r.band)}`,
      fullName(r),
      ...place(scope, r),
      r.courseTitle ?? 'معدل کل',
      r.value,
    ]),
  );
