/**
 * The seats of one date × session as other modules print them (admit cards, door lists, venue
 * sheets): each seat with its venue, the student's full name, father's name, national code,
 * classroom and the courses sat. Ordered by venue, then front row first, then column.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';

export interface SessionSeatRow {
  seatId: number;
  venueId: number;
  venueTitle: string;
  /** 0-based, row 0 at the front (seatCode in @school/shared gives the «row-column» people read). */
  row: number;
  column: number;
  locked: boolean;
  studentId: number;
  fullName: string;
  fatherName: string | null;
  nationalCode: string;
  classroomId: number | null;
  classroom: string | null;
  examIds: number[];
  /** The plan's titles of the exams sat, e.g. «ریاضی ۱». */
  courses: string[];
}

/** Seats of a date (ISO) × exam session of a school's year; [] when none are placed. */
export async function seatsOfSession(
  db: Db,
  schoolId: number,
  academicYearId: number,
  date: string,
  examSessionId: number,
): Promise<SessionSeatRow[]> {
  const rows = await executeRows<SessionSeatRow>(
    db,
    sql`select x.id as "seatId", x.venue_id as "venueId", v.title as "venueTitle",
        x.seat_row as row, x.seat_column as "column", x.locked, x.student_id as "studentId",
        s.first_name || ' ' || s.last_name as "fullName", s.father_name as "fatherName",
        s.national_code as "nationalCode", s.classroom_id as "classroomId", c.name as classroom,
        x.exam_ids as "examIds",
        coalesce((select array_agg(p.title order by p.title) from exam_plan_items p
          where p.school_id = x.school_id and p.exam_id = any(x.exam_ids)), '{}') as courses
      from exam_seats x
        join exam_venues v on v.id = x.venue_id
        join students s on s.id = x.student_id
        left join classrooms c on c.id = s.classroom_id
      where x.school_id = ${schoolId} and x.academic_year_id = ${academicYearId}
        and x.date = ${date} and x.exam_session_id = ${examSessionId}
      order by v.title, v.id, x.seat_row, x.seat_column`,
  );
  return rows.map((r) => ({
    ...r,
    seatId: Number(r.seatId),
    venueId: Number(r.venueId),
    row: Number(r.row),
    column: Number(r.column),
    studentId: Number(r.studentId),
    classroomId: r.classroomId === null ? null : Number(r.classroomId),
    examIds: r.examIds.map(Number),
  }));
}
