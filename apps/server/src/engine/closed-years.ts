/**
 * A closed academic year is read-only (DOMAIN.md "The year's turn"): its attendance, scores, cards
 * and year-scoped rows are not written any more, except scores amended with a reason by a user allowed
 * to amend (report-cards/publication-guard.ts treats every card of a closed year as published). The
 * engine's writes, the attendance sheet and the report cards' computation ask here.
 */
import { ERROR_CODES } from '@school/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { academicYears } from '../db/schema';
import { AppError } from '../http/errors';

export const CLOSED_YEAR_MESSAGE =
  'این سال تحصیلی بسته شده است و اطلاعات آن فقط خواندنی است؛ نمره‌ها تنها با اصلاحیه و ذکر علت تغییر می‌کنند.';

/** An amendment of a closed year's scores needs its reason (the amend permission granted). */
export const CLOSED_YEAR_REASON_MESSAGE =
  'این سال تحصیلی بسته شده است؛ برای اصلاح نمره، علت اصلاح را بنویسید.';

export async function isYearClosed(db: Db, academicYearId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(and(eq(academicYears.id, academicYearId), isNotNull(academicYears.closedAt)));
  return row !== undefined;
}

/** Which of these years are closed. */
export async function closedYears(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(and(inArray(academicYears.id, [...ids]), isNotNull(academicYears.closedAt)));
  return new Set(rows.map((r) => r.id));
}

export const closedYearError = () => new AppError(409, ERROR_CODES.CONFLICT, CLOSED_YEAR_MESSAGE);

export async function refuseClosedYear(db: Db, academicYearId: number | null | undefined): Promise<void> {
  if (academicYearId != null && (await isYearClosed(db, academicYearId))) throw closedYearError();
}
