/**
 * /api/assessment-reports — the assessment reports of DOMAIN.md ("Assessment" → reports), each as
 * JSON and as `.xlsx`, each behind its own permission. Every report covers the user's current
 * school and academic year only; another school's classroom or another year's term is a 404.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { type ReportDef, registerReport } from '../attendance-reports/report-endpoints';
import {
  type AssessmentQuery,
  cardQuery,
  fewGradesQuery,
  monthlyQuery,
  scoresQuery,
  teacherQuery,
  topQuery,
} from './assessment-filters';
import { type AssessmentScope, assessmentScope } from './assessment-scope';
import {
  belowPassingSheet,
  fewGradesSheet,
  monthlySheet,
  noExamsSheet,
  scoresSheet,
  teacherSheet,
  topCourseSheet,
  topStudentsSheet,
} from './assessment-sheets';
import { belowPassing, topStudents, topStudentsPerCourse } from './card-reports';
import { monthlyClassroomGrades } from './monthly-grades';
import { scoresReport } from './scores-report';
import { teacherReport, teachersWithFewGrades, teachersWithNoExams } from './teacher-reports';

const report = <D>(def: ReportDef<AssessmentScope, D>) => def;

export const ASSESSMENT_REPORTS = [
  report({
    name: 'below-passing',
    permission: 'reports.below-passing',
    summary: 'Report-card course scores under the passing score, and their count per course',
    querystring: cardQuery,
    load: belowPassing,
    sheet: belowPassingSheet,
  }),
  report({
    name: 'top-students',
    permission: 'reports.top-students',
    summary: 'Students ranked by report-card average (ties share a rank)',
    querystring: topQuery,
    load: topStudents,
    sheet: topStudentsSheet,
  }),
  report({
    name: 'top-students-course',
    permission: 'reports.top-students-course',
    summary: 'The best students of each course by report-card score',
    querystring: topQuery,
    load: topStudentsPerCourse,
    sheet: topCourseSheet,
  }),
  report({
    name: 'monthly-classroom-grades',
    permission: 'reports.monthly-classroom-grades',
    summary: 'Average exam score (out of 20) per classroom and Jalali month',
    querystring: monthlyQuery,
    load: monthlyClassroomGrades,
    sheet: monthlySheet,
  }),
  report({
    name: 'scores',
    permission: 'reports.scores',
    summary: "A classroom's report-card scores: students × courses, with averages and ranks",
    querystring: scoresQuery,
    load: scoresReport,
    sheet: scoresSheet,
  }),
  report({
    name: 'teacher',
    permission: 'reports.teacher',
    summary: 'Per teacher: course groups, exams held, scores entered, average, share below passing',
    querystring: teacherQuery,
    load: teacherReport,
    sheet: teacherSheet,
  }),
  report({
    name: 'teachers-no-exams',
    permission: 'reports.teachers-no-exams',
    summary: 'Teachers with course groups that held no exam in the range',
    querystring: teacherQuery,
    load: teachersWithNoExams,
    sheet: noExamsSheet,
  }),
  report({
    name: 'teachers-few-grades',
    permission: 'reports.teachers-few-grades',
    summary: 'Course groups (and their teachers) with fewer exams than expected in the range',
    querystring: fewGradesQuery,
    load: teachersWithFewGrades,
    sheet: fewGradesSheet,
  }),
];

export const assessmentReportRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const scopeOf = (request: FastifyRequest) =>
      assessmentScope(db, requireAuth(request).access, request.query as AssessmentQuery);
    for (const def of ASSESSMENT_REPORTS) {
      registerReport(app, db, 'assessment reports', scopeOf, def as ReportDef<AssessmentScope, unknown>);
    }
  };
