/**
 * /api/year-results — a classroom's or a grade's year results (JSON and workbook), computing the
 * year cards they come from, and a hand-set outcome; /api/makeup-exams/:id/… — a make-up exam's
 * students (filled from the outcomes, editable) and their scores. All in the user's current school
 * and year; the make-up exams themselves are the engine's.
 */
import { toPersianDigits } from '@school/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { refuseClosedYear } from '../../engine/closed-years';
import { idParams } from '../../http/params';
import { registerReport } from '../attendance-reports/report-endpoints';
import { computeReportCards } from '../report-cards/compute-report-cards';
import {
  addMakeupStudent,
  fillMakeupExam,
  makeupRoster,
  removeMakeupStudent,
  saveMakeupScores,
} from './makeup-students';
import { provideYearResultsOnCards } from './card-year-results';
import { clearOutcome, setOutcome } from './outcome-overrides';
import {
  addStudentBody,
  clearBody,
  computeBody,
  examStudentParams,
  makeupScoresBody,
  overrideBody,
  reportQuery,
  studentParams,
} from './year-results-params';
import { yearResultsReport, yearResultsSheet } from './year-results-report';
import { ownClassroom, schoolYearOf } from './year-results-scope';

type ReportQuery = z.infer<typeof reportQuery>;

const reportScope = (db: Db) => async (request: FastifyRequest) => {
  const scope = await schoolYearOf(db, requireAuth(request).access);
  const { classroomId, gradeLevel } = request.query as ReportQuery;
  const room = classroomId === undefined ? null : await ownClassroom(db, scope, classroomId);
  const subtitle = room
    ? `کلاس ${toPersianDigits(room.name)}`
    : gradeLevel !== undefined
      ? `پایه ${toPersianDigits(gradeLevel)}`
      : 'همه کلاس‌ها';
  return { scope, filter: { classroomId, gradeLevel }, subtitle };
};

const yearResultsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['year-results'];
    registerReport(app, db, 'year-results', reportScope(db), {
      name: 'report',
      permission: 'year-results.list',
      summary: "A classroom's or grade's year outcomes, counts and make-up exams",
      querystring: reportQuery,
      load: (db, { scope, filter }) => yearResultsReport(db, scope, filter),
      sheet: (data, { subtitle }) => yearResultsSheet(data, subtitle),
    });

    app.post(
      '/compute',
      {
        schema: { tags, summary: 'Compute the year report cards the results come from', body: computeBody },
        config: { permission: 'year-results.edit' },
      },
      async (request) => {
        const scope = await schoolYearOf(db, requireAuth(request).access);
        const { classroomId } = request.body;
        if (classroomId !== undefined) await ownClassroom(db, scope, classroomId);
        await refuseClosedYear(db, scope.academicYearId);
        const result = await computeReportCards(db, { ...scope, termId: null, classroomId });
        return { success: true, message: 'کارنامه‌های سالانه محاسبه شد.', data: result };
      },
    );

    app.put(
      '/:studentId/outcome',
      {
        schema: {
          tags,
          summary: "Set a student's year outcome by hand, with a reason",
          params: studentParams,
          body: overrideBody,
        },
        config: { permission: 'year-results.edit' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const scope = await schoolYearOf(db, access);
        const data = await setOutcome(db, access, scope, request.params.studentId, request.body);
        return { success: true, message: 'نتیجه سال ثبت شد.', data };
      },
    );

    app.delete(
      '/:studentId/outcome',
      {
        schema: {
          tags,
          summary: 'Clear a hand-set outcome: the rules decide again',
          params: studentParams,
          body: clearBody,
        },
        config: { permission: 'year-results.edit' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const scope = await schoolYearOf(db, access);
        await clearOutcome(db, access, scope, request.params.studentId, request.body?.reason ?? null);
        return { success: true, message: 'نتیجه دستی برداشته شد.', data: null };
      },
    );
  };

const makeupExamRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['makeup-exams'];
    app.get(
      '/:id/students',
      {
        schema: {
          tags,
          summary: "A make-up exam's students with their year and make-up scores",
          params: idParams,
        },
        config: { permission: 'makeup-exams.list' },
      },
      async (request) => {
        const scope = await schoolYearOf(db, requireAuth(request).access);
        return { success: true, data: await makeupRoster(db, scope, request.params.id) };
      },
    );

    app.post(
      '/:id/fill',
      {
        schema: {
          tags,
          summary: 'Add the students whose outcome is make-up in this course',
          params: idParams,
        },
        config: { permission: 'makeup-exams.edit' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const scope = await schoolYearOf(db, access);
        const data = await fillMakeupExam(db, access, scope, request.params.id);
        return {
          success: true,
          message: `${toPersianDigits(data.added)} دانش‌آموز به فهرست افزوده شد.`,
          data,
        };
      },
    );

    app.post(
      '/:id/students',
      {
        schema: { tags, summary: 'Add a student to a make-up exam', params: idParams, body: addStudentBody },
        config: { permission: 'makeup-exams.edit' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const scope = await schoolYearOf(db, access);
        await addMakeupStudent(db, access, scope, request.params.id, request.body.studentId);
        return { success: true, message: 'دانش‌آموز افزوده شد.', data: null };
      },
    );

    app.delete(
      '/:id/students/:studentId',
      {
        schema: { tags, summary: 'Remove a student from a make-up exam', params: examStudentParams },
        config: { permission: 'makeup-exams.edit' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const scope = await schoolYearOf(db, access);
        await removeMakeupStudent(db, access, scope, request.params.id, request.params.studentId);
        return { success: true, message: 'دانش‌آموز از فهرست برداشته شد.', data: null };
      },
    );

    app.post(
      '/:id/scores',
      {
        schema: {
          tags,
          summary: "Save a make-up exam's scores (audited)",
          params: idParams,
          body: makeupScoresBody,
        },
        config: { permission: 'makeup-exams.scores' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const scope = await schoolYearOf(db, access);
        const data = await saveMakeupScores(db, access, scope, request.params.id, request.body.entries);
        return { success: true, message: 'نمره‌های امتحان جبرانی ثبت شد.', data };
      },
    );
  };

export async function registerYearResults(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(yearResultsRoutes(db), { prefix: '/api/year-results' });
  await app.register(makeupExamRoutes(db), { prefix: '/api/makeup-exams' });
  provideYearResultsOnCards();
}
