/**
 * The attendance page's first requests: today's periods, or the sheet the address names. The route
 * table starts them when the navigation starts; the page asks for them under the same keys.
 */
import { toAsciiDigits } from '@school/shared';
import { apiQuery, type PageQuery } from '../../lib/page-queries';
import type { Sheet, TodayAnswer } from './attendance-api';
import type { SheetKey } from './attendance-draft';

/** Today, the first day this user may open, and their periods of today. */
export const todayQuery: PageQuery<TodayAnswer> = apiQuery(['attendance', 'today'], '/attendance/today');

export function sheetQuery(key: SheetKey): PageQuery<Sheet> {
  const query = new URLSearchParams({
    courseGroupId: String(key.courseGroupId),
    classPeriodId: String(key.classPeriodId),
    date: key.date,
  });
  return apiQuery(['attendance', 'sheet', key], `/attendance/sheet?${query}`);
}

/** The sheet named by the address (?courseGroupId&classPeriodId&date), when all three are valid. */
export function sheetKeyFromSearch(params: URLSearchParams): SheetKey | null {
  const courseGroupId = Number(toAsciiDigits(params.get('courseGroupId') ?? ''));
  const classPeriodId = Number(toAsciiDigits(params.get('classPeriodId') ?? ''));
  const date = params.get('date') ?? '';
  if (!(courseGroupId > 0) || !(classPeriodId > 0) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return { courseGroupId, classPeriodId, date };
}

/** The page opens on the sheet of its address, or on today's periods. */
export function attendancePageQueries(search: URLSearchParams): PageQuery[] {
  const key = sheetKeyFromSearch(search);
  return key ? [sheetQuery(key)] : [todayQuery];
}
