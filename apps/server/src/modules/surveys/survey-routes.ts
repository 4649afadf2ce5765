/**
 * The managers' survey routes: the codes of a survey's classrooms (/api/survey-hashes: counts, and
 * issuing the codes to print) and the reports (/api/survey-reports: per teacher, per classroom). A
 * user with survey-reports.own and not survey-reports.view sees only their own teacher report.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../access/guard';
import { can } from '../../access/user-access';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { rowId } from '../../http/params';
import { codesOverview, issueCodes } from './survey-code-issue';
import { ownTeacher, schoolSurveys, surveyClassrooms, surveyTeachers } from './survey-options';
import { classroomReport, teacherReport } from './survey-reports';
import { currentSchool, ownSurvey, surveyState } from './survey-scope';

const REPORT_PERMISSIONS = ['survey-reports.view', 'survey-reports.own'];
const NO_TEACHER_RECORD = 'پرونده دبیری برای شما در این مدرسه ثبت نشده است.';
const TEACHER_NOT_FOUND = 'دبیر مورد نظر در کلاس‌های این نظرسنجی یافت نشد.';
const CLASSROOM_NOT_FOUND = 'کلاس مورد نظر در این نظرسنجی یافت نشد.';

const bodyId = (label: string) =>
  z
    .number({ error: `${label} باید عدد باشد.` })
    .int(`${label} باید عدد صحیح باشد.`)
    .positive(`${label} نامعتبر است.`)
    .max(2_147_483_647, `${label} نامعتبر است.`);

const surveyQuery = z.object({ surveyGroupId: rowId }).strict();
const teacherQuery = z.object({ surveyGroupId: rowId, teacherId: rowId.optional() }).strict();
const classroomQuery = z.object({ surveyGroupId: rowId, classroomId: rowId.optional() }).strict();
const issueBody = z
  .object({
    surveyGroupId: bodyId('نظرسنجی'),
    classroomIds: z.array(bodyId('کلاس'), { error: 'فهرست کلاس‌ها نامعتبر است.' }).max(200).optional(),
  })
  .strict();

const surveyHead = (survey: Awaited<ReturnType<typeof ownSurvey>>) => ({
  id: survey.id,
  title: survey.title,
  opensOn: survey.opensOn,
  closesOn: survey.closesOn,
  state: surveyState(survey),
});

export const surveyCodeRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['surveys'];
    app.get(
      '/surveys',
      {
        schema: { tags, summary: "The current school's surveys" },
        config: { permission: 'survey-hashes.list' },
      },
      async (request) => ({ success: true, data: await schoolSurveys(db, requireAuth(request).access) }),
    );

    app.get(
      '/',
      {
        schema: {
          tags,
          summary: "A survey's classrooms: students, codes issued and spent",
          querystring: surveyQuery,
        },
        config: { permission: 'survey-hashes.list' },
      },
      async (request) => {
        const survey = await ownSurvey(db, requireAuth(request).access, request.query.surveyGroupId);
        return {
          success: true,
          data: { survey: surveyHead(survey), classrooms: await codesOverview(db, survey) },
        };
      },
    );

    app.post(
      '/',
      {
        schema: {
          tags,
          summary:
            'Issues codes for the classrooms (voiding their unspent ones); answers them once, to print',
          body: issueBody,
        },
        config: { permission: 'survey-hashes.add' },
      },
      async (request) => {
        const survey = await ownSurvey(db, requireAuth(request).access, request.body.surveyGroupId);
        const classrooms = await issueCodes(db, survey, request.body.classroomIds);
        return { success: true, data: { survey: surveyHead(survey), classrooms } };
      },
    );
  };

export const surveyReportRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['surveys'];
    app.get(
      '/surveys',
      {
        schema: { tags, summary: "The current school's surveys" },
        config: { permission: REPORT_PERMISSIONS },
      },
      async (request) => ({ success: true, data: await schoolSurveys(db, requireAuth(request).access) }),
    );

    app.get(
      '/teacher',
      {
        schema: { tags, summary: "A teacher's survey report", querystring: teacherQuery },
        config: { permission: REPORT_PERMISSIONS },
      },
      async (request) => {
        const { access, userId } = requireAuth(request);
        const survey = await ownSurvey(db, access, request.query.surveyGroupId);
        const all = await surveyTeachers(db, survey);
        let teachers = all;
        let teacherId = request.query.teacherId;
        if (!can(access, 'survey-reports.view')) {
          // Only their own: another teacher's id is not theirs to name (404, as if absent).
          const own = await ownTeacher(db, userId, await currentSchool(db, access));
          if (!own) throw notFound(NO_TEACHER_RECORD);
          if (teacherId !== undefined && teacherId !== own.id) throw notFound(TEACHER_NOT_FOUND);
          teachers = [own];
          teacherId = own.id;
        }
        const teacher = teacherId === undefined ? null : teachers.find((t) => t.id === teacherId);
        if (teacher === undefined) throw notFound(TEACHER_NOT_FOUND);
        return {
          success: true,
          data: {
            survey: surveyHead(survey),
            teachers,
            teacher,
            report: teacher ? await teacherReport(db, survey, teacher.id) : null,
          },
        };
      },
    );

    app.get(
      '/classroom',
      {
        schema: { tags, summary: "A classroom's survey report", querystring: classroomQuery },
        config: { permission: 'survey-reports.view' },
      },
      async (request) => {
        const survey = await ownSurvey(db, requireAuth(request).access, request.query.surveyGroupId);
        const classrooms = await surveyClassrooms(db, survey);
        const { classroomId } = request.query;
        const classroom = classroomId === undefined ? null : classrooms.find((c) => c.id === classroomId);
        if (classroom === undefined) throw notFound(CLASSROOM_NOT_FOUND);
        return {
          success: true,
          data: {
            survey: surveyHead(survey),
            classrooms,
            classroom,
            report: classroom ? await classroomReport(db, survey, classroom.id) : null,
          },
        };
      },
    );
  };
