/** A Jalali month laid out in Saturday-first weeks, and which events fall on each day. */
import { isValidJalaliDate, jalaliToIsoDate } from '@school/shared';

export interface MonthDay {
  jd: number;
  /** Gregorian ISO date of the day. */
  iso: string;
  /** 0 = Saturday … 6 = Friday. */
  weekday: number;
}

export interface JalaliMonth {
  jy: number;
  jm: number;
  days: MonthDay[];
  /** Empty cells before the first day in a Saturday-first week. */
  offset: number;
  /** Weeks of seven cells; null pads the first and last week. */
  weeks: (MonthDay | null)[][];
}

/** Saturday-first weekday of an ISO date (0 = Saturday). */
export function saturdayWeekday(iso: string): number {
  return (new Date(`${iso}T00:00:00Z`).getUTCDay() + 1) % 7;
}

export function jalaliMonth(jy: number, jm: number): JalaliMonth {
  const days: MonthDay[] = [];
  for (let jd = 1; jd <= 31 && isValidJalaliDate(jy, jm, jd); jd++) {
    const iso = jalaliToIsoDate({ jy, jm, jd });
    days.push({ jd, iso, weekday: saturdayWeekday(iso) });
  }
  const offset = days[0]?.weekday ?? 0;
  const cells: (MonthDay | null)[] = [...Array<null>(offset).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  const weeks: (MonthDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return { jy, jm, days, offset, weeks };
}

/** The month before or after (delta months away). */
export function shiftMonth(jy: number, jm: number, delta: number): { jy: number; jm: number } {
  const index = jy * 12 + (jm - 1) + delta;
  return { jy: Math.floor(index / 12), jm: (index % 12) + 1 };
}

export interface DatedEvent {
  startDate: string;
  endDate: string;
}

/** Events whose span (inclusive) covers the ISO day. */
export function eventsOn<T extends DatedEvent>(events: readonly T[], iso: string): T[] {
  return events.filter(
    (e) => e.startDate.slice(0, 10) <= iso && iso <= (e.endDate || e.startDate).slice(0, 10),
  );
}
