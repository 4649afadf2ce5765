/**
 * /api/year-rollover — preview and run a rollover of schools to the next year, undo a school's, and
 * close or reopen a year. Schools are checked against the user's scope (another school's: 404).
 */
import { CLASSROOM_NAMING_RULES, PLACEMENT_RULES } from '@school/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { previewRollover, runRollover, type RolloverRequest } from './rollover-service';
import { undoRollover } from './rollover-undo';
import { setYearClosed } from './year-close';

const id = (what: string) =>
  z
    .number({ error: `${what} نامعتبر است.` })
    .int(`${what} نامعتبر است.`)
    .positive(`${what} نامعتبر است.`)
    .max(2_147_483_647, `${what} نامعتبر است.`);

const rolloverBody = z
  .object({
    fromYearId: id('سال تحصیلی'),
    schoolIds: z
      .array(id('مدرسه'), { error: 'دست‌کم یک مدرسه را انتخاب کنید.' })
      .min(1, 'دست‌کم یک مدرسه را انتخاب کنید.')
      .max(500),
    naming: z.enum(CLASSROOM_NAMING_RULES, { error: 'قاعده نام‌گذاری کلاس‌ها نامعتبر است.' }).default('keep'),
    placement: z.enum(PLACEMENT_RULES, { error: 'قاعده چینش دانش‌آموزان نامعتبر است.' }).default('cohort'),
    copyCourseGroups: z.boolean({ error: 'گزینه رونوشت گروه‌های درسی نامعتبر است.' }).default(true),
    keepTeachers: z.boolean({ error: 'گزینه حفظ دبیران نامعتبر است.' }).default(true),
    dropTeacherIds: z.array(id('دبیر'), { error: 'فهرست دبیران نامعتبر است.' }).max(5000).default([]),
    copyTimetable: z.boolean({ error: 'گزینه رونوشت برنامه هفتگی نامعتبر است.' }).default(false),
    moves: z
      .array(z.object({ studentId: id('دانش‌آموز'), classroomKey: id('کلاس') }).strict(), {
        error: 'جابه‌جایی‌های دستی نامعتبر است.',
      })
      .max(50_000)
      .default([]),
  })
  .strict();

type RolloverBody = z.infer<typeof rolloverBody>;

function toRequest(body: RolloverBody): RolloverRequest {
  const { fromYearId, schoolIds, moves, ...rest } = body;
  return {
    fromYearId,
    schoolIds,
    options: { ...rest, moves: new Map(moves.map((m) => [m.studentId, m.classroomKey])) },
  };
}

const undoBody = z.object({ fromYearId: id('سال تحصیلی'), schoolId: id('مدرسه') }).strict();
const yearBody = z.object({ academicYearId: id('سال تحصیلی') }).strict();

export const yearRolloverRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['year-rollover'];
    app.post(
      '/preview',
      {
        schema: { tags, summary: 'What a rollover to the next year would make and move', body: rolloverBody },
        config: { permission: 'year-rollover.run' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        return { success: true, data: await previewRollover(db, access, toRequest(request.body)) };
      },
    );

    app.post(
      '/run',
      {
        schema: { tags, summary: 'Roll schools over to the next year (idempotent)', body: rolloverBody },
        config: { permission: 'year-rollover.run' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const result = await runRollover(db, access, toRequest(request.body));
        return { success: true, message: result.message, data: result };
      },
    );

    app.post(
      '/undo',
      {
        schema: {
          tags,
          summary: "Undo a school's rollover before the new year's first attendance",
          body: undoBody,
        },
        config: { permission: 'year-rollover.run' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const data = await undoRollover(db, access, request.body.schoolId, request.body.fromYearId);
        return { success: true, message: 'انتقال به سال جدید برگردانده شد.', data };
      },
    );

    for (const closed of [true, false]) {
      app.post(
        closed ? '/close' : '/reopen',
        {
          schema: {
            tags,
            summary: closed ? 'Close an academic year (read-only)' : 'Reopen a closed year',
            body: yearBody,
          },
          config: { permission: 'year-rollover.close' },
        },
        async (request) => {
          const { access } = requireAuth(request);
          const data = await setYearClosed(db, access, request.body.academicYearId, closed);
          return {
            success: true,
            message: closed ? 'سال تحصیلی بسته شد.' : 'سال تحصیلی دوباره باز شد.',
            data,
          };
        },
      );
    }
  };
