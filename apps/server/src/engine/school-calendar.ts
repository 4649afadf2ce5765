/**
 * The school's planning calendar as the modules that refuse closed days read it: attendance takes no
 * register on a holiday, the exam plan sets no exam on one.
 */
import { and, eq, gte, lte, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { calendarEvents } from '../db/schema';

/** The school's holidays that cover the date (a column or a value for the school). */
export function holidayOn(schoolId: number | SQLWrapper, date: string | SQLWrapper) {
  return and(
    eq(calendarEvents.schoolId, schoolId),
    eq(calendarEvents.kind, 'holiday'),
    lte(calendarEvents.startDate, date),
    gte(calendarEvents.endDate, date),
  );
}

/** The title of the school's holiday on the date, or null on a working day. */
export async function holidayTitle(db: Db, schoolId: number, date: string): Promise<string | null> {
  const [holiday] = await db
    .select({ title: calendarEvents.title })
    .from(calendarEvents)
    .where(holidayOn(schoolId, date))
    .limit(1);
  return holiday?.title ?? null;
}
