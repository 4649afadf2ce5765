/**
 * /api/discipline — the disciplinary report (items by date range, classroom and type, with counts)
 * and the discipline score report (scores per student and classroom, lowest first, with their
 * distribution), both for the user's current school and year, each also as an Excel workbook
 * (`report.xlsx`, `scores.xlsx`, logged as exports); and the dossier's discipline tab.
 */
import { ERROR_CODES, studentsEntity, toAsciiDigits } from '@school/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { terms } from '../../db/schema';
import type { EntityService } from '../../engine/entity-service';
import { AppError } from '../../http/errors';
import { idParams, rowId } from '../../http/params';
import { registerReport } from '../attendance-reports/report-endpoints';
import {
  classroomAverages,
  currentSchoolYear,
  disciplinaryReport,
  disciplineScores,
  ownClassroom,
  ownDisciplineType,
  periodOf,
  scoreDistribution,
} from './discipline-queries';
import { disciplinarySheet, disciplineScoreSheet } from './discipline-sheets';
import { studentDiscipline } from './student-discipline';

const isoDate = (label: string) =>
  z
    .string({ error: `${label} لازم است.` })
    .transform((v) => toAsciiDigits(v).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} نامعتبر است.`)
        .refine((v) => {
          const day = new Date(`${v}T00:00:00Z`);
          return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
        }, `${label} نامعتبر است.`),
    );

const reportQuery = z.object({
  from: isoDate('تاریخ شروع'),
  to: isoDate('تاریخ پایان'),
  classroomId: rowId.optional(),
  disciplineTypeId: rowId.optional(),
});

const scoresQuery = z.object({ termId: rowId.optional(), classroomId: rowId.optional() });

type ReportQuery = z.infer<typeof reportQuery>;
type ScoresQuery = z.infer<typeof scoresQuery>;

/** The disciplinary report's scope: the school's year and the checked filters. */
const reportScope = (db: Db) => async (request: FastifyRequest) => {
  const scope = await currentSchoolYear(db, requireAuth(request).access);
  const filters = request.query as ReportQuery;
  if (filters.to < filters.from) {
    const message = 'تاریخ پایان پیش از تاریخ شروع است.';
    throw new AppError(400, ERROR_CODES.VALIDATION, message, { to: message });
  }
  if (filters.classroomId !== undefined) await ownClassroom(db, scope, filters.classroomId);
  if (filters.disciplineTypeId !== undefined) await ownDisciplineType(db, scope, filters.disciplineTypeId);
  return { scope, filters };
};

/** The score report's scope: the school's year, the term (or the whole year) and the classroom. */
const scoresScope = (db: Db) => async (request: FastifyRequest) => {
  const scope = await currentSchoolYear(db, requireAuth(request).access);
  const { termId, classroomId } = request.query as ScoresQuery;
  if (classroomId !== undefined) await ownClassroom(db, scope, classroomId);
  return { scope, period: await periodOf(db, scope, termId), classroomId };
};

type ReportScope = Awaited<ReturnType<ReturnType<typeof reportScope>>>;
type ScoresScope = Awaited<ReturnType<ReturnType<typeof scoresScope>>>;

/** Each report answers JSON at /<name> and the same rows as a workbook at /<name>.xlsx (logged as an export). */
export const disciplineRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    registerReport(app, db, 'discipline', reportScope(db), {
      name: 'report',
      permission: 'reports.disciplinary',
      summary: 'Discipline items by date range, classroom and type',
      querystring: reportQuery,
      load: (db, { scope, filters }: ReportScope) => disciplinaryReport(db, scope, filters),
      sheet: (data, { filters }) => disciplinarySheet(data, filters),
    });

    registerReport(app, db, 'discipline', scoresScope(db), {
      name: 'scores',
      permission: 'reports.disciplinary-score',
      summary: 'Discipline scores per student, lowest first',
      querystring: scoresQuery,
      load: async (db, { scope, period, classroomId }: ScoresScope) => {
        const students = await disciplineScores(db, scope, period, classroomId);
        // The year's terms, for the page's term picker.
        const yearTerms = await db
          .select({ id: terms.id, title: terms.title })
          .from(terms)
          .where(eq(terms.academicYearId, scope.academicYearId))
          .orderBy(asc(terms.ordinal));
        return {
          period,
          terms: yearTerms,
          students,
          distribution: scoreDistribution(students),
          classrooms: classroomAverages(students),
        };
      },
      sheet: (data) => disciplineScoreSheet(data),
    });
  };

/** /api/students/:id/file/discipline — the dossier's discipline tab. */
export const disciplineFileRoutes =
  (db: Db, service: EntityService): FastifyPluginAsyncZod =>
  async (app) => {
    const students = service.binding(studentsEntity.name);
    app.get(
      '/:id/file/discipline',
      {
        schema: {
          tags: ['discipline'],
          summary: "The dossier's discipline tab (this year)",
          params: idParams,
        },
        config: { permission: 'students.file' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        // Through the engine: a student of another school is a 404.
        await service.get(students, access, request.params.id);
        const yearId = (await currentSchoolYear(db, access)).academicYearId;
        return { success: true, data: await studentDiscipline(db, request.params.id, yearId) };
      },
    );
  };
