/**
 * Enrolled students in roll order: the rows of every sheet teachers fill in. A classroom of a year
 * the rollover has turned keeps the students it moved on (promoted or graduated), so last year's
 * sheets and amendments still find them (year-rollover's moved-students.ts).
 */
import { and, asc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseGroupStudents, students } from '../../db/schema';
import { persianSortKey } from '../../engine/persian-sql';
import { inClassroomOfItsYear, movedOutOf } from '../year-rollover';

/** Members who study, or whom the rollover moved out of the classroom (a graduate included). */
function rollWhere(db: Db, where: SQL | undefined, classroomId: number) {
  return db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      rollNumber: students.rollNumber,
      photo: students.photo,
    })
    .from(students)
    .where(and(where, or(eq(students.status, 'studying'), movedOutOf(classroomId))))
    .orderBy(
      sql`${students.rollNumber} asc nulls last`,
      asc(persianSortKey(students.lastName)),
      asc(students.id),
    );
}

/** A classroom's studying students. Roll number first (students without one last), then Persian order. */
export function enrolledRoll(db: Db, classroomId: number) {
  return rollWhere(db, inClassroomOfItsYear(classroomId), classroomId);
}

/**
 * A course group's students: its own list when it is a subgroup (rows in course_group_students),
 * otherwise its classroom's students. Same order as the classroom's roll.
 */
export function courseGroupRoll(db: Db, courseGroupId: number, classroomId: number) {
  return rollWhere(db, courseGroupMembership(courseGroupId, classroomId), classroomId);
}

/**
 * SQL condition on `students`: the student belongs to the course group (see courseGroupRoll). The
 * group's id and classroom may be values or columns of an outer query.
 */
export function courseGroupMembership(
  courseGroupId: number | SQLWrapper,
  classroomId: number | SQLWrapper,
): SQL {
  const members = sql`select ${courseGroupStudents.studentId} from ${courseGroupStudents} where ${courseGroupStudents.courseGroupId} = ${courseGroupId}`;
  return sql`(case when exists (${members}) then ${students.id} in (${members}) else ${inClassroomOfItsYear(classroomId)} end)`;
}
