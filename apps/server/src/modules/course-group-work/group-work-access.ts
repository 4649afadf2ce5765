/**
 * Who may work on a course group's grades (worksheet, continuous scores) and in which term: the
 * group is in the user's schools (else 404), and a teacher works only on their own groups unless
 * their role grants every group (exams.all-groups, the grant of the exam score sheets too). The
 * term must be of the group's academic year; without one, today's term, else the year's first.
 */
import { ERROR_CODES } from '@school/shared';
import { and, asc, eq } from 'drizzle-orm';
import { can, type UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { classrooms, coursePlans, courseGroups, teachers, terms } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';

/** The refusals in the words of the page that asks (worksheet, continuous score). */
export interface GroupWorkMessages {
  notFound: string;
  notOwn: string;
  term: string;
  noTerm: string;
}

export type WorkGroup = Awaited<ReturnType<typeof groupForWork>>;
export type WorkTerm = { id: number; title: string; startDate: string; endDate: string };

/** 404 for a missing group or one outside the user's schools, 403 for another teacher's group. */
export function checkTeacherGroup<T extends { schoolId: number; teacherUserId: number | null }>(
  access: UserAccess,
  group: T | undefined,
  grant: string,
  messages: Pick<GroupWorkMessages, 'notFound' | 'notOwn'>,
): T {
  const inScope = group && (access.schoolScope === 'all' || access.schoolScope.includes(group.schoolId));
  if (!group || !inScope) throw notFound(messages.notFound);
  if (!can(access, grant) && group.teacherUserId !== access.userId) {
    throw new AppError(403, ERROR_CODES.FORBIDDEN, messages.notOwn);
  }
  return group;
}

export async function groupForWork(
  db: Db,
  access: UserAccess,
  courseGroupId: number,
  messages: GroupWorkMessages,
) {
  const [group] = await db
    .select({
      id: courseGroups.id,
      schoolId: courseGroups.schoolId,
      academicYearId: courseGroups.academicYearId,
      title: courseGroups.title,
      classroomId: courseGroups.classroomId,
      classroomName: classrooms.name,
      courseTitle: coursePlans.title,
      grading: coursePlans.grading,
      teacherUserId: teachers.userId,
    })
    .from(courseGroups)
    .innerJoin(classrooms, eq(classrooms.id, courseGroups.classroomId))
    .innerJoin(coursePlans, eq(coursePlans.id, courseGroups.coursePlanId))
    .leftJoin(teachers, eq(teachers.id, courseGroups.teacherId))
    .where(eq(courseGroups.id, courseGroupId));
  return checkTeacherGroup(access, group, 'exams.all-groups', messages);
}

export function yearTerms(db: Db, academicYearId: number): Promise<WorkTerm[]> {
  return db
    .select({ id: terms.id, title: terms.title, startDate: terms.startDate, endDate: terms.endDate })
    .from(terms)
    .where(eq(terms.academicYearId, academicYearId))
    .orderBy(asc(terms.ordinal), asc(terms.id));
}

/** The asked term of the group's year (400 otherwise); without one, today's term, else the first. */
export async function termForWork(
  db: Db,
  group: WorkGroup,
  termId: number | undefined,
  messages: Pick<GroupWorkMessages, 'term' | 'noTerm'>,
  today = new Date().toISOString().slice(0, 10),
): Promise<WorkTerm> {
  if (termId !== undefined) {
    const [term] = await db
      .select({ id: terms.id, title: terms.title, startDate: terms.startDate, endDate: terms.endDate })
      .from(terms)
      .where(and(eq(terms.id, termId), eq(terms.academicYearId, group.academicYearId)));
    if (!term) throw new AppError(400, ERROR_CODES.VALIDATION, messages.term, { termId: messages.term });
    return term;
  }
  const all = await yearTerms(db, group.academicYearId);
  const term = all.find((t) => t.startDate <= today && today <= t.endDate) ?? all[0];
  if (!term) throw new AppError(400, ERROR_CODES.VALIDATION, messages.noTerm);
  return term;
}
