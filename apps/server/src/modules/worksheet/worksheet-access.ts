/**
 * Who may open a course group's worksheet: the group is in the user's schools (else 404), and a
 * teacher works only on their own groups unless their role grants every group (exams.all-groups,
 * the same grant as the exam score sheets). The term must be of the group's academic year.
 */
import { ERROR_CODES } from '@school/shared';
import { and, asc, eq } from 'drizzle-orm';
import { can, type UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { classrooms, coursePlans, courseGroups, teachers, terms } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';

export type WorksheetGroup = Awaited<ReturnType<typeof worksheetGroup>>;
export type WorksheetTerm = { id: number; title: string; startDate: string; endDate: string };

export const WORKSHEET_MESSAGES = {
  notFound: 'گروه درسی مورد نظر یافت نشد.',
  notOwn: 'کاربرگ این گروه درسی را دبیر آن پر می‌کند.',
  term: 'این نوبت از سال تحصیلی این گروه درسی نیست.',
  noTerm: 'برای سال تحصیلی این گروه درسی نوبتی تعریف نشده است.',
};

export async function worksheetGroup(db: Db, access: UserAccess, courseGroupId: number) {
  const [group] = await db
    .select({
      id: courseGroups.id,
      schoolId: courseGroups.schoolId,
      academicYearId: courseGroups.academicYearId,
      title: courseGroups.title,
      classroomId: courseGroups.classroomId,
      classroomName: classrooms.name,
      courseTitle: coursePlans.title,
      teacherUserId: teachers.userId,
    })
    .from(courseGroups)
    .innerJoin(classrooms, eq(classrooms.id, courseGroups.classroomId))
    .innerJoin(coursePlans, eq(coursePlans.id, courseGroups.coursePlanId))
    .leftJoin(teachers, eq(teachers.id, courseGroups.teacherId))
    .where(eq(courseGroups.id, courseGroupId));
  const inScope = group && (access.schoolScope === 'all' || access.schoolScope.includes(group.schoolId));
  if (!group || !inScope) throw notFound(WORKSHEET_MESSAGES.notFound);
  if (!can(access, 'exams.all-groups') && group.teacherUserId !== access.userId) {
    throw new AppError(403, ERROR_CODES.FORBIDDEN, WORKSHEET_MESSAGES.notOwn);
  }
  return group;
}

export function yearTerms(db: Db, academicYearId: number): Promise<WorksheetTerm[]> {
  return db
    .select({ id: terms.id, title: terms.title, startDate: terms.startDate, endDate: terms.endDate })
    .from(terms)
    .where(eq(terms.academicYearId, academicYearId))
    .orderBy(asc(terms.ordinal), asc(terms.id));
}

/** The asked term of the group's year; without one, the term of today (else the first). */
export async function worksheetTerm(
  db: Db,
  group: WorksheetGroup,
  termId: number | undefined,
  today = new Date().toISOString().slice(0, 10),
): Promise<WorksheetTerm> {
  if (termId !== undefined) {
    const [term] = await db
      .select({ id: terms.id, title: terms.title, startDate: terms.startDate, endDate: terms.endDate })
      .from(terms)
      .where(and(eq(terms.id, termId), eq(terms.academicYearId, group.academicYearId)));
    if (!term)
      throw new AppError(400, ERROR_CODES.VALIDATION, WORKSHEET_MESSAGES.term, {
        termId: WORKSHEET_MESSAGES.term,
      });
    return term;
  }
  const all = await yearTerms(db, group.academicYearId);
  const term = all.find((t) => t.startDate <= today && today <= t.endDate) ?? all[0];
  if (!term) throw new AppError(400, ERROR_CODES.VALIDATION, WORKSHEET_MESSAGES.noTerm);
  return term;
}
