/**
 * /api/forms/:id/print — a form template filled for one student, a classroom or a list of students
 * (forms/print): exactly one of studentId, classroomId or studentIds (comma-separated) is given.
 * /api/forms/preview — what the template editor's preview fills its text with, and the school's logo.
 */
import { ERROR_CODES, toAsciiDigits, toPersianDigits } from '@school/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import type { EntityService } from '../../engine/entity-service';
import { AppError } from '../../http/errors';
import { idParams, rowId } from '../../http/params';
import { formPreview, formPrint, type PrintSelection } from './form-print';

/** The most students one print takes: a large classroom several times over. */
export const MAX_PRINT_STUDENTS = 200;
const CHOOSE = 'یک دانش‌آموز، یک کلاس یا فهرستی از دانش‌آموزان را انتخاب کنید.';
const BAD_LIST = 'فهرست دانش‌آموزان باید شناسه‌هایی عددی باشد که با کاما جدا شده‌اند.';

const idList = z
  .string()
  .transform((text, ctx) => {
    const ids = toAsciiDigits(text)
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map(Number);
    if (!ids.length || ids.some((id) => !Number.isInteger(id) || id <= 0 || id > 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: BAD_LIST });
      return z.NEVER;
    }
    return [...new Set(ids)];
  })
  .refine(
    (ids) => ids.length <= MAX_PRINT_STUDENTS,
    `حداکثر ${toPersianDigits(MAX_PRINT_STUDENTS)} دانش‌آموز در هر چاپ.`,
  );

const printQuery = z
  .object({ studentId: rowId.optional(), classroomId: rowId.optional(), studentIds: idList.optional() })
  .strict();

function selectionOf(query: z.infer<typeof printQuery>): PrintSelection {
  const given = [query.studentId, query.classroomId, query.studentIds].filter((v) => v !== undefined);
  if (given.length !== 1) throw new AppError(400, ERROR_CODES.VALIDATION, CHOOSE, { students: CHOOSE });
  if (query.classroomId !== undefined) return { classroomId: query.classroomId };
  return { studentIds: query.studentIds ?? [query.studentId!] };
}

export const formRoutes =
  (db: Db, service: EntityService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/preview',
      {
        schema: {
          tags: ['forms'],
          summary: "The editor's preview: a made-up student's values in the current school, and its logo",
        },
        config: { permission: ['forms.add', 'forms.edit'] },
      },
      async (request) => ({
        success: true,
        data: await formPreview(db, requireAuth(request).access),
      }),
    );

    app.get(
      '/:id/print',
      {
        schema: {
          tags: ['forms'],
          summary: 'A form template filled for one student, a classroom or chosen students',
          params: idParams,
          querystring: printQuery,
        },
        config: { permission: 'forms.print' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const selection = selectionOf(request.query);
        return {
          success: true,
          data: await formPrint(db, service, access, request.params.id, selection),
        };
      },
    );
  };
