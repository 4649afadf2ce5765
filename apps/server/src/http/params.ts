/** Route parameters shared by many routes. */
import { toAsciiDigits } from '@school/shared';
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
