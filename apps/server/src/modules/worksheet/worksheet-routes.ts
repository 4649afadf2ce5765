/**
 * /api/course-groups/:id/worksheet — a course group's worksheet (activities × students) in one term:
 * read it, add, edit and delete activities, and save cells (idempotent by clientId).
 */
import { fieldValueSchema, toAsciiDigits } from '@school/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amendReasonSchema, scoreValueFields } from '../exam-scores/score-entry-schema';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { clientIdSchema, idParams, rowId } from '../../http/params';
import { worksheetGroup, worksheetTerm } from './worksheet-access';
import { createActivity, deleteActivity, updateActivity } from './worksheet-activities';
import { loadWorksheet, saveWorksheet } from './worksheet-service';

const PERMISSION = 'course-groups.worksheet';
const tags = ['worksheet'];

const id = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? Number(toAsciiDigits(v)) : v),
    z.number({ error: message }).int(message).positive(message),
  );

const activityFields = {
  title: z
    .string({ error: 'عنوان فعالیت را بنویسید.' })
    .trim()
    .min(1, 'عنوان فعالیت را بنویسید.')
    .max(120, 'عنوان فعالیت حداکثر ۱۲۰ نویسه است.'),
  date: (fieldValueSchema({ name: 'date', type: 'jalaliDate' }) as z.ZodType<string>).nullable(),
  maxScore: fieldValueSchema({ name: 'maxScore', type: 'number', min: 1, max: 100 }) as z.ZodType<number>,
};

const activityCreate = z
  .object({
    termId: id('نوبت را انتخاب کنید.'),
    title: activityFields.title,
    date: activityFields.date.optional(),
    maxScore: activityFields.maxScore.optional(),
  })
  .strict();

const activityPatch = z
  .object({
    version: z.number({ error: 'نسخه لازم است.' }).int().positive(),
    title: activityFields.title.optional(),
    date: activityFields.date.optional(),
    maxScore: activityFields.maxScore.optional(),
  })
  .strict();

const activityParams = z.object({ id: rowId, activityId: rowId });

const cell = z
  .object({
    activityId: z.number({ error: 'شناسه فعالیت نامعتبر است.' }).int().positive(),
    ...scoreValueFields,
  })
  .strict();

const scoresBody = z
  .object({
    clientId: clientIdSchema,
    termId: z.number({ error: 'نوبت را انتخاب کنید.' }).int().positive(),
    cells: z
      .array(cell, { error: 'فهرست نمره‌ها لازم است.' })
      .min(1, 'فهرست نمره‌ها خالی است.')
      .max(5000, 'یک بار حداکثر ۵۰۰۰ خانه ذخیره می‌شود.')
      .refine(
        (list) => new Set(list.map((c) => `${c.activityId}:${c.studentId}`)).size === list.length,
        'یک خانه دو بار در فهرست آمده است.',
      ),
    reason: amendReasonSchema,
  })
  .strict();

export const worksheetRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { permission: PERMISSION };

    app.get(
      '/:id/worksheet',
      {
        schema: {
          tags,
          summary: "A course group's worksheet in a term",
          params: idParams,
          querystring: z.object({ termId: rowId.optional() }).strict(),
        },
        config,
      },
      async (request) => {
        const { access } = requireAuth(request);
        return {
          success: true,
          data: await loadWorksheet(db, access, request.params.id, request.query.termId),
        };
      },
    );

    app.post(
      '/:id/worksheet/activities',
      {
        schema: { tags, summary: 'Add a worksheet activity', params: idParams, body: activityCreate },
        config,
      },
      async (request, reply) => {
        const { access } = requireAuth(request);
        const group = await worksheetGroup(db, access, request.params.id);
        const { termId, ...input } = request.body;
        const term = await worksheetTerm(db, group, termId);
        const data = await createActivity(db, access, group, term.id, input);
        return reply.status(201).send({ success: true, message: 'فعالیت افزوده شد.', data });
      },
    );

    app.patch(
      '/:id/worksheet/activities/:activityId',
      {
        schema: { tags, summary: 'Edit a worksheet activity', params: activityParams, body: activityPatch },
        config,
      },
      async (request) => {
        const { access } = requireAuth(request);
        const group = await worksheetGroup(db, access, request.params.id);
        const { version, ...input } = request.body;
        const data = await updateActivity(db, access, group, request.params.activityId, version, input);
        return { success: true, message: 'فعالیت ویرایش شد.', data };
      },
    );

    app.delete(
      '/:id/worksheet/activities/:activityId',
      {
        schema: { tags, summary: 'Delete a worksheet activity and its scores', params: activityParams },
        config,
      },
      async (request) => {
        const { access } = requireAuth(request);
        const group = await worksheetGroup(db, access, request.params.id);
        const data = await deleteActivity(db, access, group, request.params.activityId);
        return { success: true, message: 'فعالیت حذف شد.', data };
      },
    );

    app.post(
      '/:id/worksheet/scores',
      {
        schema: {
          tags,
          summary: 'Save worksheet cells (idempotent by clientId)',
          params: idParams,
          body: scoresBody,
        },
        config,
      },
      async (request) => {
        const { access } = requireAuth(request);
        const data = await saveWorksheet(db, access, request.params.id, request.body);
        return { success: true, message: 'نمره‌های کاربرگ ثبت شد.', data };
      },
    );
  };
