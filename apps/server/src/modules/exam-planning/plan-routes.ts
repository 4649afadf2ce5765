/**
 * /api/exam-planning/term — a term's plan of the current school and year (today's term unless one
 * is asked for; optionally one grade), as the planning page, its calendar and the printed timetable
 * show it; /api/exam-planning/warnings — the students the plan loads too much. Rows are written
 * through the engine's /api/exam-planning.
 */
import { GRADE_LEVELS, toAsciiDigits } from '@school/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSchoolYear } from '../../access/current-context';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { rowId } from '../../http/params';
import { termOfYear, termPlan } from './plan-queries';
import { planWarnings } from './plan-warnings';

const gradeLevel = z
  .string()
  .transform((v) => Number(toAsciiDigits(v)))
  .pipe(
    z
      .number({ error: 'پایه باید عدد باشد.' })
      .refine((n) => (GRADE_LEVELS as readonly number[]).includes(n), 'پایه باید از ۱ تا ۱۲ باشد.'),
  );

const termQuery = z.object({ termId: rowId.optional(), gradeLevel: gradeLevel.optional() }).strict();
const warningsQuery = z.object({ termId: rowId }).strict();

export const examPlanningRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/term',
      {
        schema: { tags: ['exam-planning'], summary: "A term's exam plan", querystring: termQuery },
        config: { permission: 'exam-planning.list' },
      },
      async (request) => {
        const scope = await requireSchoolYear(db, requireAuth(request).access);
        const { termId, gradeLevel: grade } = request.query;
        return { success: true, data: await termPlan(db, scope, termId, grade) };
      },
    );
    app.get(
      '/warnings',
      {
        schema: {
          tags: ['exam-planning'],
          summary: 'Students with more than one exam a day or too many days in a row',
          querystring: warningsQuery,
        },
        config: { permission: 'exam-planning.list' },
      },
      async (request) => {
        const scope = await requireSchoolYear(db, requireAuth(request).access);
        await termOfYear(db, scope, request.query.termId);
        return { success: true, data: await planWarnings(db, scope, request.query.termId) };
      },
    );
  };
