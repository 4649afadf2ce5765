/**
 * /api/sida — the exchange with Sida: the network's connector settings; a class list, a course list
 * and results from Sida's files (mapping, preview, commit) or from Sida over HTTP; the record check,
 * the upload sheet and the sending of scores; the record of exchanges; and the Sida report cards.
 * Everything concerns the user's current school and year; another school's rows are 404.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSchoolYear } from '../../access/current-context';
import { requireAuth } from '../../access/guard';
import { can } from '../../access/user-access';
import type { Db } from '../../db/client';
import { classrooms, courseGroups, coursePlans } from '../../db/schema';
import { AppError } from '../../http/errors';
import { pageQuery, rowId } from '../../http/params';
import { readXlsxUpload } from '../../http/xlsx-upload';
import { ERROR_CODES } from '@school/shared';
import { listExchanges } from './exchanges';
import { checkRecord, RECORD_MESSAGES, scoreSheet } from './record-scores';
import { recordExchange } from './exchanges';
import { courseListSample } from './course-list-files';
import { classListSample } from './sample-files';
import { listSidaCards, sidaCardDetail } from './sida-report-cards';
import {
  callSida,
  commitClassListFile,
  commitCourseListFile,
  commitResultsFile,
  fetchClassList,
  fetchCourseList,
  fetchResults,
  httpConnectorOf,
  parseMode,
  previewClassList,
  previewCourseList,
  previewResultsFile,
  readUploaded,
  schoolCodeOf,
} from './sida-service';
import { parseMappingField } from './sida-sheet';
import { publicSidaSettings, readSidaSettings, saveSidaSettings, sidaSettingsBody } from './sida-settings';

const tags = ['sida'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const EXCHANGE = { permission: 'sida.exchange' };
const n = (v: number) => v.toLocaleString('fa-IR');

const fetchBody = z
  .object({
    commit: z.boolean({ error: 'مشخص کنید پیش‌نمایش است یا ثبت.' }),
    mode: z.enum(['all', 'valid']).default('valid'),
  })
  .strict();
const recordQuery = z.object({ classroomId: rowId, coursePlanId: rowId.optional() }).strict();
const positiveId = z
  .number({ error: 'کلاس را انتخاب کنید.' })
  .int('شناسه نامعتبر است.')
  .positive('شناسه نامعتبر است.');
const recordBody = z.object({ classroomId: positiveId, coursePlanId: positiveId.optional() }).strict();
const exchangesQuery = pageQuery.extend({
  operation: z.enum(['basic-information', 'receive-scores', 'record-scores']).optional(),
});
const cardsQuery = pageQuery.extend({ classroomId: rowId.optional() });

/** The classroom a course-list file is for, when the file is one classroom's (a form field). */
const courseListClassroom = (value: string | undefined) => {
  if (value === undefined || value === '') return undefined;
  const parsed = rowId.safeParse(value);
  if (!parsed.success) {
    const message = 'کلاس انتخاب‌شده معتبر نیست.';
    throw new AppError(400, ERROR_CODES.VALIDATION, message, { classroomId: message });
  }
  return parsed.data;
};

const attachment = (name: string, title: string) =>
  `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(title)}.xlsx`;

