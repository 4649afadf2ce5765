/**
 * The per-student and per-teacher attendance reports; each is one grouped query over the
 * attendance rows (or the activity minutes) of the user's school, year and range.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { teachers } from '../../db/schema';
import { persianSortKey } from '../../engine/persian-sql';
import { type ReportScope, recordsWhere } from './report-scope';
import { type StatusCounts, notPresent, rollOrder, statusCounts } from './status-counts';

interface StudentName {
  studentId: number;
  firstName: string;
  lastName: string;
  classroomName: string;
}

export interface CourseAbsenceRow extends StudentName, StatusCounts {
  courseGroupId: number;
  courseGroupTitle: string;
}

/**
 * Per student and course group: absent, late and excused periods (rows with any of them). Only the
 * rows other than "present" are read — a few percent of a school's month — through the partial
 * index attendance_not_present_school.
 */
export const absencesPerCourseQuery = (scope: ReportScope) =>
  sql`select students.id as "studentId", students.first_name as "firstName",
        students.last_name as "lastName", c.name as "classroomName",
        cg.id as "courseGroupId", cg.title as "courseGroupTitle", ${statusCounts}
      from attendance_records ar
      join students on students.id = ar.student_id
      join course_groups cg on cg.id = ar.course_group_id
      join classrooms c on c.id = ar.classroom_id
      where ${recordsWhere(scope)} and ${notPresent}
      group by students.id, c.id, cg.id
      order by c.name, cg.title, absent desc, ${rollOrder}`;

export function absencesPerCourse(db: Db, scope: ReportScope) {
  return executeRows<CourseAbsenceRow>(db, absencesPerCourseQuery(scope));
}

export interface StudentAbsenceRow extends StudentName, StatusCounts {
  absentDays: number;
  lateMinutes: number;
}

/**
 * Per student: absent periods, days with an absence, excused and late periods; most absent first.
 * Like the report above, it reads only the rows other than "present".
 */
export const studentAbsencesQuery = (scope: ReportScope) =>
  sql`select students.id as "studentId", students.first_name as "firstName",
        students.last_name as "lastName", coalesce(c.name, '') as "classroomName", ${statusCounts},
        count(distinct ar.date) filter (where ar.status = 'absent')::int as "absentDays",
        coalesce(sum(ar.late_minutes) filter (where ar.status = 'late'), 0)::int as "lateMinutes"
      from attendance_records ar
      join students on students.id = ar.student_id
      left join classrooms c on c.id = students.classroom_id
      where ${recordsWhere(scope)} and ${notPresent}
      group by students.id, c.id
      order by absent desc, "absentDays" desc, c.name, ${rollOrder}`;

export function studentAbsences(db: Db, scope: ReportScope) {
  return executeRows<StudentAbsenceRow>(db, studentAbsencesQuery(scope));
}

export interface TimeOnSiteRow extends StudentName {
  attendedPeriods: number;
  days: number;
  minutes: number;
}

/**
 * Per student: minutes in class from the periods attended — a present period counts its full
 * length, a late one its length less the minutes late (never below zero). Every row of the range
 * counts here, so the rows are summed per student and day first and the names joined last: a
 * school's month is some 130,000 rows, and grouping them with the names sorted wide rows on disk.
 */
export function studentTimeOnSite(db: Db, scope: ReportScope) {
  const length = sql`(extract(epoch from (cp.end_time - cp.start_time)) / 60)::int`;
  return executeRows<TimeOnSiteRow>(
    db,
    sql`with per_day as (
          select ar.student_id,
            count(*) filter (where ar.status in ('present', 'late')) as periods,
            sum(case
              when ar.status = 'present' then ${length}
              when ar.status = 'late' then greatest(${length} - coalesce(ar.late_minutes, 0), 0)
            end) as minutes
          from attendance_records ar
          join class_periods cp on cp.id = ar.class_period_id
          where ${recordsWhere(scope)}
          group by ar.student_id, ar.date
        ), per_student as (
          select student_id, sum(periods)::int as periods,
            count(*) filter (where periods > 0)::int as days, coalesce(sum(minutes), 0)::int as minutes
          from per_day group by student_id
        )
        select students.id as "studentId", students.first_name as "firstName",
          students.last_name as "lastName", coalesce(c.name, '') as "classroomName",
          ps.periods as "attendedPeriods", ps.days, ps.minutes
        from per_student ps
        join students on students.id = ps.student_id
        left join classrooms c on c.id = students.classroom_id
        order by c.name, ${rollOrder}`,
  );
}

export interface TeacherTimeRow {
  teacherId: number;
  firstName: string;
  lastName: string;
  hasAccount: boolean;
  minutes: number;
  activeDays: number;
}

/**
 * Every teacher of the school (those of the picked classroom's course groups when one is picked)
 * with their active minutes and active days from the activity pings; no login → zero.
 */
export function teacherTimeOnSite(db: Db, scope: ReportScope) {
  const ofClassroom =
    scope.classroomId === undefined
      ? sql`true`
      : sql`exists (select 1 from course_groups cg where cg.teacher_id = teachers.id
                      and cg.classroom_id = ${scope.classroomId})`;
  return executeRows<TeacherTimeRow>(
    db,
    sql`select teachers.id as "teacherId", teachers.first_name as "firstName",
          teachers.last_name as "lastName", (teachers.user_id is not null) as "hasAccount",
          coalesce(sum(ua.minutes), 0)::int as minutes,
          count(ua.day) filter (where ua.minutes > 0)::int as "activeDays"
        from teachers
        left join user_activity ua on ua.user_id = teachers.user_id
          and ua.day between ${scope.from}::date and ${scope.to}::date
        where teachers.school_id = ${scope.schoolId} and ${ofClassroom}
        group by teachers.id
        order by minutes desc, ${persianSortKey(teachers.lastName)}, teachers.id`,
  );
}
