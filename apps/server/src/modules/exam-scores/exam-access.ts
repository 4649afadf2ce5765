/**
 * Who may read and write an exam's scores: the exam is in the user's schools (else 404), and a
 * teacher works only on their own course groups unless their role grants every group.
 */
import { ERROR_CODES } from '@school/shared';
import { eq } from 'drizzle-orm';
import { can, type UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { classrooms, coursePlans, courseGroups, examTypes, exams, teachers } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';

export type ExamWithGroup = NonNullable<Awaited<ReturnType<typeof selectExam>>>;

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
      examTypeTitle: examTypes.title,
      courseGroupId: courseGroups.id,
      courseGroupTitle: courseGroups.title,
      classroomId: courseGroups.classroomId,
      classroomName: classrooms.name,
      courseTitle: coursePlans.title,
      grading: coursePlans.grading,
      teacherUserId: teachers.userId,
    })
    .from(exams)
    .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
    .innerJoin(courseGroups, eq(courseGroups.id, exams.courseGroupId))
    .innerJoin(classrooms, eq(classrooms.id, courseGroups.classroomId))
    .innerJoin(coursePlans, eq(coursePlans.id, courseGroups.coursePlanId))
    .leftJoin(teachers, eq(teachers.id, courseGroups.teacherId))
    .where(eq(exams.id, examId));
  return row;
}

/** The exam, in scope, without the teacher check (lock and unlock are a manager's actions). */
export async function scopedExam(db: Db, access: UserAccess, examId: number): Promise<ExamWithGroup> {
  const exam = await selectExam(db, examId);
  if (!exam || !inScope(access, exam.schoolId)) throw notFound('آزمون مورد نظر یافت نشد.');
  return exam;
}

/**
 * The exam and the asked course group if the user may enter its scores. An exam has one course
 * group; a different id in the request is refused (the page may be stale).
 */
export async function examForScores(
  db: Db,
  access: UserAccess,
  examId: number,
  courseGroupId?: number,
): Promise<ExamWithGroup> {
  const exam = await scopedExam(db, access, examId);
  if (courseGroupId !== undefined && courseGroupId !== exam.courseGroupId) {
    const message = 'این گروه درسی در این آزمون نیست.';
    throw new AppError(400, ERROR_CODES.VALIDATION, message, { courseGroupId: message });
  }
  if (!can(access, 'exams.all-groups') && exam.teacherUserId !== access.userId) {
    throw new AppError(403, ERROR_CODES.FORBIDDEN, 'نمره‌های این گروه درسی را دبیر آن ثبت می‌کند.');
  }
  return exam;
}
