/** Route parameters shared by many routes. */
import { toAsciiDigits, toPersianDigits } from '@school/shared';
import { z } from 'zod';

/** A row id in the URL: a positive integer that fits the database's integer (Persian digits read too). */
export const rowId = z
  .string()
  .transform((v) => Number(toAsciiDigits(v)))
  .pipe(
    z
      .number({ error: 'شناسه باید عدد باشد.' })
      .int('شناسه باید عدد صحیح باشد.')
      .positive('شناسه باید مثبت باشد.')
      .max(2_147_483_647, 'شناسه بزرگ‌تر از حد مجاز است.'),
  );

export const idParams = z.object({ id: rowId });

/**
 * The client-generated id of a submission (attendance sheet, scores): a retried submission with
 * the same id is recognised and applied once.
 */
export const clientIdSchema = z
  .string({ error: 'شناسه ارسال لازم است.' })
  .regex(/^[A-Za-z0-9-]{8,64}$/, 'شناسه ارسال نامعتبر است.');

const pageNumber = (name: string, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${name} باید عدد باشد.` })
    .int(`${name} باید عدد صحیح باشد.`)
    .min(1, `${name} دست‌کم ۱ است.`)
    .max(max, `${name} حداکثر ${toPersianDigits(max)} است.`)
    .default(fallback);

/** ?page&pageSize of a paged list of a bespoke route: at most 100 rows a page (DESIGN.md). */
export const pageQuery = z
  .object({ page: pageNumber('شماره صفحه', 100_000, 1), pageSize: pageNumber('اندازه صفحه', 100, 25) })
  .strict();
