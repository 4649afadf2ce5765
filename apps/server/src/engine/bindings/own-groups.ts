/**
 * A teacher's own course groups: the rule that keeps a teacher's lists (course groups, exams,
 * attendance, the students they may write about) to the groups they teach. It lives with the
 * bindings, as restrictRows, so list, export, options, get, edit and delete all obey it alike.
 */
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import { can, type UserAccess } from '../../access/user-access';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { courseGroups, teachers } from '../../db/schema';
import { courseGroupMembership } from '../../modules/classroom-roll/roll-query';

/** The ids of the course groups the user teaches (through their teacher records), as a subquery. */
export function ownGroupIds(access: UserAccess): SQL {
  return sql`select ${courseGroups.id} from ${courseGroups}
    join ${teachers} on ${teachers.id} = ${courseGroups.teacherId} where ${teachers.userId} = ${access.userId}`;
}

/**
 * Whether the user works on every course group of their schools: whoever edits course groups, or
 * may take any group's attendance or enter any group's scores. Everyone else sees the groups they
 * teach.
 */
export function seesEveryGroup(access: UserAccess): boolean {
  return (
    can(access, 'course-groups.edit') ||
    can(access, 'exams.all-groups') ||
    can(access, 'attendance.all-groups')
  );
}

/** Course groups: a teacher's own. */
export function ownCourseGroups(access: UserAccess): SQL | undefined {
  return seesEveryGroup(access) ? undefined : sql`${courseGroups.id} in (${ownGroupIds(access)})`;
}

/** Exams: those of a teacher's own groups (a common exam shows when one of its groups is theirs). */
export function ownExams(courseGroupIds: PgColumn) {
  return (access: UserAccess): SQL | undefined =>
    can(access, 'exams.all-groups')
      ? undefined
      : sql`${courseGroupIds} && array(${ownGroupIds(access)})::integer[]`;
}

/**
 * Students, for a teacher who may not list the school's students (picking one for a note): those
 * of the groups they teach. Users without a teacher record are not narrowed by this rule.
 */
export function ownStudents(access: UserAccess): SQL | undefined {
  if (can(access, 'students.list')) return undefined;
  return sql`(not exists (select 1 from ${teachers} where ${teachers.userId} = ${access.userId})
    or exists (select 1 from ${courseGroups} join ${teachers} on ${teachers.id} = ${courseGroups.teacherId}
      where ${teachers.userId} = ${access.userId}
        and ${courseGroupMembership(courseGroups.id, courseGroups.classroomId)}))`;
}

/** Which of the ids are groups the user does not teach (a teacher's write must have none). */
export async function foreignGroups(db: Db, access: UserAccess, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const own = await db
    .select({ id: courseGroups.id })
    .from(courseGroups)
    .innerJoin(teachers, eq(teachers.id, courseGroups.teacherId))
    .where(and(inArray(courseGroups.id, [...ids]), eq(teachers.userId, access.userId)));
  const mine = new Set(own.map((g) => g.id));
  return ids.filter((id) => !mine.has(id));
}
