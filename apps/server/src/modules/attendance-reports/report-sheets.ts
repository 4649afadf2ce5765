/** The Excel layout of each attendance report: Persian title, headers and rows. */
import { formatDateJalali, toPersianDigits } from '@school/shared';
import { cellLabel, type MatrixReport } from './matrix-report';
import type { ReportScope } from './report-scope';
import type { SheetSpec } from './report-workbook';
import type { CourseAbsenceRow, StudentAbsenceRow, TeacherTimeRow, TimeOnSiteRow } from './summary-reports';

const jalali = (iso: string) => formatDateJalali(iso, { digits: 'fa' });
const rangeText = (scope: ReportScope) =>
  `از ${jalali(scope.from)} تا ${jalali(scope.to)}${scope.classroomName ? ` — کلاس ${scope.classroomName}` : ''}`;
const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;
const digits = (n: number) => toPersianDigits(String(n));

export function matrixSheet(report: MatrixReport, scope: ReportScope): SheetSpec {
  return {
    title: 'گزارش حضور و غیاب',
    subtitle: rangeText(scope),
    headers: ['ردیف', 'دانش‌آموز', ...report.days.map(jalali), 'غیبت', 'تأخیر', 'غیبت موجه'],
    rows: report.students.map((s, i) => [
      i + 1,
      fullName(s),
      ...report.days.map((day) => cellLabel(s.days[day], digits)),
      s.absent,
      s.late,
      s.excused,
    ]),
    totals: [
      null,
      'جمع',
      ...report.days.map((day) => cellLabel(report.dayTotals[day], digits)),
      report.totals.absent,
      report.totals.late,
      report.totals.excused,
    ],
  };
}

export function absencesPerCourseSheet(rows: CourseAbsenceRow[], scope: ReportScope): SheetSpec {
  return {
    title: 'غیبت به تفکیک درس',
    subtitle: rangeText(scope),
    headers: ['ردیف', 'دانش‌آموز', 'کلاس', 'گروه درسی', 'غیبت', 'تأخیر', 'غیبت موجه'],
    rows: rows.map((r, i) => [
      i + 1,
      fullName(r),
      r.classroomName,
      r.courseGroupTitle,
      r.absent,
      r.late,
      r.excused,
    ]),
  };
}

export function studentAbsencesSheet(rows: StudentAbsenceRow[], scope: ReportScope): SheetSpec {
  return {
    title: 'غیبت دانش‌آموزان',
    subtitle: rangeText(scope),
    headers: [
      'ردیف',
      'دانش‌آموز',
      'کلاس',
      'زنگ‌های غیبت',
      'روزهای غیبت',
      'غیبت موجه',
      'تأخیر',
      'دقیقه تأخیر',
    ],
    rows: rows.map((r, i) => [
      i + 1,
      fullName(r),
      r.classroomName,
      r.absent,
      r.absentDays,
      r.excused,
      r.late,
      r.lateMinutes,
    ]),
  };
}

export function studentTimeSheet(rows: TimeOnSiteRow[], scope: ReportScope): SheetSpec {
  return {
    title: 'زمان حضور دانش‌آموزان',
    subtitle: rangeText(scope),
    headers: ['ردیف', 'دانش‌آموز', 'کلاس', 'زنگ‌های حاضر', 'روزهای حضور', 'دقیقه حضور'],
    rows: rows.map((r, i) => [i + 1, fullName(r), r.classroomName, r.attendedPeriods, r.days, r.minutes]),
  };
}

export function teacherTimeSheet(rows: TeacherTimeRow[], scope: ReportScope): SheetSpec {
  return {
    title: 'زمان حضور دبیران در سامانه',
    subtitle: rangeText(scope),
    headers: ['ردیف', 'دبیر', 'حساب کاربری', 'دقیقه فعال', 'روزهای فعال'],
    rows: rows.map((r, i) => [i + 1, fullName(r), r.hasAccount ? 'دارد' : 'ندارد', r.minutes, r.activeDays]),
  };
}
