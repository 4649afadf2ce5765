/**
 * The warnings of a term's plan, which never block a save: students with more than one exam on a
 * day, and students with exams on more days in a row than the school's setting (studentLoad in
 * packages/shared). A student sits the exams of their course groups: a subgroup's own list, else
 * the classroom's studying students. Each warning says how many students, which classrooms, a few
 * names, and which rows of the plan it concerns.
 */
import {
  DEFAULT_EXAM_MAX_CONSECUTIVE_DAYS,
  studentLoad,
  type PlanWarnings,
  type StudentSitting,
  type WarningStudents,
} from '@school/shared';
import { eq, sql } from 'drizzle-orm';
import type { SchoolYear } from '../../access/current-context';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { schools } from '../../db/schema';

/** Students named in a warning; the count says how many there are in all. */
const NAMED_STUDENTS = 5;

interface StudentRow {
  id: number;
  name: string;
  classroom: string | null;
}

export async function schoolMaxConsecutiveDays(db: Db, schoolId: number): Promise<number> {
  const [school] = await db
    .select({ days: schools.examMaxConsecutiveDays })
    .from(schools)
    .where(eq(schools.id, schoolId));
  return school?.days ?? DEFAULT_EXAM_MAX_CONSECUTIVE_DAYS;
}

/** Who sits which row of the term's plan, on which day. */
function sittings(db: Db, scope: SchoolYear, termId: number) {
  return executeRows<StudentSitting>(
    db,
    sql`with grp as (
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
          where not g.has_list and s.status = 'studying'
      )
      select distinct m.student_id as "studentId", p.id as "planItemId",
        to_char(p.date, 'YYYY-MM-DD') as date
      from exam_plan_items p
        join exams e on e.id = p.exam_id
        join members m on m.group_id = any(e.course_group_ids)
      where p.school_id = ${scope.schoolId} and p.academic_year_id = ${scope.academicYearId}
        and p.term_id = ${termId}`,
  );
}

async function studentsOf(db: Db, ids: number[]): Promise<Map<number, StudentRow>> {
  if (!ids.length) return new Map();
  const rows = await executeRows<StudentRow>(
    db,
    sql`select s.id, s.first_name || ' ' || s.last_name as name, c.name as classroom
      from students s left join classrooms c on c.id = s.classroom_id
      where s.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

function describe(ids: number[], people: Map<number, StudentRow>): Omit<WarningStudents, 'planItemIds'> {
  const found = ids.map((id) => people.get(id)).filter((s): s is StudentRow => s !== undefined);
  return {
    students: ids.length,
    classrooms: [...new Set(found.map((s) => s.classroom).filter((c): c is string => c !== null))].sort(),
    names: found.slice(0, NAMED_STUDENTS).map((s) => s.name),
  };
}

/** The rows of the plan the students of a run sit on its days. */
function rowsOfRun(all: StudentSitting[], run: { from: string; to: string; studentIds: number[] }) {
  const students = new Set(run.studentIds);
  const rows = all.filter((s) => students.has(s.studentId) && s.date >= run.from && s.date <= run.to);
  return [...new Set(rows.map((s) => s.planItemId))].sort((a, b) => a - b);
}

export async function planWarnings(db: Db, scope: SchoolYear, termId: number): Promise<PlanWarnings> {
  const maxConsecutiveDays = await schoolMaxConsecutiveDays(db, scope.schoolId);
  const all = (await sittings(db, scope, termId)).map((s) => ({
    ...s,
    studentId: Number(s.studentId),
    planItemId: Number(s.planItemId),
  }));
  const load = studentLoad(all, maxConsecutiveDays);
  const titles = new Map(
    (
      await executeRows<{ id: number; title: string }>(
        db,
        sql`select id, title from exam_plan_items where school_id = ${scope.schoolId} and term_id = ${termId}`,
      )
    ).map((r) => [Number(r.id), r.title]),
  );
  // Each warning names the classrooms of all its students: read them all (a school's at most).
  const people = await studentsOf(db, [
    ...new Set([...load.sameDay, ...load.consecutive].flatMap((w) => w.studentIds)),
  ]);
  return {
    maxConsecutiveDays,
    sameDay: load.sameDay.map((w) => ({
      date: w.date,
      planItemIds: w.planItemIds,
      titles: w.planItemIds.map((id) => titles.get(id) ?? ''),
      ...describe(w.studentIds, people),
    })),
    consecutive: load.consecutive.map((w) => ({
      from: w.from,
      to: w.to,
      days: w.days,
      planItemIds: rowsOfRun(all, w),
      ...describe(w.studentIds, people),
    })),
  };
}
