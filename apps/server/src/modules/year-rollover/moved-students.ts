/**
 * Who was in a classroom of a year the rollover has turned (DOMAIN.md "The year's turn"): a student
 * row knows only its current classroom, so once promoted a student would vanish from last year's
 * classroom. The rollover's item of each student it moved keeps the classroom they left
 * (year_rollover_items.previous.classroomId), and undoing the rollover removes it; this condition
 * reads it, so last year's lists, sheets and rolls still hold last year's students.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { students } from '../../db/schema';

/**
 * SQL on `students`: the rollover moved the student out of this classroom (into the next year, or
 * to graduation). The classroom may be a value or a column of an outer query. Asked only for a
 * classroom of a year some school has rolled over from, so this year's lists pay one tiny lookup.
 */
export function movedOutOf(classroomId: number | SQLWrapper): SQL {
  return sql`(exists (select 1 from year_rollovers r join classrooms c
      on c.academic_year_id = r.from_year_id and c.school_id = r.school_id where c.id = ${classroomId})
    and ${students.id} in (select i.from_id from year_rollover_items i
      where i.kind = 'student' and (i.previous ->> 'classroomId')::integer = ${classroomId}))`;
}

/** SQL on `students`: the student is in this classroom, or was until the rollover moved them. */
export function inClassroomOfItsYear(classroomId: number | SQLWrapper): SQL {
  return sql`(${students.classroomId} = ${classroomId} or ${movedOutOf(classroomId)})`;
}

/**
 * SQL rows (student_id, classroom_id): each student the rollover moved out of a classroom of this
 * year, with that classroom, so a whole scope of the year (a grade, a school) is computed by the
 * classrooms its students sat in that year (report cards, grading's scopeStudentsSql).
 */
export function movedOutOfYear(academicYearId: number): SQL {
  return sql`select distinct on (i.from_id) i.from_id as student_id,
      (i.previous ->> 'classroomId')::integer as classroom_id
    from year_rollover_items i join year_rollovers r on r.id = i.rollover_id
    where r.from_year_id = ${academicYearId} and i.kind = 'student'
    order by i.from_id, i.id`;
}
