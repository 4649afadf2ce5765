/**
 * Who may read and write an exam's scores: the exam is in the user's schools (else 404), and a
 * teacher works only on their own course groups of the exam unless their role grants every group.
 * An exam may be common to several course groups (of one course); its score sheet is per group.
 */
import { ERROR_CODES } from '@school/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { can, type UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { classrooms, coursePlans, courseGroups, examTypes, exams, teachers } from '../../db/schema';
import { persianSortKey } from '../../engine/persian-sql';
import { AppError, notFound } from '../../http/errors';

export const EXAM_ACCESS_MESSAGES = {
  notFound: 'آزمون مورد نظر یافت نشد.',
  notOnExam: 'این گروه درسی در این آزمون نیست.',
  notOwn: 'نمره‌های این گروه درسی را دبیر آن ثبت می‌کند.',
};

export type ScopedExam = NonNullable<Awaited<ReturnType<typeof selectExam>>>;
export type ExamGroup = Awaited<ReturnType<typeof examGroups>>[number];

/** The exam with one of its course groups (the sheet's), and the groups the user may enter. */
export type ExamWithGroup = ScopedExam & { group: ExamGroup; groups: ExamGroup[] };

function inScope(access: UserAccess, schoolId: number): boolean {
  return access.schoolScope === 'all' || access.schoolScope.includes(schoolId);
}

async function selectExam(db: Db, examId: number) {
  const [row] = await db
    .select({
      id: exams.id,
      schoolId: exams.schoolId,
      title: exams.title,
      date: exams.date,
      maxScore: exams.maxScore,
      locked: exams.locked,
      termId: exams.termId,
      academicYearId: exams.academicYearId,
      version: exams.version,
      courseGroupIds: exams.courseGroupIds,
      examTypeTitle: examTypes.title,
    })
    .from(exams)
    .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
    .where(eq(exams.id, examId));
  return row;
}

/** The exam's course groups, ordered by classroom name then title (the picker's order). */
function examGroups(db: Db, examId: number) {
  return db
    .select({
      id: courseGroups.id,
      title: courseGroups.title,
      classroomId: courseGroups.classroomId,
      classroomName: classrooms.name,
      courseTitle: coursePlans.title,
      grading: coursePlans.grading,
      teacherUserId: teachers.userId,
    })
    .from(exams)
    .innerJoin(courseGroups, sql`${courseGroups.id} = any(${exams.courseGroupIds})`)
    .innerJoin(classrooms, eq(classrooms.id, courseGroups.classroomId))
    .innerJoin(coursePlans, eq(coursePlans.id, courseGroups.coursePlanId))
    .leftJoin(teachers, eq(teachers.id, courseGroups.teacherId))
    .where(eq(exams.id, examId))
    .orderBy(
      asc(persianSortKey(classrooms.name)),
      asc(persianSortKey(courseGroups.title)),
      asc(courseGroups.id),
    );
}

/** The exam, in scope, without the teacher check (lock and unlock are a manager's actions). */
export async function scopedExam(db: Db, access: UserAccess, examId: number): Promise<ScopedExam> {
  const exam = await selectExam(db, examId);
  if (!exam || !inScope(access, exam.schoolId)) throw notFound(EXAM_ACCESS_MESSAGES.notFound);
  return exam;
}

/**
 * The exam and the course group whose sheet is asked for, if the user may enter it. A group that
 * is not the exam's is refused with 400 (the page may be stale); without one, the first group the
 * user may enter. A teacher without `exams.all-groups` enters only their own groups (else 403).
 */
export async function examForScores(
  db: Db,
  access: UserAccess,
  examId: number,
  courseGroupId?: number,
): Promise<ExamWithGroup> {
  const exam = await scopedExam(db, access, examId);
  if (courseGroupId !== undefined && !exam.courseGroupIds.includes(courseGroupId)) {
    const message = EXAM_ACCESS_MESSAGES.notOnExam;
    throw new AppError(400, ERROR_CODES.VALIDATION, message, { courseGroupId: message });
  }
  const all = await examGroups(db, exam.id);
  const groups = can(access, 'exams.all-groups')
    ? all
    : all.filter((g) => g.teacherUserId !== null && g.teacherUserId === access.userId);
  const group = courseGroupId === undefined ? groups[0] : groups.find((g) => g.id === courseGroupId);
  if (!group) throw new AppError(403, ERROR_CODES.FORBIDDEN, EXAM_ACCESS_MESSAGES.notOwn);
  return { ...exam, group, groups };
}
