/**
 * A year outcome set by hand (rule 8 of packages/shared/src/year-results.ts): a reason is required,
 * the hand-set outcome wins over the rules until it is cleared, and setting, changing and clearing
 * are each kept in the audit log with the outcome before and after.
 */
import type { YearOutcome } from '@school/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { auditLog, yearOutcomeOverrides } from '../../db/schema';
import { refuseClosedYear } from '../../engine/closed-years';
import { notFound } from '../../http/errors';
import { yearResultsOf } from './year-outcomes';
import { ownStudent, type SchoolYear } from './year-results-scope';

const AUDIT_ENTITY = 'year-outcome-overrides';

async function currentOutcome(db: Db, scope: SchoolYear, studentId: number) {
  const [result] = await yearResultsOf(db, scope.schoolId, scope.academicYearId, { studentId });
  if (!result)
    throw notFound('این دانش‌آموز هنوز کارنامه سالانه ندارد؛ ابتدا کارنامه سالانه را محاسبه کنید.');
  return result;
}

export async function setOutcome(
  db: Db,
  access: UserAccess,
  scope: SchoolYear,
  studentId: number,
  input: { outcome: YearOutcome; reason: string },
) {
  await ownStudent(db, scope, studentId);
  await refuseClosedYear(db, scope.academicYearId);
  const before = await currentOutcome(db, scope, studentId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(yearOutcomeOverrides)
      .values({ ...scope, studentId, ...input, createdBy: access.userId, updatedBy: access.userId })
      .onConflictDoUpdate({
        target: [yearOutcomeOverrides.academicYearId, yearOutcomeOverrides.studentId],
        set: {
          outcome: input.outcome,
          reason: input.reason,
          updatedAt: sql`now()`,
          updatedBy: access.userId,
          version: sql`${yearOutcomeOverrides.version} + 1`,
        },
      })
      .returning({ id: yearOutcomeOverrides.id });
    await tx.insert(auditLog).values({
      userId: access.userId,
      entity: AUDIT_ENTITY,
      entityId: row!.id,
      action: before.override ? 'update' : 'create',
      schoolId: scope.schoolId,
      before: {
        studentId,
        outcome: before.outcome,
        ruleOutcome: before.ruleOutcome,
        reason: before.override?.reason ?? null,
      },
      after: { studentId, outcome: input.outcome, reason: input.reason },
    });
    return { id: row!.id };
  });
}

export async function clearOutcome(
  db: Db,
  access: UserAccess,
  scope: SchoolYear,
  studentId: number,
  reason: string | null,
) {
  await ownStudent(db, scope, studentId);
  await refuseClosedYear(db, scope.academicYearId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(yearOutcomeOverrides)
      .where(
        and(
          eq(yearOutcomeOverrides.academicYearId, scope.academicYearId),
          eq(yearOutcomeOverrides.studentId, studentId),
          eq(yearOutcomeOverrides.schoolId, scope.schoolId),
        ),
      )
      .returning();
    if (!row) throw notFound('نتیجه این دانش‌آموز به‌طور دستی تعیین نشده است.');
    await tx.insert(auditLog).values({
      userId: access.userId,
      entity: AUDIT_ENTITY,
      entityId: row.id,
      action: 'delete',
      schoolId: scope.schoolId,
      before: { studentId, outcome: row.outcome, reason: row.reason },
      after: reason ? { studentId, reason } : null,
    });
  });
}
