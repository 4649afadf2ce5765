/** The score analytics pages: each one's API name, title key, filters, table and chart. */
import type { EChartsCoreOption } from 'echarts/core';
import type { TableModel } from '../../components/report/table-model';
import type { CourseAverageRow, DistributionRow, FailedCoursesReport, GroupingReport } from './analytics-api';
import { averagesOption, boxPlotOption, failedOption, groupingOption } from './analytics-charts';
import {
  type AnalyticsTableContext,
  averagesTable,
  courseRanksTable,
  distributionTable,
  failedTable,
  groupingTable,
  ranksTable,
} from './analytics-tables';

export interface AnalyticsReportDef {
  /** The API's report name (/api/score-analytics/<name>). */
  name: string;
  /** Key under scoreAnalytics.pages. */
  titleKey: string;
  /** The course filter means nothing to overall ranks. */
  courseFilter: boolean;
  grouping?: boolean;
  landscape: boolean;
  /** null: the page draws its own view (the matrix). */
  toTable: ((data: unknown, ctx: AnalyticsTableContext) => TableModel) | null;
  chart?: (data: unknown, ctx: AnalyticsTableContext) => EChartsCoreOption | null;
}

export const ANALYTICS_REPORTS = {
  courseAverages: {
    name: 'course-averages',
    titleKey: 'courseAverages',
    courseFilter: true,
    landscape: false,
    toTable: averagesTable,
    chart: (data, ctx) =>
      averagesOption(
        data as CourseAverageRow[],
        {
          school: ctx.t('scoreAnalytics.columns.schoolAverage'),
          network: ctx.t('scoreAnalytics.columns.networkAverage'),
        },
        ctx.network,
      ),
  },
  rankStudents: {
    name: 'rank-students',
    titleKey: 'rankStudents',
    courseFilter: false,
    landscape: false,
    toTable: ranksTable,
  },
  rankStudentsCourses: {
    name: 'rank-students-courses',
    titleKey: 'rankStudentsCourses',
    courseFilter: true,
    landscape: false,
    toTable: courseRanksTable,
  },
  failedCourses: {
    name: 'failed-courses',
    titleKey: 'failedCourses',
    courseFilter: true,
    landscape: false,
    toTable: failedTable,
    chart: (data, ctx) => failedOption(data as FailedCoursesReport, ctx.network),
  },
  matrix: {
    name: 'matrix',
    titleKey: 'matrix',
    courseFilter: true,
    landscape: true,
    toTable: null,
  },
  boxPlot: {
    name: 'box-plot',
    titleKey: 'boxPlot',
    courseFilter: true,
    landscape: true,
    toTable: distributionTable,
    chart: (data, ctx) =>
      boxPlotOption(data as DistributionRow[], ctx.t('scoreAnalytics.allClassrooms'), ctx.network),
  },
  dispersion: {
    name: 'dispersion',
    titleKey: 'dispersion',
    courseFilter: true,
    landscape: true,
    toTable: distributionTable,
  },
  grouping: {
    name: 'grouping',
    titleKey: 'grouping',
    courseFilter: true,
    grouping: true,
    landscape: false,
    toTable: groupingTable,
    chart: (data, ctx) =>
      groupingOption(data as GroupingReport, (band) => `${ctx.t('scoreAnalytics.columns.band')} ${band}`),
  },
} satisfies Record<string, AnalyticsReportDef>;
