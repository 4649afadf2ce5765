/**
 * Each attendance report as a table: its API name, title, whether it needs a classroom, and how
 * its data becomes header and body cells (already in the UI language's digits). Pure, so tested
 * without rendering.
 */
import { formatDate, formatNumber, localizeDigits } from '../../lib/date';
import type { MatrixReport, StatusCounts } from './report-api';
import { personName } from '../../components/PersonLabel';
import type { TableContext, TableModel } from '../../components/report/table-model';

export interface ReportTable {
  /** The API's report name (/api/attendance-reports/<name>). */
  name: string;
  /** Key under attendanceReports.pages. */
  titleKey: string;
  needsClassroom: boolean;
  landscape: boolean;
  toTable: (data: unknown, ctx: TableContext) => TableModel;
  /** Text under the table, e.g. the matrix's legend. */
  legendKey?: string;
}

const col = (ctx: TableContext, key: string) => ctx.t(`attendanceReports.columns.${key}`);
const name = (row: { firstName: string; lastName: string }, ctx: TableContext) =>
  localizeDigits(personName(row), ctx.language);
const num = (n: number, ctx: TableContext) => formatNumber(n, ctx.language);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** «غ۲ ت۱»: a day's absent, late and excused periods in short form ('' for a plain present day). */
export function cellText(counts: StatusCounts | undefined, ctx: TableContext): string {
  if (!counts) return '';
  return (['absent', 'late', 'excused'] as const)
    .filter((status) => counts[status] > 0)
    .map((status) => `${ctx.t(`attendanceReports.cell.${status}`)}${num(counts[status], ctx)}`)
    .join(' ');
}

function matrixTable(data: unknown, ctx: TableContext): TableModel {
  const report = data as MatrixReport;
  const dayCount = report.days.length;
  return {
    headers: [
      col(ctx, 'row'),
      col(ctx, 'student'),
      ...report.days.map((day) => formatDate(day, ctx.language)),
      col(ctx, 'absent'),
      col(ctx, 'late'),
      col(ctx, 'excused'),
    ],
    rows: report.students.map((s, i) => [
      num(i + 1, ctx),
      name(s, ctx),
      ...report.days.map((day) => cellText(s.days[day], ctx)),
      num(s.absent, ctx),
      num(s.late, ctx),
      num(s.excused, ctx),
    ]),
    totals: [
      '',
      col(ctx, 'total'),
      ...report.days.map((day) => cellText(report.dayTotals[day], ctx)),
      num(report.totals.absent, ctx),
      num(report.totals.late, ctx),
      num(report.totals.excused, ctx),
    ],
    numeric: [0, ...range(2 + dayCount, 5 + dayCount)],
  };
}

type Row = Record<string, string | number | boolean | null>;

/** A flat report: one row per result, the given columns (numbers formatted, names joined). */
function flatTable(columns: string[]) {
  return (data: unknown, ctx: TableContext): TableModel => {
    const rows = data as Row[];
    return {
      headers: [col(ctx, 'row'), ...columns.map((c) => col(ctx, c))],
      rows: rows.map((row, i) => [
        num(i + 1, ctx),
        ...columns.map((c) => {
          if (c === 'student' || c === 'teacher') return name(row as never, ctx);
          if (c === 'account')
            return ctx.t(`attendanceReports.${row.hasAccount ? 'hasAccount' : 'noAccount'}`);
          const value = row[FIELD[c] ?? c];
          return typeof value === 'number'
            ? num(value, ctx)
            : localizeDigits(String(value ?? ''), ctx.language);
        }),
      ]),
      numeric: [0, ...columns.flatMap((c, i) => (NUMERIC.has(c) ? [i + 1] : []))],
    };
  };
}

/** Column → field of the API row, where they differ. */
const FIELD: Record<string, string> = {
  classroom: 'classroomName',
  courseGroup: 'courseGroupTitle',
  activeMinutes: 'minutes',
};
const NUMERIC = new Set([
  'absent',
  'late',
  'excused',
  'absentDays',
  'lateMinutes',
  'attendedPeriods',
  'days',
  'minutes',
  'activeMinutes',
  'activeDays',
]);

export const REPORT_TABLES = {
  matrix: {
    name: 'matrix',
    titleKey: 'matrix',
    needsClassroom: true,
    landscape: true,
    toTable: matrixTable,
    legendKey: 'attendanceReports.cell.legend',
  },
  absencesPerCourse: {
    name: 'absences-per-course',
    titleKey: 'absencesPerCourse',
    needsClassroom: false,
    landscape: false,
    toTable: flatTable(['student', 'classroom', 'courseGroup', 'absent', 'late', 'excused']),
  },
  studentAbsences: {
    name: 'student-absences',
    titleKey: 'studentAbsences',
    needsClassroom: false,
    landscape: false,
    toTable: flatTable(['student', 'classroom', 'absent', 'absentDays', 'excused', 'late', 'lateMinutes']),
  },
  studentTimeOnSite: {
    name: 'student-time-on-site',
    titleKey: 'studentTimeOnSite',
    needsClassroom: false,
    landscape: false,
    toTable: flatTable(['student', 'classroom', 'attendedPeriods', 'days', 'minutes']),
  },
  teacherTimeOnSite: {
    name: 'teacher-time-on-site',
    titleKey: 'teacherTimeOnSite',
    needsClassroom: false,
    landscape: false,
    toTable: flatTable(['teacher', 'account', 'activeMinutes', 'activeDays']),
  },
} satisfies Record<string, ReportTable>;
