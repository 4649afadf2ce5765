/**
 * One debt type for a whole classroom or grade level in one action: a preview of the students and
 * the total, then the debts (with their instalments), each audited like a debt made one by one.
 */
import { ERROR_CODES, MAX_INSTALMENTS, MAX_MONEY, fieldValueSchema, toPersianDigits } from '@school/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { classrooms, debtTypes, studentDebts, students } from '../../db/schema';
import { writeAudit } from '../../engine/audit';
import { AppError, notFound } from '../../http/errors';
import { rowId } from '../../http/params';
import { writeInstalments } from './debt-instalments';
import type { SchoolYear } from './debt-scope';

const moneySchema = fieldValueSchema({ name: 'amount', type: 'money' }) as z.ZodType<number>;
const dateSchema = fieldValueSchema({ name: 'dueDate', type: 'jalaliDate' }) as z.ZodType<string>;

/** A row id in a JSON body: a number, or digits in a string (Persian digits read too). */
export const bodyId = z
  .union([z.number(), z.string()], { error: 'شناسه نامعتبر است.' })
  .transform(String)
  .pipe(rowId);

export const bulkDebtBody = z
  .object({
    debtTypeId: bodyId,
    classroomId: bodyId.optional(),
    gradeLevel: z.number({ error: 'پایه را انتخاب کنید.' }).int().min(1).max(12).optional(),
    amount: moneySchema,
    dueDate: dateSchema,
    instalmentCount: z
      .number({ error: 'تعداد اقساط باید عدد باشد.' })
      .int('تعداد اقساط باید عدد صحیح باشد.')
      .min(1, 'دست‌کم یک قسط.')
      .max(MAX_INSTALMENTS, `حداکثر ${toPersianDigits(MAX_INSTALMENTS)} قسط.`)
      .default(1),
    description: z.string().max(500, 'توضیحات بیش از اندازه بلند است.').optional(),
  })
  .strict()
  .refine((b) => (b.classroomId === undefined) !== (b.gradeLevel === undefined), {
    message: 'یک کلاس یا یک پایه را انتخاب کنید.',
    path: ['classroomId'],
  })
  .refine((b) => b.amount > 0 && b.amount <= MAX_MONEY, {
    message: 'مبلغ بدهی باید بیشتر از صفر باشد.',
    path: ['amount'],
  });

export type BulkDebt = z.infer<typeof bulkDebtBody>;

async function targetStudents(db: Db, scope: SchoolYear, body: BulkDebt) {
  const [type] = await db
    .select({ id: debtTypes.id, title: debtTypes.title })
    .from(debtTypes)
    .where(and(eq(debtTypes.id, body.debtTypeId), eq(debtTypes.schoolId, scope.schoolId)));
  if (!type) throw notFound('نوع بدهی یافت نشد.');
  const roomWhere =
    body.classroomId !== undefined
      ? eq(classrooms.id, body.classroomId)
      : eq(classrooms.gradeLevel, body.gradeLevel!);
  const rooms = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(
      and(
        roomWhere,
        eq(classrooms.schoolId, scope.schoolId),
        eq(classrooms.academicYearId, scope.academicYearId),
      ),
    );
  if (body.classroomId !== undefined && !rooms.length) throw notFound('کلاس مورد نظر یافت نشد.');
  const list = rooms.length
    ? await db
        .select({
          id: students.id,
          firstName: students.firstName,
          lastName: students.lastName,
          classroomName: classrooms.name,
        })
        .from(students)
        .innerJoin(classrooms, eq(classrooms.id, students.classroomId))
        .where(
          inArray(
            students.classroomId,
            rooms.map((r) => r.id),
          ),
        )
        .orderBy(asc(classrooms.name), asc(students.lastName), asc(students.firstName))
    : [];
  return { type, list };
}

export async function previewBulkDebts(db: Db, scope: SchoolYear, body: BulkDebt) {
  const { type, list } = await targetStudents(db, scope, body);
  return {
    debtType: type.title,
    students: list.map((s) => ({
      id: s.id,
      name: `${s.firstName} ${s.lastName}`,
      classroomName: s.classroomName,
    })),
    count: list.length,
    amount: body.amount,
    total: body.amount * list.length,
  };
}

export async function createBulkDebts(db: Db, access: UserAccess, scope: SchoolYear, body: BulkDebt) {
  const { type, list } = await targetStudents(db, scope, body);
  if (!list.length) throw new AppError(400, ERROR_CODES.VALIDATION, 'در این کلاس یا پایه دانش‌آموزی نیست.');
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(studentDebts)
      .values(
        list.map((s) => ({
          schoolId: scope.schoolId,
          academicYearId: scope.academicYearId,
          studentId: s.id,
          debtTypeId: type.id,
          title: `${type.title} — ${s.firstName} ${s.lastName}`,
          amount: body.amount,
          dueDate: body.dueDate,
          instalmentCount: body.instalmentCount,
          description: body.description?.trim() || null,
          createdBy: access.userId,
          updatedBy: access.userId,
        })),
      )
      .returning();
    await writeInstalments(tx, created);
    for (const row of created) {
      await writeAudit(tx, {
        userId: access.userId,
        entity: 'student-debts',
        entityId: row.id,
        action: 'create',
        schoolId: scope.schoolId,
        before: null,
        after: {
          studentId: row.studentId,
          debtTypeId: row.debtTypeId,
          amount: row.amount,
          dueDate: row.dueDate,
          instalmentCount: row.instalmentCount,
          description: row.description,
        },
      });
    }
    return { created: created.length, total: body.amount * created.length };
  });
}
