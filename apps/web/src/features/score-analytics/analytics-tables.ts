/**
 * Each score analytics report as a table (cells already in the UI language's digits). Pure, so
 * tested without rendering. A network-wide report adds the school before the classroom.
 */
import type { TableContext, TableModel } from '../../components/report/table-model';
import { personName } from '../../components/PersonLabel';
import { formatNumber, localizeDigits } from '../../lib/date';
import type {
  CourseAverageRow,
  CourseRankRow,
  DistributionRow,
  FailedCoursesReport,
  GroupingReport,
  RankRow,
} from './analytics-api';

export interface AnalyticsTableContext extends TableContext {
  network: boolean;
}

type Cell = string | number | null | undefined;

interface Column<R> {
  /** Key under scoreAnalytics.columns. */
  key: string;
  value: (row: R, index: number) => Cell;
  numeric?: boolean;
}

/** Two decimals at most, in the language's digits; text with its digits localised; null → ''. */
export const cellText = (value: Cell, ctx: TableContext) =>
  typeof value === 'number'
    ? formatNumber(Math.round(value * 100) / 100, ctx.language)
    : localizeDigits(value ?? '', ctx.language);

function columnsTable<R>(rows: readonly R[], columns: Column<R>[], ctx: TableContext): TableModel {
  return {
    headers: columns.map((c) => ctx.t(`scoreAnalytics.columns.${c.key}`)),
    rows: rows.map((row, i) => columns.map((c) => cellText(c.value(row, i), ctx))),
    numeric: columns.flatMap((c, i) => (c.numeric ? [i] : [])),
  };
}

const rowNumber = { key: 'row', value: (_: unknown, i: number) => i + 1, numeric: true };
const student = { key: 'student', value: (r: { firstName: string; lastName: string }) => personName(r) };

function place<R extends { schoolName: string | null; classroomName: string | null }>(
  ctx: AnalyticsTableContext,
  allLabel?: string,
): Column<R>[] {
  const classroom: Column<R> = { key: 'classroom', value: (r) => r.classroomName ?? allLabel ?? '' };
  return ctx.network
    ? [{ key: 'school', value: (r) => r.schoolName ?? allLabel ?? '' }, classroom]
    : [classroom];
}

export function averagesTable(data: unknown, ctx: AnalyticsTableContext): TableModel {
  return columnsTable(
    data as CourseAverageRow[],
    [
      rowNumber,
      { key: 'course', value: (r) => r.courseTitle },
      ...place<CourseAverageRow>(ctx),
      { key: 'count', value: (r) => r.count, numeric: true },
      { key: 'classAverage', value: (r) => r.average, numeric: true },
      { key: 'schoolAverage', value: (r) => r.schoolAverage, numeric: true },
      { key: 'networkAverage', value: (r) => r.networkAverage, numeric: true },
    ],
    ctx,
  );
}

const ranks = [
  { key: 'classRank', value: (r: { classRank: number | null }) => r.classRank, numeric: true },
  { key: 'gradeRank', value: (r: { gradeRank: number | null }) => r.gradeRank, numeric: true },
  { key: 'schoolRank', value: (r: { schoolRank: number | null }) => r.schoolRank, numeric: true },
];

export function ranksTable(data: unknown, ctx: AnalyticsTableContext): TableModel {
  return columnsTable(
    data as RankRow[],
    [
      rowNumber,
      student,
      ...place<RankRow>(ctx),
      { key: 'average', value: (r) => r.average, numeric: true },
      ...ranks,
    ],
    ctx,
  );
}

export function courseRanksTable(data: unknown, ctx: AnalyticsTableContext): TableModel {
  return columnsTable(
    data as CourseRankRow[],
    [
      rowNumber,
      { key: 'course', value: (r) => r.courseTitle },
      student,
      ...place<CourseRankRow>(ctx),
      { key: 'score', value: (r) => r.score, numeric: true },
      ...ranks,
    ],
    ctx,
  );
}

export function failedTable(data: unknown, ctx: AnalyticsTableContext): TableModel {
  const separator = ctx.language === 'fa' ? '، ' : ', ';
  return columnsTable(
    (data as FailedCoursesReport).students,
    [
      rowNumber,
      student,
      ...place<FailedCoursesReport['students'][number]>(ctx),
      { key: 'failedCount', value: (r) => r.failedCount, numeric: true },
      {
        key: 'failedCourses',
        value: (r) => r.courses.map((c) => `${c.title} (${cellText(c.score, ctx)})`).join(separator),
      },
    ],
    ctx,
  );
}

export function distributionTable(data: unknown, ctx: AnalyticsTableContext): TableModel {
  const all = ctx.t('scoreAnalytics.allClassrooms');
  const figure = (key: keyof DistributionRow) => ({
    key,
    value: (r: DistributionRow) => r[key] as number | null,
    numeric: true,
  });
  return columnsTable(
    data as DistributionRow[],
    [
      { key: 'course', value: (r) => r.courseTitle },
      ...place<DistributionRow>(ctx, all),
      ...(['count', 'mean', 'sd', 'min', 'q1', 'median', 'q3', 'max', 'skew'] as const).map(figure),
    ],
    ctx,
  );
}

export function groupingTable(data: unknown, ctx: AnalyticsTableContext): TableModel {
  const report = data as GroupingReport;
  const byCourse = report.basis === 'course';
  return columnsTable(
    report.students,
    [
      { key: 'band', value: (r) => r.band, numeric: true },
      ...(byCourse ? [{ key: 'course', value: (r: { courseTitle: string | null }) => r.courseTitle }] : []),
      student,
      ...place<GroupingReport['students'][number]>(ctx),
      { key: byCourse ? 'score' : 'average', value: (r) => r.value, numeric: true },
    ],
    ctx,
  );
}
