/**
 * Filters of the attendance reports: an ISO date range (both ends required, at most 366 days, the
 * end not before the start) and optionally a classroom or a course group. Messages are Persian.
 */
import { toAsciiDigits } from '@school/shared';
import { z } from 'zod';
import { rowId } from '../../http/params';

export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;

/** A real calendar day in ISO form (2025-02-30 is refused); Persian digits are read too. */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label} لازم است.` })
    .transform((v) => toAsciiDigits(v))
    .pipe(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} نامعتبر است.`)
        .refine((v) => {
          const day = new Date(`${v}T00:00:00Z`);
          return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
        }, `${label} نامعتبر است.`),
    );

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const baseShape = {
  from: isoDate('تاریخ شروع'),
  to: isoDate('تاریخ پایان'),
  classroomId: rowId.optional(),
};

/** Range rules on top of any shape: shared so each report's schema stays one line. */
function withRange<S extends z.ZodRawShape>(shape: S) {
  return z
    .object(shape)
    .strict()
    .superRefine((value, ctx) => {
      const query = value as { from: string; to: string };
      const span = daysBetween(query.from, query.to);
      if (span < 0) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'تاریخ پایان نباید پیش از تاریخ شروع باشد.' });
      } else if (span + 1 > MAX_RANGE_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'بازه گزارش حداکثر ۳۶۶ روز است.' });
      }
    });
}

export const rangeQuery = withRange(baseShape);
export const courseRangeQuery = withRange({ ...baseShape, courseGroupId: rowId.optional() });
/** The matrix is one classroom's: the classroom is required there. */
export const matrixQuery = withRange({
  ...baseShape,
  classroomId: z.string({ error: 'کلاس را انتخاب کنید.' }).pipe(rowId),
});

export type RangeQuery = z.infer<typeof rangeQuery>;
export type CourseRangeQuery = z.infer<typeof courseRangeQuery>;
