/**
 * Who sits an exam in one date × session of the current school and year: the students of the
 * course groups whose exams the plan put then (a subgroup's own list, else the classroom's studying
 * students, as the plan's warnings count them). A student with two exams in the session is one row
 * with both exams.
 */
import type { SeatMapStudent } from '@school/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { SchoolYear } from '../../access/current-context';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';

export interface RosterStudent extends SeatMapStudent {
  /** The course plans sat, joined: equal keys sit the same papers. */
  courseKey: string;
}

interface RawRoster {
  id: number;
  fullName: string;
  classroomId: number | null;
  classroom: string | null;
  gradeLevel: number | null;
  frontSeat: boolean;
  examIds: number[];
  coursePlanIds: number[];
  courses: string[];
}

/**
 * `grp` and `members` of a WITH: each course group of the year and its students (its own list if it
 * has one, else its classroom's students).
 */
export function groupMembers(scope: SchoolYear): SQL {
  return sql`grp as (
        select g.id, g.classroom_id,
          exists (select 1 from course_group_students x where x.course_group_id = g.id) as has_list
        from course_groups g
        where g.school_id = ${scope.schoolId} and g.academic_year_id = ${scope.academicYearId}
      ),
      members as (
        select x.student_id, g.id as group_id from grp g
          join course_group_students x on x.course_group_id = g.id where g.has_list
        union all
        select s.id, g.id from grp g join students s on s.classroom_id = g.classroom_id
          where not g.has_list
      )`;
}

export interface SessionDay {
  date: string;
  sessionId: number;
}

export async function sessionRoster(db: Db, scope: SchoolYear, day: SessionDay): Promise<RosterStudent[]> {
  const rows = await executeRows<RawRoster>(
    db,
    sql`with items as (
        select p.exam_id, p.course_plan_id, p.title, e.course_group_ids
        from exam_plan_items p join exams e on e.id = p.exam_id
        where p.school_id = ${scope.schoolId} and p.academic_year_id = ${scope.academicYearId}
          and p.date = ${day.date} and p.exam_session_id = ${day.sessionId}
      ),
      ${groupMembers(scope)},
      sitting as (
        select m.student_id, array_agg(distinct i.exam_id order by i.exam_id) as exam_ids,
          array_agg(distinct i.course_plan_id order by i.course_plan_id) as course_plan_ids,
          array_agg(distinct i.title order by i.title) as courses
        from members m join items i on m.group_id = any(i.course_group_ids)
        group by m.student_id
      )
      select s.id, s.first_name || ' ' || s.last_name as "fullName", s.classroom_id as "classroomId",
        c.name as classroom, c.grade_level as "gradeLevel", s.front_seat as "frontSeat",
        t.exam_ids as "examIds", t.course_plan_ids as "coursePlanIds", t.courses
      from sitting t join students s on s.id = t.student_id
        left join classrooms c on c.id = s.classroom_id
      where s.school_id = ${scope.schoolId} and s.status = 'studying'
      order by c.name, s.last_name, s.first_name, s.id`,
  );
  return rows.map(({ coursePlanIds, ...row }) => ({
    ...row,
    id: Number(row.id),
    classroomId: row.classroomId === null ? null : Number(row.classroomId),
    gradeLevel: row.gradeLevel === null ? null : Number(row.gradeLevel),
    examIds: row.examIds.map(Number),
    courseKey: coursePlanIds.map(Number).join('+'),
  }));
}
