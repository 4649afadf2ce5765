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
import { type BurstSheet, countBurstRows, sheetBodies } from './attendance-burst';

export interface OpenBurstResult {
  load: LoadResult;
  sheets: number;
  rowsExpected: number;
  rowsFound: number;
  duplicates: number;
  submissionsFound: number;
}

/**
 * Up to `limit` sheets: every classroom's first period, then every classroom's second, and so on (the
 * periods of the morning in the order they are taken), each with its classroom's studying students.
 */
export async function pickClassroomPeriods(raw: RawSql, limit: number): Promise<BurstSheet[]> {
  const rows = await raw.query<{ course_group_id: number; class_period_id: number; student_ids: number[] }>({
    sql: `
      select g.course_group_id, p.id as class_period_id, s.student_ids
      from classrooms c
      cross join lateral (select min(id) as course_group_id from course_groups where classroom_id = c.id) g
      cross join lateral (select array_agg(id order by id) as student_ids from students
                          where classroom_id = c.id and status = 'studying') s
      join class_periods p on p.school_id = c.school_id
      where g.course_group_id is not null and s.student_ids is not null
      order by p.ordinal, c.id
      limit $1`,
    params: [limit],
  });
  return rows.map((r) => ({
    courseGroupId: r.course_group_id,
    classPeriodId: r.class_period_id,
    studentIds: r.student_ids.map(Number),
  }));
}

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
