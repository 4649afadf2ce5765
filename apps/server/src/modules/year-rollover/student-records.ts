/**
 * A student's transcript (سوابق تحصیلی: every year's card) and transfer out (انتقال: date,
 * destination, reason; the status becomes transferred, the data stays; the certificate carries the
 * year's cards so far). The student is read through the engine, so another school's is a 404.
 */
import { ERROR_CODES, studentsEntity } from '@school/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { academicYears, classrooms, schools, studentTransfers, students } from '../../db/schema';
import { writeAudit } from '../../engine/audit';
import type { EntityService } from '../../engine/entity-service';
import { AppError } from '../../http/errors';
import { studentCards } from '../report-cards';

async function studentOf(db: Db, service: EntityService, access: UserAccess, id: number) {
  await service.get(service.binding(studentsEntity.name), access, id);
  const [row] = await db
    .select({
      id: students.id,
      schoolId: students.schoolId,
      firstName: students.firstName,
      lastName: students.lastName,
      fatherName: students.fatherName,
      nationalCode: students.nationalCode,
      studentNumber: students.studentNumber,
      birthDate: students.birthDate,
      status: students.status,
      classroomId: students.classroomId,
      classroomName: classrooms.name,
      gradeLevel: classrooms.gradeLevel,
      academicYearId: classrooms.academicYearId,
      schoolName: schools.name,
      schoolLogo: schools.logo,
    })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(classrooms, eq(classrooms.id, students.classroomId))
    .where(eq(students.id, id));
  return row!;
}

export async function transcriptOf(db: Db, service: EntityService, access: UserAccess, id: number) {
  const student = await studentOf(db, service, access, id);
  // Each year's year card; a year without one (still under way) shows its term cards so far.
  const all = await studentCards(db, id);
  const withYearCard = new Set(all.filter((c) => c.termId === null).map((c) => c.academicYearId));
  const cards = all.filter((c) => c.termId === null || !withYearCard.has(c.academicYearId));
  // Years in order of their titles («1403-1404» before «1404-1405»): ids follow creation, not time.
  const last = Number.MAX_SAFE_INTEGER;
  cards.sort(
    (a, b) =>
      a.academicYearTitle.localeCompare(b.academicYearTitle, 'en') || (a.termId ?? last) - (b.termId ?? last),
  );
  return { student, years: cards };
}

export interface TransferInput {
  transferDate: string;
  destination: string;
  reason: string;
}

export const TRANSFER_MESSAGES = {
  notStudying: 'فقط دانش‌آموز مشغول به تحصیل را می‌توان منتقل کرد.',
  noTransfer: 'برای این دانش‌آموز انتقالی ثبت نشده است.',
} as const;

export async function transferOut(
  db: Db,
  service: EntityService,
  access: UserAccess,
  id: number,
  input: TransferInput,
) {
  const student = await studentOf(db, service, access, id);
  if (student.status !== 'studying')
    throw new AppError(409, ERROR_CODES.CONFLICT, TRANSFER_MESSAGES.notStudying);
  const yearId = student.academicYearId ?? (await currentYearId(db));
  return db.transaction(async (tx) => {
    // The student keeps their classroom (the certificate names it) and every record. Conditional, so
    // of two simultaneous transfers one is recorded.
    const [changed] = await tx
      .update(students)
      .set({ status: 'transferred', updatedAt: new Date(), updatedBy: access.userId })
      .where(and(eq(students.id, id), eq(students.status, 'studying')))
      .returning({ id: students.id });
    if (!changed) throw new AppError(409, ERROR_CODES.CONFLICT, TRANSFER_MESSAGES.notStudying);
    const [transfer] = await tx
      .insert(studentTransfers)
      .values({
        schoolId: student.schoolId,
        studentId: id,
        academicYearId: yearId,
        classroomId: student.classroomId,
        transferDate: input.transferDate,
        destination: input.destination,
        reason: input.reason,
        previousStatus: student.status,
        createdBy: access.userId,
        updatedBy: access.userId,
      })
      .returning();
    await writeAudit(tx, {
      userId: access.userId,
      entity: 'students',
      entityId: id,
      action: 'update',
      schoolId: student.schoolId,
      before: { status: student.status },
      after: { status: 'transferred', destination: input.destination, reason: input.reason },
    });
    return transfer!;
  });
}

async function currentYearId(db: Db): Promise<number> {
  const [year] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .orderBy(desc(academicYears.isCurrent), desc(academicYears.startDate))
    .limit(1);
  return year!.id;
}

/** The certificate: the last transfer, the student, and the cards of the year they left in. */
export async function transferCertificate(db: Db, service: EntityService, access: UserAccess, id: number) {
  const student = await studentOf(db, service, access, id);
  const [transfer] = await db
    .select({
      id: studentTransfers.id,
      transferDate: studentTransfers.transferDate,
      destination: studentTransfers.destination,
      reason: studentTransfers.reason,
      academicYearId: studentTransfers.academicYearId,
      academicYearTitle: academicYears.title,
      createdAt: studentTransfers.createdAt,
    })
    .from(studentTransfers)
    .innerJoin(academicYears, eq(academicYears.id, studentTransfers.academicYearId))
    .where(and(eq(studentTransfers.studentId, id), eq(studentTransfers.schoolId, student.schoolId)))
    .orderBy(desc(studentTransfers.id))
    .limit(1);
  if (!transfer) throw new AppError(404, ERROR_CODES.NOT_FOUND, TRANSFER_MESSAGES.noTransfer);
  const cards = await studentCards(db, id, transfer.academicYearId);
  return { student, transfer, cards: cards.sort((a, b) => (a.termId ?? 99) - (b.termId ?? 99)) };
}
