/**
 * The morning burst (attendance issue): every classroom's first period is taken at once — one sheet
 * per classroom (up to 800 sheets of ~30 students) sent by 100 concurrent clients, each sheet once.
 * Afterwards the rows are counted through the raw driver: exactly one row per student sent, none
 * lost, none doubled.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { RawSql } from './raw-sql';
import { type LatencySummary, summarise } from './stats';

export const BURST_SHEETS = 800;
export const BURST_CONNECTIONS = 100;

export interface BurstSheet {
  courseGroupId: number;
  classPeriodId: number;
  studentIds: number[];
}

export interface BurstResult extends LatencySummary {
  sheets: number;
  connections: number;
  requests: number;
  errors: number;
  non2xx: number;
  durationMs: number;
  date: string;
  rowsExpected: number;
  rowsFound: number;
  duplicates: number;
}

/**
 * Up to `limit` sheets, each a classroom's first course group and studying students for one period
 * of its school: the `first` period of every classroom (in classroom order), or `every` period —
 * every classroom's first, then every classroom's second, and so on, as the morning's are taken.
 */
export async function pickSheets(
  raw: RawSql,
  limit: number,
  periods: 'first' | 'every',
): Promise<BurstSheet[]> {
  const first = periods === 'first';
  const rows = await raw.query<{ course_group_id: number; class_period_id: number; student_ids: number[] }>({
    sql: `
      select g.course_group_id, p.class_period_id, s.student_ids
      from classrooms c
      cross join lateral (select min(id) as course_group_id from course_groups where classroom_id = c.id) g
      cross join lateral (select id as class_period_id, ordinal from class_periods
                          where school_id = c.school_id order by ordinal ${first ? 'limit 1' : ''}) p
      cross join lateral (select array_agg(id order by id) as student_ids from students
                          where classroom_id = c.id and status = 'studying') s
      where g.course_group_id is not null and s.student_ids is not null
      order by ${first ? 'c.id' : 'p.ordinal, c.id'}
      limit $1`,
    params: [limit],
  });
  return rows.map((r) => ({
    courseGroupId: r.course_group_id,
    classPeriodId: r.class_period_id,
    studentIds: r.student_ids.map(Number),
  }));
}

/** The burst's sheets: one per classroom, its school's first period. */
export const pickBurstSheets = (raw: RawSql, limit = BURST_SHEETS) => pickSheets(raw, limit, 'first');

/** The sheets as a teacher's page sends them, each with its own client id; a few absent or late. */
export function sheetBodies(sheets: BurstSheet[], date: string): string[] {
  return sheets.map((sheet) =>
    JSON.stringify({
      clientId: randomUUID(),
      courseGroupId: sheet.courseGroupId,
      classPeriodId: sheet.classPeriodId,
      date,
      entries: sheet.studentIds.map((studentId, i) => ({
        studentId,
        status: i % 13 === 0 ? 'absent' : i % 17 === 0 ? 'late' : 'present',
        ...(i % 17 === 0 && i % 13 !== 0 ? { lateMinutes: 5 } : {}),
      })),
    }),
  );
}

/** Sends every sheet exactly once (autocannon `amount`), a few students absent or late. */
export async function runBurst(
  baseUrl: string,
  token: string,
  sheets: BurstSheet[],
  date: string,
): Promise<Omit<BurstResult, 'rowsFound' | 'duplicates'>> {
  const bodies = sheetBodies(sheets, date);
  let next = 0;
  const latencies: number[] = [];
  const started = Date.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        // A small network has fewer sheets than clients; autocannon wants at least one request each.
        connections: Math.min(BURST_CONNECTIONS, bodies.length),
        amount: bodies.length,
        timeout: 60,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => ({ ...request, path: '/api/attendance/sheets', body: bodies[next++] }),
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    ...summarise(latencies),
    sheets: bodies.length,
    connections: Math.min(BURST_CONNECTIONS, bodies.length),
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    durationMs: Date.now() - started,
    date,
    rowsExpected: sheets.reduce((sum, s) => sum + s.studentIds.length, 0),
  };
}

/** Rows of the burst's day, and rows that share a student and period (the unique index forbids them). */
export async function countBurstRows(raw: RawSql, date: string) {
  const [counts] = await raw.query<{ rows: string; distinct_keys: string }>({
    sql: `select count(*) as rows, count(distinct (student_id, class_period_id)) as distinct_keys
          from attendance_records where date = $1`,
    params: [date],
  });
  const rows = Number(counts!.rows);
  return { rowsFound: rows, duplicates: rows - Number(counts!.distinct_keys) };
}