export const sidaRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const target = async (request: Parameters<typeof requireAuth>[0]) => {
      const { access } = requireAuth(request);
      return {
        target: await requireSchoolYear(db, access),
        userId: access.userId,
        // A school's user never holds it (NETWORK_WRITE_PERMISSIONS): course plans are the network's.
        mayCreatePlans: can(access, 'course-plans.add'),
      };
    };

    app.get(
      '/settings',
      {
        schema: { tags, summary: 'The network Sida settings (whether a token is set, never the token)' },
        config: { permission: ['sida.exchange', 'sida.settings'] },
      },
      async () => ({ success: true, data: publicSidaSettings(await readSidaSettings(db)) }),
    );

    app.put(
      '/settings',
      {
        schema: { tags, summary: 'Save the network Sida settings', body: sidaSettingsBody },
        config: { permission: 'sida.settings' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const saved = await saveSidaSettings(db, request.body, access.userId);
        if ('errors' in saved)
          throw new AppError(400, ERROR_CODES.VALIDATION, Object.values(saved.errors)[0]!, saved.errors);
        return { success: true, data: publicSidaSettings(saved.settings), message: 'تنظیمات سیدا ذخیره شد.' };
      },
    );

    app.get(
      '/class-list/sample.xlsx',
      { schema: { tags, summary: 'A sample Sida class-list file' }, config: EXCHANGE },
      async (_request, reply) =>
        reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', attachment('sida-class-list-sample.xlsx', 'نمونه فهرست کلاس سیدا'))
          .send(await classListSample()),
    );

    app.get(
      '/course-list/sample.xlsx',
      { schema: { tags, summary: 'A sample Sida course-list file' }, config: EXCHANGE },
      async (_request, reply) =>
        reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', attachment('sida-course-list-sample.xlsx', 'نمونه فهرست دروس سیدا'))
          .send(await courseListSample()),
    );

    app.post(
      '/course-list/preview',
      {
        schema: {
          tags,
          summary: "Match a Sida course list's columns and check every row (optionally one classroom's file)",
        },
        config: EXCHANGE,
      },
      async (request) => {
        const { target: t, mayCreatePlans } = await target(request);
        const { buffer, fields } = await readXlsxUpload(request);
        const classroomId = courseListClassroom(fields.classroomId);
        const sheet = await readUploaded(db, t, 'course-list', buffer, parseMappingField(fields.mapping));
        return { success: true, data: await previewCourseList(db, t, sheet, classroomId, mayCreatePlans) };
      },
    );

    app.post(
      '/course-list/commit',
      {
        schema: { tags, summary: "Import a Sida course list into the classrooms' course groups" },
        config: EXCHANGE,
      },
      async (request) => {
        const { target: t, userId, mayCreatePlans } = await target(request);
        const { buffer, fields, fileName } = await readXlsxUpload(request);
        const mode = parseMode(fields.mode);
        const classroomId = courseListClassroom(fields.classroomId);
        const sheet = await readUploaded(db, t, 'course-list', buffer, parseMappingField(fields.mapping));
        const report = await commitCourseListFile(db, t, userId, sheet, {
          mode,
          fileName,
          classroomId,
          mayCreatePlans,
        });
        return {
          success: true,
          data: report,
          message: `${n(report.created)} گروه درسی ساخته، ${n(report.updated)} به‌روز و ${n(report.unchanged)} بدون تغییر ماند.`,
        };
      },
    );

    for (const kind of ['class-list', 'results'] as const) {
      app.post(
        `/${kind}/preview`,
        {
          schema: { tags, summary: `Match a Sida ${kind} file's columns and check every row` },
          config: EXCHANGE,
        },
        async (request) => {
          const { target: t } = await target(request);
          const { buffer, fields } = await readXlsxUpload(request);
          const sheet = await readUploaded(db, t, kind, buffer, parseMappingField(fields.mapping));
          const data =
            kind === 'class-list'
              ? await previewClassList(db, t, sheet)
              : await previewResultsFile(db, t, sheet);
          return { success: true, data };
        },
      );
      app.post(
        `/${kind}/commit`,
        {
          schema: { tags, summary: `Import a Sida ${kind} file: all rows or the valid ones` },
          config: EXCHANGE,
        },
        async (request) => {
          const { target: t, userId } = await target(request);
          const { buffer, fields, fileName } = await readXlsxUpload(request);
          const mode = parseMode(fields.mode);
          const sheet = await readUploaded(db, t, kind, buffer, parseMappingField(fields.mapping));
          if (kind === 'class-list') {
            const report = await commitClassListFile(db, t, userId, sheet, mode, fileName);
            return {
              success: true,
              data: report,
              message: `${n(report.students.created)} دانش‌آموز افزوده، ${n(report.students.updated)} به‌روز و ${n(report.students.unchanged)} بدون تغییر ماند.`,
            };
          }
          const report = await commitResultsFile(db, t, userId, sheet, mode, fileName);
          return {
            success: true,
            data: report,
            message: `${n(report.created)} نمره افزوده، ${n(report.updated)} به‌روز و ${n(report.unchanged)} بدون تغییر ماند.`,
          };
        },
      );
    }

    for (const kind of ['class-list', 'course-list', 'results'] as const) {
      app.post(
        `/${kind}/fetch`,
        {
          schema: {
            tags,
            summary: `Bring the ${kind} from Sida over HTTP: a preview, or the commit`,
            body: fetchBody,
          },
          config: EXCHANGE,
        },
        async (request) => {
          const { target: t, userId, mayCreatePlans } = await target(request);
          const { commit, mode } = request.body;
          const data =
            kind === 'class-list'
              ? await fetchClassList(db, t, userId, commit, mode)
              : kind === 'course-list'
                ? await fetchCourseList(db, t, userId, { commit, mode, mayCreatePlans })
                : await fetchResults(db, t, userId, commit, mode);
          return { success: true, data };
        },
      );
    }

    app.get(
      '/record/options',
      {
        schema: { tags, summary: "The year's classrooms and their courses, to choose what to record" },
        config: EXCHANGE,
      },
      async (request) => {
        const { target: t } = await target(request);
        const rooms = await db
          .select({ id: classrooms.id, name: classrooms.name, gradeLevel: classrooms.gradeLevel })
          .from(classrooms)
          .where(and(eq(classrooms.schoolId, t.schoolId), eq(classrooms.academicYearId, t.academicYearId)))
          .orderBy(asc(classrooms.gradeLevel), asc(classrooms.name));
        const courses = await db
          .selectDistinct({
            classroomId: courseGroups.classroomId,
            id: coursePlans.id,
            title: coursePlans.title,
          })
          .from(courseGroups)
          .innerJoin(coursePlans, eq(coursePlans.id, courseGroups.coursePlanId))
          .where(
            and(eq(courseGroups.schoolId, t.schoolId), eq(courseGroups.academicYearId, t.academicYearId)),
          )
          .orderBy(asc(coursePlans.title));
        const settings = await readSidaSettings(db);
        return {
          success: true,
          data: {
            connector: settings.connector,
            classrooms: rooms.map((r) => ({
              ...r,
              courses: courses.filter((c) => c.classroomId === r.id).map(({ id, title }) => ({ id, title })),
            })),
          },
        };
      },
    );

    app.get(
      '/record/check',
      {
        schema: {
          tags,
          summary: 'What Sida would refuse of a classroom’s or course’s scores',
          querystring: recordQuery,
        },
        config: EXCHANGE,
      },
      async (request) => {
        const { target: t } = await target(request);
        const check = await checkRecord(db, t, request.query);
        return { success: true, data: { ...check, ready: check.rows.length } };
      },
    );

    app.get(
      '/record/export.xlsx',
      {
        schema: { tags, summary: "The scores as Sida's upload sheet", querystring: recordQuery },
        config: EXCHANGE,
      },
      async (request, reply) => {
        const { target: t, userId } = await target(request);
        const check = await checkRecord(db, t, request.query);
        if (!check.rows.length)
          throw new AppError(400, ERROR_CODES.VALIDATION, RECORD_MESSAGES.nothingToSend);
        const buffer = await scoreSheet(check.rows);
        await recordExchange(db, t, userId, {
          operation: 'record-scores',
          connector: 'files',
          status: check.problems.length ? 'partial' : 'success',
          subject: check.subject,
          summary: { exported: check.rows.length, problems: check.problems.length },
        });
        return reply
          .header('content-type', XLSX_TYPE)
          .header(
            'content-disposition',
            attachment(`sida-scores-${check.classroomId}.xlsx`, `نمرات سیدا ${check.subject}`),
          )
          .send(buffer);
      },
    );

    app.post(
      '/record/send',
      { schema: { tags, summary: 'Send the scores to Sida over HTTP', body: recordBody }, config: EXCHANGE },
      async (request) => {
        const { target: t, userId } = await target(request);
        const connector = await httpConnectorOf(db);
        const check = await checkRecord(db, t, request.body);
        if (!check.rows.length)
          throw new AppError(400, ERROR_CODES.VALIDATION, RECORD_MESSAGES.nothingToSend);
        const code = await schoolCodeOf(db, t.schoolId);
        const outcome = await callSida(
          db,
          t,
          userId,
          { operation: 'record-scores', subject: check.subject },
          () => connector.sendScores(code, check.subject, check.rows),
        );
        const summary = {
          sent: check.rows.length,
          accepted: outcome.accepted,
          refused: outcome.refused,
          problems: check.problems.length,
        };
        const id = await recordExchange(db, t, userId, {
          operation: 'record-scores',
          connector: 'http',
          status: outcome.refused.length || check.problems.length ? 'partial' : 'success',
          subject: check.subject,
          summary,
        });
        return {
          success: true,
          data: { exchangeId: id, ...summary },
          message: `سیدا ${n(outcome.accepted)} نمره را پذیرفت${outcome.refused.length ? ` و ${n(outcome.refused.length)} ردیف را نپذیرفت` : ''}.`,
        };
      },
    );

    app.get(
      '/exchanges',
      {
        schema: { tags, summary: 'The record of exchanges with Sida', querystring: exchangesQuery },
        config: EXCHANGE,
      },
      async (request) => {
        const { target: t } = await target(request);
        return { success: true, data: await listExchanges(db, t.schoolId, request.query) };
      },
    );

    app.get(
      '/report-cards',
      {
        schema: { tags, summary: 'Students with Sida report cards', querystring: cardsQuery },
        config: EXCHANGE,
      },
      async (request) => {
        const { target: t } = await target(request);
        return { success: true, data: await listSidaCards(db, t, request.query) };
      },
    );

    app.get(
      '/report-cards/:studentId',
      {
        schema: {
          tags,
          summary: "A student's Sida report card beside the school's",
          params: z.object({ studentId: rowId }),
        },
        config: EXCHANGE,
      },
      async (request) => {
        const { target: t } = await target(request);
        return { success: true, data: await sidaCardDetail(db, t, request.params.studentId) };
      },
    );
  };
