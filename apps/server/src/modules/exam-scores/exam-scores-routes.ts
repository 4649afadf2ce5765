/** /api/exams/:id/scores (read and save the score sheet) and /api/exams/:id/lock, /unlock. */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amendReasonSchema, scoreValueFields } from './score-entry-schema';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { auditLog, exams } from '../../db/schema';
import { refuseClosedYear } from '../../engine/closed-years';
import { clientIdSchema, idParams, rowId } from '../../http/params';
import { scopedExam } from './exam-access';
import { loadScores, saveScores } from './score-service';

const scoresQuery = z.object({ courseGroupId: rowId.optional() }).strict();

const entry = z
  .object({
    ...scoreValueFields,
    qualitativeTypeId: z
      .number({ error: 'نمره توصیفی نامعتبر است.' })
      .int('نمره توصیفی نامعتبر است.')
      .positive('نمره توصیفی نامعتبر است.')
      .nullable()
      .default(null),
  })
  .strict();

const scoresBody = z
  .object({
    clientId: clientIdSchema,
    courseGroupId: z.number({ error: 'گروه درسی را انتخاب کنید.' }).int().positive(),
    entries: z
      .array(entry, { error: 'فهرست نمره‌ها لازم است.' })
      .min(1, 'فهرست نمره‌ها خالی است.')
      .max(200, 'یک برگه نمره حداکثر ۲۰۰ دانش‌آموز دارد.')
      .refine(
        (list) => new Set(list.map((e) => e.studentId)).size === list.length,
        'دانش‌آموز تکراری در فهرست است.',
      ),
    reason: amendReasonSchema,
  })
  .strict();

export const examScoresRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['exams'];

    app.get(
      '/:id/scores',
      {
        schema: {
          tags,
          summary: "An exam's score sheet for one of its course groups, in roll order",
          params: idParams,
          querystring: scoresQuery,
        },
        config: { permission: 'exams.scores' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const data = await loadScores(db, access, request.params.id, request.query.courseGroupId);
        return { success: true, data };
      },
    );

    app.post(
      '/:id/scores',
      {
        schema: {
          tags,
          summary: "Save an exam's scores (idempotent by clientId)",
          params: idParams,
          body: scoresBody,
        },
        config: { permission: 'exams.scores' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const result = await saveScores(db, access, request.params.id, request.body);
        return { success: true, message: 'نمره‌ها ثبت شد.', data: result };
      },
    );

    for (const locked of [true, false]) {
      app.post(
        `/:id/${locked ? 'lock' : 'unlock'}`,
        {
          schema: { tags, summary: locked ? 'Lock an exam' : 'Unlock an exam', params: idParams },
          config: { permission: 'exams.edit' },
        },
        async (request) => {
          const { access } = requireAuth(request);
          const exam = await scopedExam(db, access, request.params.id);
          const message = locked ? 'آزمون قفل شد.' : 'قفل آزمون باز شد.';
          if (exam.locked === locked) return { success: true, message, data: { id: exam.id, locked } };
          await refuseClosedYear(db, exam.academicYearId);
          const data = await db.transaction(async (tx) => {
            const [row] = await tx
              .update(exams)
              .set({ locked, version: exam.version + 1, updatedAt: new Date(), updatedBy: access.userId })
              .where(eq(exams.id, exam.id))
              .returning({ id: exams.id, locked: exams.locked, version: exams.version });
            await tx.insert(auditLog).values({
              userId: access.userId,
              entity: 'exams',
              entityId: exam.id,
              action: 'update',
              schoolId: exam.schoolId,
              before: { locked: !locked },
              after: { locked },
            });
            return row!;
          });
          return { success: true, message, data };
        },
      );
    }
  };
