/**
 * /api/score-analytics — the score analytics of the Sida section (DOMAIN.md: box plot, failed
 * courses, course averages, dispersion, grouping, ranks overall and per course, the matrix), each as
 * JSON and as `.xlsx`, all behind `sida.reports`. Computed in SQL over the report cards of the
 * user's school (or the network, for a network-level user who asks).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { type ReportDef, registerReport } from '../attendance-reports';
import { type AnalyticsQuery, analyticsQuery, groupingQuery } from './analytics-filters';
import { type AnalyticsScope, analyticsScope } from './analytics-scope';
import {
  averagesSheet,
  boxPlotSheet,
  courseRanksSheet,
  dispersionSheet,
  failedSheet,
  groupingSheet,
  matrixSheet,
  ranksSheet,
} from './analytics-sheets';
import { courseAverages } from './course-averages';
import { failedCourses } from './failed-courses';
import { scoreDistribution } from './score-distribution';
import { scoreMatrix } from './score-matrix';
import { studentGrouping } from './student-grouping';
import { courseRanks, studentRanks } from './student-ranks';

export const SCORE_ANALYTICS_PERMISSION = 'sida.reports';

const report = <D>(
  def: Omit<ReportDef<AnalyticsScope, D>, 'permission' | 'querystring'> & {
    querystring?: ReportDef<AnalyticsScope, D>['querystring'];
  },
) =>
  ({ permission: SCORE_ANALYTICS_PERMISSION, querystring: analyticsQuery, ...def }) as ReportDef<
    AnalyticsScope,
    D
  >;

export const SCORE_ANALYTICS = [
  report({
    name: 'course-averages',
    summary: 'Average per course and classroom, beside the school and network averages',
    load: courseAverages,
    sheet: averagesSheet,
  }),
  report({
    name: 'rank-students',
    summary: 'Students ranked by card average within classroom, grade and school (ties share)',
    load: studentRanks,
    sheet: ranksSheet,
  }),
  report({
    name: 'rank-students-courses',
    summary: 'Students ranked by each course score within classroom, grade and school (ties share)',
    load: courseRanks,
    sheet: courseRanksSheet,
  }),
  report({
    name: 'failed-courses',
    summary: 'Students with course scores under passing, and the count per course and classroom',
    load: failedCourses,
    sheet: failedSheet,
  }),
  report({
    name: 'matrix',
    summary: 'Students × courses, with each course passing score and top-decile score',
    load: scoreMatrix,
    sheet: matrixSheet,
  }),
  report({
    name: 'box-plot',
    summary: 'Quartiles, min and max of each course per classroom',
    load: scoreDistribution,
    sheet: boxPlotSheet,
  }),
  report({
    name: 'dispersion',
    summary: 'Mean, SD, quartiles, min, max and skew per course and classroom',
    load: scoreDistribution,
    sheet: dispersionSheet,
  }),
  report({
    name: 'grouping',
    summary: 'Students in ability bands by quantiles or thresholds, overall or per course',
    querystring: groupingQuery,
    load: studentGrouping,
    sheet: groupingSheet,
  }),
];

export const scoreAnalyticsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const scopeOf = (request: FastifyRequest) =>
      analyticsScope(db, requireAuth(request).access, request.query as AnalyticsQuery);
    for (const def of SCORE_ANALYTICS) {
      registerReport(app, db, 'score analytics', scopeOf, def as ReportDef<AnalyticsScope, unknown>);
    }
  };
