/**
 * Filters of the assessment reports, with Persian messages. Report-card reports take a term (none
 * = the year card), a classroom or a grade level; exam-based ones a term or a date range (none =
 * the whole academic year).
 */
import { toAsciiDigits, toPersianDigits } from '@school/shared';
import { z } from 'zod';
import { rowId } from '../../http/params';
import { MAX_RANGE_DAYS, daysBetween, isoDate } from '../attendance-reports/report-filters';

/** A whole number from the query string between min and max (Persian digits read too). */
const wholeNumber = (label: string, min: number, max: number) => {
  const between = `${label} باید بین ${toPersianDigits(min)} و ${toPersianDigits(max)} باشد.`;
  return z
    .string()
    .transform((v) => Number(toAsciiDigits(v)))
    .pipe(
      z
        .number({ error: `${label} باید عدد باشد.` })
        .int(`${label} باید عدد صحیح باشد.`)
        .min(min, between)
        .max(max, between),
    );
};

const cardShape = {
  termId: rowId.optional(),
  classroomId: rowId.optional(),
  gradeLevel: wholeNumber('پایه', 1, 12).optional(),
};

export const cardQuery = z.object(cardShape).strict();
export const topQuery = z.object({ ...cardShape, limit: wholeNumber('تعداد', 1, 100).optional() }).strict();
/** The scores report is one classroom's matrix: the classroom is required. */
export const scoresQuery = z
  .object({ ...cardShape, classroomId: z.string({ error: 'کلاس را انتخاب کنید.' }).pipe(rowId) })
  .strict();
export const monthlyQuery = cardQuery;

const examRangeShape = {
  termId: rowId.optional(),
  from: isoDate('تاریخ شروع').optional(),
  to: isoDate('تاریخ پایان').optional(),
  classroomId: rowId.optional(),
  gradeLevel: wholeNumber('پایه', 1, 12).optional(),
};

/** A term or a date range (both ends, at most a year), never both. */
function withExamRange<S extends z.ZodRawShape>(shape: S) {
  return z
    .object(shape)
    .strict()
    .superRefine((value, ctx) => {
      const query = value as { termId?: number; from?: string; to?: string };
      if (query.from === undefined && query.to === undefined) return;
      if (query.termId !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['termId'],
          message: 'نوبت یا بازه تاریخ را انتخاب کنید، نه هر دو.',
        });
      } else if (query.from === undefined || query.to === undefined) {
        const path = query.from === undefined ? 'from' : 'to';
        ctx.addIssue({ code: 'custom', path: [path], message: 'هر دو سر بازه تاریخ لازم است.' });
      } else if (daysBetween(query.from, query.to) < 0) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'تاریخ پایان نباید پیش از تاریخ شروع باشد.' });
      } else if (daysBetween(query.from, query.to) + 1 > MAX_RANGE_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'بازه گزارش حداکثر ۳۶۶ روز است.' });
      }
    });
}

export const teacherQuery = withExamRange(examRangeShape);
export const fewGradesQuery = withExamRange({
  ...examRangeShape,
  minExams: wholeNumber('حداقل تعداد آزمون', 1, 50).optional(),
});

export interface AssessmentQuery {
  termId?: number;
  classroomId?: number;
  gradeLevel?: number;
  limit?: number;
  from?: string;
  to?: string;
  minExams?: number;
}
