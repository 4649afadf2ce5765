/**
 * Request schemas of /api/report-cards with Persian messages. A card period is a term id or
 * `year` (the year card); the target is a classroom, a grade level, or the whole school.
 */
import { toAsciiDigits } from '@school/shared';
import { z } from 'zod';
import { rowId } from '../../http/params';

const PERIOD_MESSAGE = 'نوبت کارنامه باید شناسه یک نوبت یا «year» (سالانه) باشد.';

/** `year` or a term id in the query string; `null` means the year card. */
export const periodParam = z.string({ error: PERIOD_MESSAGE }).transform((v, ctx) => {
  if (v === 'year') return null;
  const n = Number(toAsciiDigits(v));
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) {
    ctx.addIssue({ code: 'custom', message: PERIOD_MESSAGE });
    return z.NEVER;
  }
  return n;
});

const gradeLevelParam = z
  .string()
  .transform((v) => Number(toAsciiDigits(v)))
  .pipe(z.number().int('پایه نامعتبر است.').min(1, 'پایه نامعتبر است.').max(12, 'پایه نامعتبر است.'));

const gradeLevel = z
  .number({ error: 'پایه باید عدد باشد.' })
  .int('پایه نامعتبر است.')
  .min(1, 'پایه نامعتبر است.')
  .max(12, 'پایه نامعتبر است.');

export const generateBody = z
  .object({
    termId: z
      .number({ error: 'نوبت را انتخاب کنید (یا سالانه).' })
      .int('نوبت نامعتبر است.')
      .positive('نوبت نامعتبر است.')
      .nullable(),
    classroomId: z.number({ error: 'کلاس نامعتبر است.' }).int('کلاس نامعتبر است.').positive().optional(),
    gradeLevel: gradeLevel.optional(),
  })
  .strict()
  .refine((b) => b.classroomId === undefined || b.gradeLevel === undefined, {
    message: 'یا کلاس را انتخاب کنید یا پایه را، نه هر دو.',
    path: ['gradeLevel'],
  });

export const REPORT_CARD_STATUSES = ['draft', 'published'] as const;

export const listQuery = z
  .object({
    term: periodParam.optional(),
    classroomId: rowId.optional(),
    gradeLevel: gradeLevelParam.optional(),
    studentId: rowId.optional(),
    status: z.enum(REPORT_CARD_STATUSES, { error: 'وضعیت باید پیش‌نویس یا منتشرشده باشد.' }).optional(),
    page: rowId.optional(),
    pageSize: rowId.pipe(z.number().max(200, 'اندازه صفحه حداکثر ۲۰۰ است.')).optional(),
  })
  .strict();

export const printQuery = z
  .object({
    term: z.string({ error: PERIOD_MESSAGE }).pipe(periodParam),
    classroomId: rowId.optional(),
    gradeLevel: gradeLevelParam.optional(),
  })
  .strict()
  .refine((q) => (q.classroomId === undefined) !== (q.gradeLevel === undefined), {
    message: 'برای چاپ گروهی یک کلاس یا یک پایه را انتخاب کنید.',
    path: ['classroomId'],
  });

export const publishBody = z
  .object({
    ids: z
      .array(z.number({ error: 'شناسه کارنامه نامعتبر است.' }).int().positive(), {
        error: 'فهرست کارنامه‌ها لازم است.',
      })
      .min(1, 'هیچ کارنامه‌ای انتخاب نشده است.')
      .max(2000, 'حداکثر ۲۰۰۰ کارنامه در هر بار.'),
  })
  .strict();
