/**
 * The seats of a school's exams as other modules read them (admit cards, door lists, venue sheets),
 * over the school's year or one sitting: each with its date, session and start time, venue, the
 * student's name and classroom, the courses sat and the absent mark. One statement for a whole
 * school's admit cards (1,200 students × their exam days).
 */
import { effectiveStartTime } from '@school/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { SchoolYear } from '../../access/current-context';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';

export interface SeatRow {
  seatId: number;
  date: string;
  sessionId: number;
  sessionTitle: string;
  startTime: string;
  venueId: number;
  venueTitle: string;
  row: number;
  column: number;
  absent: boolean;
  studentId: number;
  fullName: string;
  classroom: string | null;
  courses: string[];
  examIds: number[];
}

export interface SeatFilter {
  date?: string;
  sessionId?: number;
  venueId?: number;
  /** Seats of these students only. */
  studentIds?: readonly number[];
}

interface RawSeat extends Omit<SeatRow, 'startTime'> {
  ownStart: string | null;
  dayStart: string | null;
  sessionStart: string;
}

function conditions(filter: SeatFilter): SQL {
  const parts: SQL[] = [];
  if (filter.date) parts.push(sql` and x.date = ${filter.date}`);
  if (filter.sessionId) parts.push(sql` and x.exam_session_id = ${filter.sessionId}`);
  if (filter.venueId) parts.push(sql` and x.venue_id = ${filter.venueId}`);
  if (filter.studentIds) {
    const ids = filter.studentIds.length ? filter.studentIds.join(',') : '0';
    parts.push(sql` and x.student_id = any(${`{${ids}}`}::int[])`);
  }
  return sql.join(parts);
}

/** Seats in date, session, venue and seat order. */
export async function seatRows(db: Db, scope: SchoolYear, filter: SeatFilter): Promise<SeatRow[]> {
  const raw = await executeRows<RawSeat>(
    db,
    sql`select x.id as "seatId", to_char(x.date, 'YYYY-MM-DD') as date, x.exam_session_id as "sessionId",
        es.title as "sessionTitle", to_char(es.default_start_time, 'HH24:MI') as "sessionStart",
        to_char(st.start_time, 'HH24:MI') as "dayStart",
        (select to_char(min(p.start_time), 'HH24:MI') from exam_plan_items p
          where p.school_id = x.school_id and p.exam_id = any(x.exam_ids)) as "ownStart",
        x.venue_id as "venueId", v.title as "venueTitle", x.seat_row as row, x.seat_column as "column",
        x.absent, x.student_id as "studentId", s.first_name || ' ' || s.last_name as "fullName",
        c.name as classroom, x.exam_ids as "examIds",
        coalesce((select array_agg(p.title order by p.title) from exam_plan_items p
          where p.school_id = x.school_id and p.exam_id = any(x.exam_ids)), '{}') as courses
      from exam_seats x
        join exam_sessions es on es.id = x.exam_session_id
        join exam_venues v on v.id = x.venue_id
        join students s on s.id = x.student_id
        left join classrooms c on c.id = s.classroom_id
        left join exam_start_times st on st.school_id = x.school_id and st.date = x.date
          and st.exam_session_id = x.exam_session_id
      where x.school_id = ${scope.schoolId} and x.academic_year_id = ${scope.academicYearId}${conditions(filter)}
      order by x.date, es.ordinal, v.title, v.id, x.seat_row, x.seat_column`,
  );
  return raw.map(({ ownStart, dayStart, sessionStart, ...r }) => ({
    ...r,
    startTime: effectiveStartTime(ownStart, dayStart, sessionStart),
    seatId: Number(r.seatId),
    sessionId: Number(r.sessionId),
    venueId: Number(r.venueId),
    row: Number(r.row),
    column: Number(r.column),
    studentId: Number(r.studentId),
    examIds: r.examIds.map(Number),
  }));
}
