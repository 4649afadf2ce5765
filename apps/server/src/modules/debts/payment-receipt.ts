/** What a payment's receipt (رسید پرداخت) prints: the school, the student, the debt and what it still owes. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classrooms, debtPayments, debtTypes, schools, studentDebts, students, users } from '../../db/schema';

export async function paymentReceipt(db: Db, paymentId: number) {
  const [row] = await db
    .select({
      id: debtPayments.id,
      amount: debtPayments.amount,
      date: debtPayments.date,
      method: debtPayments.method,
      chequeNumber: debtPayments.chequeNumber,
      chequeDueDate: debtPayments.chequeDueDate,
      reference: debtPayments.reference,
      note: debtPayments.note,
      recordedBy: users.fullName,
      debtId: studentDebts.id,
      debtType: debtTypes.title,
      debtAmount: studentDebts.amount,
      debtPaid: studentDebts.paidAmount,
      dueDate: studentDebts.dueDate,
      studentName: students.firstName,
      studentLastName: students.lastName,
      studentNumber: students.studentNumber,
      nationalCode: students.nationalCode,
      classroomName: classrooms.name,
      schoolName: schools.name,
      schoolLogo: schools.logo,
      schoolPhone: schools.phone,
      schoolAddress: schools.address,
      moneyUnit: schools.moneyUnit,
    })
    .from(debtPayments)
    .innerJoin(studentDebts, eq(studentDebts.id, debtPayments.debtId))
    .innerJoin(debtTypes, eq(debtTypes.id, studentDebts.debtTypeId))
    .innerJoin(students, eq(students.id, debtPayments.studentId))
    .innerJoin(schools, eq(schools.id, debtPayments.schoolId))
    .leftJoin(classrooms, eq(classrooms.id, students.classroomId))
    .leftJoin(users, eq(users.id, debtPayments.createdBy))
    .where(eq(debtPayments.id, paymentId));
  if (!row) return null;
  const { studentName, studentLastName, debtAmount, debtPaid, moneyUnit, ...rest } = row;
  return {
    ...rest,
    studentName: `${studentName} ${studentLastName}`,
    debtAmount,
    debtPaid,
    remaining: debtAmount - debtPaid,
    unit: moneyUnit === 'toman' ? 'toman' : 'rial',
  };
}
