/**
 * Filters of the score analytics, with Persian messages: year (none = the current one), term (none =
 * the year card), grade level, major, classroom, course, and the whole network for a network-level
 * user; the grouping report adds its method.
 */
import { toAsciiDigits, toPersianDigits } from '@school/shared';
import { z } from 'zod';
import { rowId } from '../../http/params';

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

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'مقدار «کل شبکه» نامعتبر است.' })
  .transform((v) => v === 'true' || v === '1');

const filterShape = {
  academicYearId: rowId.optional(),
  termId: rowId.optional(),
  gradeLevel: wholeNumber('پایه', 1, 12).optional(),
  majorId: rowId.optional(),
  classroomId: rowId.optional(),
  coursePlanId: rowId.optional(),
  network: flag.optional(),
};

export const analyticsQuery = z.object(filterShape).strict();

/** Lower bounds of the bands, e.g. «17,14,10» (Persian digits and «٫» read too), each 0–20, distinct. */
const thresholdList = z
  .string()
  .transform((v) =>
    toAsciiDigits(v)
      .replace(/٫/g, '.')
      .split(/[,،]/)
      .map((part) => part.trim())
      .filter(Boolean)
      .map(Number),
  )
  .pipe(
    z
      .array(
        z
          .number({ error: 'مرزهای گروه‌ها باید عدد باشند.' })
          .min(0, 'مرز هر گروه باید بین ۰ و ۲۰ باشد.')
          .max(20, 'مرز هر گروه باید بین ۰ و ۲۰ باشد.'),
        { error: 'مرزهای گروه‌ها باید عدد باشند.' },
      )
      .min(1, 'دست‌کم یک مرز برای گروه‌ها لازم است.')
      .max(9, 'حداکثر ۹ مرز برای گروه‌ها مجاز است.')
      .refine((list) => new Set(list).size === list.length, 'مرزهای گروه‌ها نباید تکراری باشند.'),
  );

export const groupingQuery = z
  .object({
    ...filterShape,
    method: z.enum(['quantiles', 'thresholds'], { error: 'روش گروه‌بندی نامعتبر است.' }).optional(),
    bands: wholeNumber('تعداد گروه‌ها', 2, 10).optional(),
    thresholds: thresholdList.optional(),
    basis: z.enum(['overall', 'course'], { error: 'مبنای گروه‌بندی نامعتبر است.' }).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.method === 'thresholds' && value.thresholds === undefined) {
      ctx.addIssue({ code: 'custom', path: ['thresholds'], message: 'مرزهای گروه‌ها را وارد کنید.' });
    }
    if (value.method !== 'thresholds' && value.thresholds !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['thresholds'],
        message: 'مرزها فقط با روش «مرزهای ثابت» به کار می‌روند.',
      });
    }
  });

export interface AnalyticsQuery {
  academicYearId?: number;
  termId?: number;
  gradeLevel?: number;
  majorId?: number;
  classroomId?: number;
  coursePlanId?: number;
  network?: boolean;
  method?: 'quantiles' | 'thresholds';
  bands?: number;
  thresholds?: number[];
  basis?: 'overall' | 'course';
}
