/**
 * /api/attendance-reports — the attendance reports of DOMAIN.md ("Attendance and leave"), each as
 * JSON and as `.xlsx`, and today's attendance for the dashboard. Every report covers the user's
 * current school and academic year only.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentContext } from '../../access/current-context';
import { requireAuth } from '../../access/guard';
import { can } from '../../access/user-access';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/errors';
import { matrixReport } from './matrix-report';
import { type ReportDef, registerReport } from './report-endpoints';
import { courseRangeQuery, matrixQuery, rangeQuery } from './report-filters';
import { type ReportScope, reportScope } from './report-scope';
import {
  absencesPerCourseSheet,
  matrixSheet,
  studentAbsencesSheet,
  studentTimeSheet,
  teacherTimeSheet,
} from './report-sheets';
import { absencesPerCourse, studentAbsences, studentTimeOnSite, teacherTimeOnSite } from './summary-reports';
import { todaySummary } from './today-summary';

const report = <D>(def: ReportDef<ReportScope, D>) => def;

export const ATTENDANCE_REPORTS = [
  report({
    name: 'matrix',
    permission: 'reports.attendance',
    summary: 'Attendance of a classroom: students × days',
    querystring: matrixQuery,
    load: matrixReport,
    sheet: matrixSheet,
  }),
  report({
    name: 'absences-per-course',
    permission: 'reports.absences-per-course',
    summary: 'Absent, late and excused periods per student and course group',
    querystring: courseRangeQuery,
    load: absencesPerCourse,
    sheet: absencesPerCourseSheet,
  }),
  report({
    name: 'student-absences',
    permission: 'reports.student-absences',
    summary: 'Absences per student, most absent first',
    querystring: rangeQuery,
    load: studentAbsences,
    sheet: studentAbsencesSheet,
  }),
  report({
    name: 'student-time-on-site',
    permission: 'reports.student-time-on-site',
    summary: 'Minutes in class per student, from the periods attended',
    querystring: rangeQuery,
    load: studentTimeOnSite,
    sheet: studentTimeSheet,
  }),
  report({
    name: 'teacher-time-on-site',
    permission: 'reports.teacher-time-on-site',
    summary: 'Active minutes and days per teacher, from the activity tracker',
    querystring: rangeQuery,
    load: teacherTimeOnSite,
    sheet: teacherTimeSheet,
  }),
];

type ReportQuery = Parameters<typeof reportScope>[2];

const attendanceScope = (db: Db) => (request: FastifyRequest) =>
  reportScope(db, requireAuth(request).access, request.query as ReportQuery);

export const attendanceReportRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    for (const def of ATTENDANCE_REPORTS) {
      registerReport(
        app,
        db,
        'attendance reports',
        attendanceScope(db),
        def as ReportDef<ReportScope, unknown>,
      );
    }

    app.get(
      '/today',
      {
        schema: { tags: ['attendance reports'], summary: "Today's attendance of the current school" },
        config: { permission: 'attendance.list' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        // The whole school's day: for who sees every group's sheets, not a teacher of a few groups.
        if (!can(access, 'attendance.all-groups')) throw forbidden();
        const { schoolId, academicYearId } = await currentContext(db, access);
        if (schoolId === null || academicYearId === null) {
          return { success: true, data: null };
        }
        return { success: true, data: await todaySummary(db, schoolId, academicYearId) };
      },
    );
  };
