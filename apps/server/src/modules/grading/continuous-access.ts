/**
 * Who may see and override a course group's continuous scores: the group is in the user's schools
 * (else 404), and a teacher works only on their own groups unless granted every group
 * (exams.all-groups). The term must be of the group's academic year.
 */
import { ERROR_CODES } from '@school/shared';
import { and, asc, eq } from 'drizzle-orm';
import { can, type UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { classrooms, coursePlans, courseGroups, teachers, terms } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';

export const CONTINUOUS_MESSAGES = {
  notFound: 'گروه درسی مورد نظر یافت نشد.',
  notOwn: 'نمره مستمر این گروه درسی را دبیر آن تعیین می‌کند.',
  term: 'این نوبت از سال تحصیلی این گروه درسی نیست.',
  noTerm: 'برای سال تحصیلی این گروه درسی نوبتی تعریف نشده است.',
  notMember: 'این دانش‌آموز در این گروه درسی نیست.',
  published: 'کارنامه این دانش‌آموز در این نوبت منتشر شده است؛ اصلاح آن دسترسی اصلاح نمره می‌خواهد.',
  noOverride: 'برای این دانش‌آموز نمره مستمر دستی ثبت نشده است.',
};

export type ContinuousGroup = Awaited<ReturnType<typeof continuousGroup>>;

export async function continuousGroup(db: Db, access: UserAccess, courseGroupId: number) {
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
  const inScope = group && (access.schoolScope === 'all' || access.schoolScope.includes(group.schoolId));
  if (!group || !inScope) throw notFound(CONTINUOUS_MESSAGES.notFound);
  if (!can(access, 'exams.all-groups') && group.teacherUserId !== access.userId) {
    throw new AppError(403, ERROR_CODES.FORBIDDEN, CONTINUOUS_MESSAGES.notOwn);
  }
  return group;
}

export type ContinuousTerm = { id: number; title: string; startDate: string; endDate: string };

export function groupTerms(db: Db, academicYearId: number): Promise<ContinuousTerm[]> {
  return db
    .select({ id: terms.id, title: terms.title, startDate: terms.startDate, endDate: terms.endDate })
    .from(terms)
    .where(eq(terms.academicYearId, academicYearId))
    .orderBy(asc(terms.ordinal), asc(terms.id));
}

/** The asked term of the group's year (400 otherwise); without one, today's term, else the first. */
export async function continuousTerm(
  db: Db,
  group: ContinuousGroup,
  termId: number | undefined,
  today = new Date().toISOString().slice(0, 10),
): Promise<ContinuousTerm> {
  if (termId !== undefined) {
    const [term] = await db
      .select({ id: terms.id, title: terms.title, startDate: terms.startDate, endDate: terms.endDate })
      .from(terms)
      .where(and(eq(terms.id, termId), eq(terms.academicYearId, group.academicYearId)));
    if (!term) {
      throw new AppError(400, ERROR_CODES.VALIDATION, CONTINUOUS_MESSAGES.term, {
        termId: CONTINUOUS_MESSAGES.term,
      });
    }
    return term;
  }
  const all = await groupTerms(db, group.academicYearId);
  const term = all.find((t) => t.startDate <= today && today <= t.endDate) ?? all[0];
  if (!term) throw new AppError(400, ERROR_CODES.VALIDATION, CONTINUOUS_MESSAGES.noTerm);
  return term;
}
