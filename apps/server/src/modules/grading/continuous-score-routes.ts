/** /api/course-groups/:id/continuous-score — read the computed values, set or remove an override. */
import { scoreProblem } from '@school/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { idParams, rowId } from '../../http/params';
import { deleteOverride, loadContinuous, saveOverride } from './continuous-score-service';

const SCORE_MESSAGE = 'نمره مستمر باید بین ۰ و ۲۰ و با گام ۰٫۲۵ باشد.';
const REASON_MESSAGE = 'علت ثبت دستی نمره مستمر را بنویسید.';

const id = (message: string) => z.number({ error: message }).int(message).positive(message);

const overrideBody = z
  .object({
    termId: id('نوبت را انتخاب کنید.'),
    studentId: id('دانش‌آموز را انتخاب کنید.'),
    score: z.number({ error: SCORE_MESSAGE }).refine((v) => scoreProblem(v, 20) === null, SCORE_MESSAGE),
    reason: z
      .string({ error: REASON_MESSAGE })
      .trim()
      .min(1, REASON_MESSAGE)
      .max(300, 'علت حداکثر ۳۰۰ نویسه است.'),
  })
  .strict();

const readQuery = z.object({ termId: rowId.optional() }).strict();
const deleteQuery = z
  .object({
    termId: z.string({ error: 'نوبت را انتخاب کنید.' }).pipe(rowId),
    studentId: z.string({ error: 'دانش‌آموز را انتخاب کنید.' }).pipe(rowId),
    // Needed when the removal amends a published card or a closed year (the service decides).
    reason: z.string().trim().max(300, 'علت حداکثر ۳۰۰ نویسه است.').optional(),
  })
  .strict();

export const continuousScoreRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['continuous-score'];
    const config = { permission: 'course-groups.continuous-score' };

    app.get(
      '/:id/continuous-score',
      {
        schema: {
          tags,
          summary: "A course group's continuous scores and how they were computed",
          params: idParams,
          querystring: readQuery,
        },
        config,
      },
      async (request) => {
        const { access } = requireAuth(request);
        const data = await loadContinuous(db, access, request.params.id, request.query.termId);
        return { success: true, data };
      },
    );

    app.put(
      '/:id/continuous-score',
      {
        schema: {
          tags,
          summary: "Override a student's continuous score, with a reason",
          params: idParams,
          body: overrideBody,
        },
        config,
      },
      async (request) => {
        const { access } = requireAuth(request);
        const data = await saveOverride(db, access, request.params.id, request.body);
        return { success: true, message: 'نمره مستمر ثبت شد.', data };
      },
    );

    app.delete(
      '/:id/continuous-score',
      {
        schema: {
          tags,
          summary: 'Remove an override: the computed value applies again',
          params: idParams,
          querystring: deleteQuery,
        },
        config,
      },
      async (request) => {
        const { access } = requireAuth(request);
        const data = await deleteOverride(db, access, request.params.id, request.query);
        return { success: true, message: 'نمره مستمر دستی حذف شد.', data };
      },
    );
  };
