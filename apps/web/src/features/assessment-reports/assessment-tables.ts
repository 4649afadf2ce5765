/**
 * Each assessment report as a table (cells already in the UI language's digits), reusing the
 * attendance reports' table model and view. Pure, so tested without rendering.
 */
import { JALALI_MONTHS_FA } from '@school/shared';
import { formatNumber, localizeDigits } from '../../lib/date';
import type { TableContext, TableModel } from '../../components/report/table-model';
import type {
  BelowPassingReport,
  FewExamsRow,
  MonthlyReport,
  NoExamRow,
  ScoresReport,
  TeacherRow,
  TopCourseRow,
  TopStudentRow,
} from './assessment-report-api';
import { personName } from '../../components/PersonLabel';

type Cell = string | number | null | undefined;

interface Column<R> {
  /** Key under assessmentReports.columns. */
  key: string;
  value: (row: R, index: number) => Cell;
  numeric?: boolean;
}

const col = (ctx: TableContext, key: string) => ctx.t(`assessmentReports.columns.${key}`);
/** A number with the language's digits and separators; text with its digits localised; null → ''. */
export const cellText = (value: Cell, ctx: TableContext) =>
  typeof value === 'number' ? formatNumber(value, ctx.language) : localizeDigits(value ?? '', ctx.language);
const percent = (value: number, ctx: TableContext) =>
  `${cellText(value, ctx)}${ctx.language === 'fa' ? '٪' : '%'}`;
const name = (row: { firstName: string; lastName: string }) => personName(row);

/** "مهر ۱۴۰۴" in Persian, "1404/07" in English (month names exist only in Persian). */
export function monthTitle(month: string, ctx: Pick<TableContext, 'language'>): string {
  const [year, number] = month.split('-');
  return ctx.language === 'fa'
    ? `${JALALI_MONTHS_FA[Number(number) - 1]} ${localizeDigits(year!, 'fa')}`
    : `${year}/${number}`;
}

function columnsTable<R>(rows: readonly R[], columns: Column<R>[], ctx: TableContext): TableModel {
  return {
    headers: columns.map((c) => col(ctx, c.key)),
    rows: rows.map((row, i) => columns.map((c) => cellText(c.value(row, i), ctx))),
    numeric: columns.flatMap((c, i) => (c.numeric ? [i] : [])),
  };
}

const rowNumber = { key: 'row', value: (_: unknown, i: number) => i + 1, numeric: true };

export function belowPassingTable(data: unknown, ctx: TableContext): TableModel {
  return columnsTable(
    (data as BelowPassingReport).rows,
    [
      rowNumber,
      { key: 'student', value: name },
      { key: 'classroom', value: (r) => r.classroomName },
      { key: 'course', value: (r) => r.courseTitle },
      { key: 'score', value: (r) => r.score, numeric: true },
      { key: 'passingScore', value: (r) => r.passingScore, numeric: true },
    ],
    ctx,
  );
}

export function topStudentsTable(data: unknown, ctx: TableContext): TableModel {
  return columnsTable(
    data as TopStudentRow[],
    [
      { key: 'rank', value: (r) => r.rank, numeric: true },
      { key: 'student', value: name },
      { key: 'classroom', value: (r) => r.classroomName },
      { key: 'average', value: (r) => r.average, numeric: true },
    ],
    ctx,
  );
}

export function topCourseTable(data: unknown, ctx: TableContext): TableModel {
  return columnsTable(
    data as TopCourseRow[],
    [
      { key: 'course', value: (r) => r.courseTitle },
      { key: 'rank', value: (r) => r.rank, numeric: true },
      { key: 'student', value: name },
      { key: 'classroom', value: (r) => r.classroomName },
      { key: 'score', value: (r) => r.score, numeric: true },
    ],
    ctx,
  );
}

/** Classrooms × months: "average (count)" per cell. */
export function monthlyTable(data: unknown, ctx: TableContext): TableModel {
  const report = data as MonthlyReport;
  return {
    headers: [col(ctx, 'classroom'), ...report.months.map((m) => monthTitle(m, ctx))],
    rows: report.rows.map((row) => [
      cellText(row.classroomName, ctx),
      ...report.months.map((m) => {
        const cell = row.months[m];
        return cell ? `${cellText(cell.average, ctx)} (${cellText(cell.count, ctx)})` : '';
      }),
    ]),
    numeric: report.months.map((_, i) => i + 1),
  };
}

/** Students × courses with each student's average and rank, and a last row of course averages. */
export function scoresTable(data: unknown, ctx: TableContext): TableModel {
  const report = data as ScoresReport;
  const courses = report.courses.length;
  return {
    headers: [
      col(ctx, 'row'),
      col(ctx, 'student'),
      ...report.courses.map((c) => cellText(c.title, ctx)),
      col(ctx, 'average'),
      col(ctx, 'rank'),
    ],
    rows: report.students.map((s, i) => [
      cellText(i + 1, ctx),
      cellText(name(s), ctx),
      ...report.courses.map((c) => cellText(s.scores[c.coursePlanId], ctx)),
      cellText(s.average, ctx),
      cellText(s.rank, ctx),
    ]),
    totals: ['', col(ctx, 'courseAverage'), ...report.courses.map((c) => cellText(c.average, ctx)), '', ''],
    numeric: [0, ...Array.from({ length: courses + 2 }, (_, i) => i + 2)],
  };
}

export function teacherTable(data: unknown, ctx: TableContext): TableModel {
  return columnsTable(
    data as TeacherRow[],
    [
      rowNumber,
      { key: 'teacher', value: name },
      { key: 'courseGroups', value: (r) => r.courseGroups, numeric: true },
      { key: 'examsHeld', value: (r) => r.examsHeld, numeric: true },
      { key: 'scoresEntered', value: (r) => r.scoresEntered, numeric: true },
      { key: 'averageScore', value: (r) => r.averageScore, numeric: true },
      {
        key: 'belowPassingPercent',
        value: (r) => (r.belowPassingPercent === null ? null : percent(r.belowPassingPercent, ctx)),
        numeric: true,
      },
    ],
    ctx,
  );
}

export function noExamsTable(data: unknown, ctx: TableContext): TableModel {
  return columnsTable(
    data as NoExamRow[],
    [
      rowNumber,
      { key: 'teacher', value: name },
      { key: 'groupCount', value: (r) => r.groupCount, numeric: true },
      { key: 'courseGroupList', value: (r) => r.courseGroups },
    ],
    ctx,
  );
}

export function fewGradesTable(data: unknown, ctx: TableContext): TableModel {
  return columnsTable(
    data as FewExamsRow[],
    [
      rowNumber,
      { key: 'teacher', value: name },
      { key: 'courseGroup', value: (r) => r.courseGroupTitle },
      { key: 'classroom', value: (r) => r.classroomName },
      { key: 'examCount', value: (r) => r.examCount, numeric: true },
    ],
    ctx,
  );
}
