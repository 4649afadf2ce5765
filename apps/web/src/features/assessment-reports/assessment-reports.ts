/**
 * The assessment report pages: each one's API name, title, filters, table and chart. Report-card
 * reports read a term's cards (no term: the year card); exam reports a term or a date range (none:
 * the whole year).
 */
import type { EChartsCoreOption } from 'echarts/core';
import type { TableContext, TableModel } from '../../components/report/table-model';
import type { BelowPassingReport, MonthlyReport, ScoresReport } from './assessment-report-api';
import {
  belowPassingTable,
  fewGradesTable,
  monthlyTable,
  monthTitle,
  noExamsTable,
  scoresTable,
  teacherTable,
  topCourseTable,
  topStudentsTable,
} from './assessment-tables';
import { distributionOption, failuresOption, monthlyOption } from './score-charts';

export type FilterKey = 'term' | 'classroom' | 'gradeLevel' | 'limit' | 'range' | 'minExams';

export interface AssessmentReportDef {
  /** The API's report name (/api/assessment-reports/<name>). */
  name: string;
  /** Key under assessmentReports.pages. */
  titleKey: string;
  filters: FilterKey[];
  /** What "no term" means: the year card (report cards) or the whole year (exams). */
  source: 'cards' | 'exams';
  needsClassroom: boolean;
  landscape: boolean;
  toTable: (data: unknown, ctx: TableContext) => TableModel;
  /** The chart under the filters, when the report has one; null when there is nothing to draw. */
  chart?: (data: unknown, ctx: TableContext) => EChartsCoreOption | null;
  /** Key under assessmentReports.charts: the chart's title and accessible label. */
  chartKey?: string;
}

const CARD_FILTERS: FilterKey[] = ['term', 'classroom', 'gradeLevel'];
const TEACHER_FILTERS: FilterKey[] = ['term', 'range', 'classroom', 'gradeLevel'];

export const ASSESSMENT_REPORTS = {
  belowPassing: {
    name: 'below-passing',
    titleKey: 'belowPassing',
    filters: CARD_FILTERS,
    source: 'cards',
    needsClassroom: false,
    landscape: false,
    toTable: belowPassingTable,
    chart: (data, ctx) => {
      const report = data as BelowPassingReport;
      return report.perCourse.length
        ? failuresOption(report, ctx.t('assessmentReports.charts.failuresSeries'))
        : null;
    },
    chartKey: 'failures',
  },
  topStudents: {
    name: 'top-students',
    titleKey: 'topStudents',
    filters: [...CARD_FILTERS, 'limit'],
    source: 'cards',
    needsClassroom: false,
    landscape: false,
    toTable: topStudentsTable,
  },
  topStudentsCourse: {
    name: 'top-students-course',
    titleKey: 'topStudentsCourse',
    filters: [...CARD_FILTERS, 'limit'],
    source: 'cards',
    needsClassroom: false,
    landscape: false,
    toTable: topCourseTable,
  },
  monthly: {
    name: 'monthly-classroom-grades',
    titleKey: 'monthly',
    filters: CARD_FILTERS,
    source: 'exams',
    needsClassroom: false,
    landscape: true,
    toTable: monthlyTable,
    chart: (data, ctx) => {
      const report = data as MonthlyReport;
      return report.rows.length ? monthlyOption(report, (m) => monthTitle(m, ctx)) : null;
    },
    chartKey: 'monthly',
  },
  scores: {
    name: 'scores',
    titleKey: 'scores',
    filters: ['term', 'classroom'],
    source: 'cards',
    needsClassroom: true,
    landscape: true,
    toTable: scoresTable,
    chart: (data) => {
      const report = data as ScoresReport;
      return report.courses.length && report.students.length ? distributionOption(report) : null;
    },
    chartKey: 'distribution',
  },
  teacher: {
    name: 'teacher',
    titleKey: 'teacher',
    filters: TEACHER_FILTERS,
    source: 'exams',
    needsClassroom: false,
    landscape: true,
    toTable: teacherTable,
  },
  teachersNoExams: {
    name: 'teachers-no-exams',
    titleKey: 'teachersNoExams',
    filters: TEACHER_FILTERS,
    source: 'exams',
    needsClassroom: false,
    landscape: false,
    toTable: noExamsTable,
  },
  teachersFewGrades: {
    name: 'teachers-few-grades',
    titleKey: 'teachersFewGrades',
    filters: [...TEACHER_FILTERS, 'minExams'],
    source: 'exams',
    needsClassroom: false,
    landscape: false,
    toTable: fewGradesTable,
  },
} satisfies Record<string, AssessmentReportDef>;
