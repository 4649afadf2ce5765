/**
 * Enrolling an accepted applicant (accepted → enrolled), in one transaction with the application
 * locked, so a second enrolment of the same application finds it enrolled and is refused: the
 * student is created, or — when the network already knows the national code in this school (a
 * returning student) — moved into the chosen classroom with their empty fields filled from the
 * application. The photo becomes the student's photo when they have none; every document stays
 * with the application, which now names the student, and shows in the dossier.
 */
import {
  ERROR_CODES,
  PREREGISTRATION_MESSAGES,
  canEnrol,
  isApplicationStatus,
  preregisterEntity,
  studentsEntity,
  toPersianDigits,
} from '@school/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classrooms, preregisterApplications, preregisterDocuments, students } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { fileUrl, saveFile } from '../files/stored-files';
import { auditWrite } from './application-audit';
import { lockApplication, type Application } from './application-decisions';

const conflict = (message: string) => new AppError(409, ERROR_CODES.CONFLICT, message);
const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.VALIDATION, message, { [field]: message });

type Student = typeof students.$inferSelect;

async function chosenClassroom(tx: Db, application: Application, classroomId: number) {
  const [room] = await tx
    .select()
    .from(classrooms)
    .where(and(eq(classrooms.id, classroomId), eq(classrooms.schoolId, application.schoolId)));
  if (!room) throw notFound('کلاس انتخاب‌شده یافت نشد.');
  if (room.academicYearId !== application.academicYearId)
    throw invalid('classroomId', 'کلاس باید از سال تحصیلی همین فرم پیش‌ثبت‌نام باشد.');
  if (room.gradeLevel !== application.gradeLevel)
    throw invalid(
      'classroomId',
      `متقاضی پایه ${toPersianDigits(application.gradeLevel)} را خواسته است؛ کلاسی از همان پایه انتخاب کنید.`,
    );
  return room;
}

/** What the application brings to a student: everything for a new one, the gaps of a known one. */
function studentValues(application: Application, classroomId: number, known?: Student) {
  const fromApplication = {
    fatherName: application.fatherName,
    birthDate: application.birthDate,
    fatherMobile: application.fatherMobile,
    motherMobile: application.motherMobile,
    address: application.address,
  };
  const gaps = known
    ? Object.fromEntries(Object.entries(fromApplication).filter(([key]) => !known[key as keyof Student]))
    : fromApplication;
  return { ...gaps, classroomId, status: 'studying' };
}

/** The applicant's photo as the student's own stored photo (a copy: the application keeps its own). */
async function photoFor(tx: Db, application: Application, userId: number): Promise<string | null> {
  const [photo] = await tx
    .select()
    .from(preregisterDocuments)
    .where(
      and(eq(preregisterDocuments.applicationId, application.id), eq(preregisterDocuments.kind, 'photo')),
    );
  if (!photo) return null;
  const id = await saveFile(tx, {
    schoolId: application.schoolId,
    ownerKind: 'students',
    contentType: photo.contentType,
    bytes: photo.bytes,
    userId,
  });
  return fileUrl(id);
}

export async function enrol(
  db: Db,
  id: number,
  input: { classroomId: number; version: number },
  userId: number,
): Promise<{ studentId: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, id, input.version);
    const status = isApplicationStatus(application.status) ? application.status : 'submitted';
    if (!canEnrol(status)) throw conflict(PREREGISTRATION_MESSAGES.notAccepted);
    const room = await chosenClassroom(tx, application, input.classroomId);
    const [known] = await tx
      .select()
      .from(students)
      .where(eq(students.nationalCode, application.nationalCode))
      .for('update');
    if (known && known.schoolId !== application.schoolId)
      throw conflict(
        'این کد ملی برای دانش‌آموزی در مدرسه دیگری ثبت است؛ ابتدا انتقال او به این مدرسه را ثبت کنید.',
      );
    let student: Student;
    if (known) {
      const values = studentValues(application, room.id, known);
      const photo = known.photo ? {} : { photo: await photoFor(tx, application, userId) };
      [student] = (await tx
        .update(students)
        .set({ ...values, ...photo, version: known.version + 1, updatedAt: new Date(), updatedBy: userId })
        .where(eq(students.id, known.id))
        .returning()) as [Student];
      await auditWrite(tx, {
        def: studentsEntity,
        action: 'update',
        userId,
        schoolId: student.schoolId,
        entityId: student.id,
        before: known,
        after: student,
      });
    } else {
      [student] = (await tx
        .insert(students)
        .values({
          ...studentValues(application, room.id),
          schoolId: application.schoolId,
          firstName: application.firstName,
          lastName: application.lastName,
          nationalCode: application.nationalCode,
          gender: application.gender,
          nationality: 'iranian',
          photo: await photoFor(tx, application, userId),
          createdBy: userId,
          updatedBy: userId,
        })
        .returning()) as [Student];
      await auditWrite(tx, {
        def: studentsEntity,
        action: 'create',
        userId,
        schoolId: student.schoolId,
        entityId: student.id,
        after: student,
      });
    }
    const [after] = await tx
      .update(preregisterApplications)
      .set({
        status: 'enrolled',
        studentId: student.id,
        version: application.version + 1,
        updatedAt: new Date(),
        updatedBy: userId,
      })
      .where(eq(preregisterApplications.id, id))
      .returning();
    await auditWrite(tx, {
      def: preregisterEntity,
      action: 'update',
      userId,
      schoolId: application.schoolId,
      entityId: id,
      before: application,
      after,
    });
    return { studentId: student.id, created: !known };
  });
}
