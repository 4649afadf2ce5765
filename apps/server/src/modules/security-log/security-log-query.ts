/**
 * The security log's query string: paging, what kind of event, whose doing, a date range (ISO days,
 * Tehran time) and a text to find in the username tried or the actor's name. Messages are Persian.
 */
import { LIST_SEARCH_MAX_LENGTH, toAsciiDigits, toPersianDigits } from '@school/shared';
import { z } from 'zod';
import { rowId } from '../../http/params';

export const MAX_PAGE_SIZE = 100;

/**
 * all: everything below. login / login-failed / password / export: security events; roles: changes
 * of roles and of who holds them; users: changes of user accounts.
 */
export const SECURITY_LOG_KINDS = [
  'all',
  'login',
  'login-failed',
  'password',
  'roles',
  'users',
  'export',
] as const;
export type SecurityLogKind = (typeof SECURITY_LOG_KINDS)[number];

const whole = (label: string, min: number, max: number) =>
  z
    .string()
    .transform((v) => Number(toAsciiDigits(v)))
    .pipe(
      z
        .number({ error: `${label} باید عدد باشد.` })
        .int(`${label} باید عدد صحیح باشد.`)
        .min(min, `${label} دست‌کم ${toPersianDigits(min)} است.`)
        .max(max, `${label} حداکثر ${toPersianDigits(max)} است.`),
    );

/** A real calendar day (2025-02-30 is refused); Persian digits are read too. */
const day = (label: string) =>
  z
    .string()
    .transform((v) => toAsciiDigits(v))
    .pipe(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} باید به شکل YYYY-MM-DD (میلادی) باشد.`)
        .refine((v) => {
          const date = new Date(`${v}T00:00:00Z`);
          return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
        }, `${label} نامعتبر است.`),
    );

export const securityLogQuery = z
  .object({
    page: whole('شماره صفحه', 1, 1_000_000).optional(),
    pageSize: whole('اندازه صفحه', 1, MAX_PAGE_SIZE).optional(),
    kind: z.enum(SECURITY_LOG_KINDS, { error: 'نوع رویداد در گزینه‌ها نیست.' }).optional(),
    user: rowId.optional(),
    from: day('تاریخ شروع').optional(),
    to: day('تاریخ پایان').optional(),
    q: z.string().max(LIST_SEARCH_MAX_LENGTH, 'متن جستجو طولانی است.').optional(),
  })
  .strict()
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    path: ['to'],
    message: 'تاریخ پایان نباید پیش از تاریخ شروع باشد.',
  });

export type SecurityLogQuery = z.infer<typeof securityLogQuery>;
