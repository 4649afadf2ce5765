/**
 * The morning burst as an open load: sheets arrive evenly, `rate` a second, whether or not the
 * earlier ones have been answered (paced-load.ts), as teachers' phones send them — not 100 clients
 * each sending its next sheet the moment the last one returns. Each sheet is a classroom's students
 * for one period, sent once; afterwards the day's rows and submissions are counted through the raw
 * driver: one row per student and period sent, one submission per sheet, nothing doubled.
 */
import type { LoadResult } from './http-load';
import { runPaced } from './paced-load';
import type { RawSql } from './raw-sql';
import { type BurstSheet, countBurstRows, pickSheets, sheetBodies } from './attendance-burst';

export interface OpenBurstResult {
  load: LoadResult;
  sheets: number;
  rowsExpected: number;
  rowsFound: number;
  duplicates: number;
  submissionsFound: number;
}

/** Up to `limit` sheets: every classroom's first period, then every classroom's second, and so on. */
export const pickClassroomPeriods = (raw: RawSql, limit: number) => pickSheets(raw, limit, 'every');

/** Removes the day's attendance (rows, submissions), so every sheet of the run writes new rows. */
export async function clearDay(raw: RawSql, date: string): Promise<void> {
  await raw.query({ sql: 'delete from attendance_records where date = $1', params: [date] });
  await raw.query({ sql: 'delete from attendance_submissions where date = $1', params: [date] });
}

export async function runOpenBurst(
  baseUrl: string,
  token: string,
  sheets: BurstSheet[],
  date: string,
  settings: { rate: number; connections: number },
): Promise<LoadResult> {
  return runPaced(
    baseUrl,
    {
      name: 'attendance-open-burst',
      label: 'POST /api/attendance/sheets, sheets arriving evenly',
      method: 'POST',
      paths: ['/api/attendance/sheets'],
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      bodies: sheetBodies(sheets, date),
    },
    settings.connections,
    sheets.length / settings.rate,
    settings.rate,
  );
}

/** The day's rows (and pairs of one student and period twice) and submissions after the run. */
export async function countOpenBurst(raw: RawSql, date: string, sheets: BurstSheet[]) {
  const [submissions] = await raw.query<{ n: string }>({
    sql: 'select count(*) as n from attendance_submissions where date = $1',
    params: [date],
  });
  return {
    ...(await countBurstRows(raw, date)),
    rowsExpected: sheets.reduce((sum, s) => sum + s.studentIds.length, 0),
    submissionsFound: Number(submissions!.n),
  };
}
