/**
 * Where year-results requests look: the user's current school and academic year; a classroom,
 * student or make-up exam of another school or year does not exist for them (404).
 */
import { ERROR_CODES } from '@school/shared';
import { and, eq } from 'drizzle-orm';
import { currentContext } from '../../access/current-context';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { classrooms, makeupExams, students } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';

export interface SchoolYear {
  schoolId: number;
  academicYearId: number;
}

export async function schoolYearOf(db: Db, access: UserAccess): Promise<SchoolYear> {
  const { schoolId, academicYearId } = await currentContext(db, access);
  if (schoolId === null || academicYearId === null) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'ابتدا مدرسه و سال تحصیلی را انتخاب کنید.');
  }
  return { schoolId, academicYearId };
}

export async function ownClassroom(db: Db, scope: SchoolYear, classroomId: number) {
  const [room] = await db
    .select({ id: classrooms.id, name: classrooms.name, gradeLevel: classrooms.gradeLevel })
    .from(classrooms)
    .where(
      and(
        eq(classrooms.id, classroomId),
        eq(classrooms.schoolId, scope.schoolId),
        eq(classrooms.academicYearId, scope.academicYearId),
      ),
    );
  if (!room) throw notFound('کلاس مورد نظر یافت نشد.');
  return room;
}

export async function ownStudent(db: Db, scope: SchoolYear, studentId: number) {
  const [student] = await db
    .select({ id: students.id, firstName: students.firstName, lastName: students.lastName })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.schoolId, scope.schoolId)));
  if (!student) throw notFound('دانش‌آموز مورد نظر یافت نشد.');
  return student;
}

export async function ownMakeupExam(db: Db, scope: SchoolYear, id: number) {
  const [exam] = await db
    .select()
    .from(makeupExams)
    .where(
      and(
        eq(makeupExams.id, id),
        eq(makeupExams.schoolId, scope.schoolId),
        eq(makeupExams.academicYearId, scope.academicYearId),
      ),
    );
  if (!exam) throw notFound('امتحان جبرانی مورد نظر یافت نشد.');
  return exam;
}
