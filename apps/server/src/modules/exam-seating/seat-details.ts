/**
 * exam-seat-details: one student's seats over the year's exams (date, session, venue, seat,
 * courses); and the plan's dates × sessions with how many sit and how many are seated.
 */
import type { SeatingSlot, StudentSeatDetails } from '@school/shared';
import { sql } from 'drizzle-orm';
import type { SchoolYear } from '../../access/current-context';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { notFound } from '../../http/errors';
import { groupMembers } from './session-roster';

export async function studentSeatDetails(
  db: Db,
  scope: SchoolYear,
  studentId: number,
): Promise<StudentSeatDetails> {
  const [student] = await executeRows<StudentSeatDetails['student']>(
    db,
    sql`select s.id, s.first_name || ' ' || s.last_name as "fullName", c.name as classroom
      from students s left join classrooms c on c.id = s.classroom_id
      where s.id = ${studentId} and s.school_id = ${scope.schoolId}`,
  );
  if (!student) throw notFound('دانش‌آموز مورد نظر یافت نشد.');
  const seats = await executeRows<StudentSeatDetails['seats'][number]>(
    db,
    sql`select to_char(x.date, 'YYYY-MM-DD') as date, x.exam_session_id as "sessionId",
        e.title as "sessionTitle", x.venue_id as "venueId", v.title as "venueTitle",
        x.seat_row as row, x.seat_column as "column", x.locked,
        coalesce((select array_agg(p.title order by p.title) from exam_plan_items p
          where p.school_id = x.school_id and p.exam_id = any(x.exam_ids)), '{}') as courses
      from exam_seats x
        join exam_sessions e on e.id = x.exam_session_id
        join exam_venues v on v.id = x.venue_id
      where x.school_id = ${scope.schoolId} and x.academic_year_id = ${scope.academicYearId}
        and x.student_id = ${studentId}
      order by x.date, e.ordinal, e.id`,
  );
  return {
    student: { ...student, id: Number(student.id) },
    seats: seats.map((s) => ({
      ...s,
      sessionId: Number(s.sessionId),
      venueId: Number(s.venueId),
      row: Number(s.row),
      column: Number(s.column),
    })),
  };
}

/** Every date × session of the year's plan with exams, in order, with who sits and who is seated. */
export async function seatingSlots(db: Db, scope: SchoolYear): Promise<SeatingSlot[]> {
  const rows = await executeRows<SeatingSlot>(
    db,
    sql`with items as (
        select p.date, p.exam_session_id, e.course_group_ids
        from exam_plan_items p join exams e on e.id = p.exam_id
        where p.school_id = ${scope.schoolId} and p.academic_year_id = ${scope.academicYearId}
      ),
      ${groupMembers(scope)},
      sitting as (
        select distinct i.date, i.exam_session_id, m.student_id
        from items i join members m on m.group_id = any(i.course_group_ids)
          join students s on s.id = m.student_id and s.status = 'studying'
      ),
      slots as (select distinct date, exam_session_id from items)
      select to_char(t.date, 'YYYY-MM-DD') as date, t.exam_session_id as "sessionId",
        e.title as "sessionTitle",
        (select count(*) from sitting g where g.date = t.date
          and g.exam_session_id = t.exam_session_id)::int as students,
        (select count(*) from exam_seats x where x.school_id = ${scope.schoolId}
          and x.academic_year_id = ${scope.academicYearId} and x.date = t.date
          and x.exam_session_id = t.exam_session_id)::int as seated
      from slots t join exam_sessions e on e.id = t.exam_session_id
      order by t.date, e.ordinal, e.id`,
  );
  return rows.map((r) => ({ ...r, sessionId: Number(r.sessionId) }));
}
