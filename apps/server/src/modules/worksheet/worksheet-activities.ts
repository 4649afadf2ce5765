/**
 * A worksheet's activities (its columns): create, edit and delete, each audited. Deleting removes
 * the activity's scores with it (the web asks first); an activity holding scores that a published
 * report card froze is not deleted, and its max score cannot drop below a score already given.
 */
import { ERROR_CODES, toPersianDigits } from '@school/shared';
import { and, eq, max } from 'drizzle-orm';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { auditLog, worksheetActivities, worksheetScores } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { refuseClosedYear } from '../../engine/closed-years';
import { frozenMessage, studentsWithPublishedCards } from '../report-cards/publication-guard';
import type { WorksheetGroup } from './worksheet-access';

export interface ActivityInput {
  title?: string;
  date?: string | null;
  maxScore?: number;
}

const ACTIVITY_MESSAGES = {
  notFound: 'فعالیت مورد نظر در کاربرگ این گروه درسی یافت نشد.',
  stale: 'این فعالیت در این فاصله تغییر کرده است. صفحه را تازه کنید.',
  frozen: 'نمره‌های این فعالیت در کارنامه منتشرشده آمده است و فعالیت حذف نمی‌شود.',
};

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.VALIDATION, message, { [field]: message });

export async function groupActivity(db: Db, group: WorksheetGroup, activityId: number) {
  const [activity] = await db
    .select()
    .from(worksheetActivities)
    .where(and(eq(worksheetActivities.id, activityId), eq(worksheetActivities.courseGroupId, group.id)));
  if (!activity) throw notFound(ACTIVITY_MESSAGES.notFound);
  return activity;
}

const audit = (
  access: UserAccess,
  group: WorksheetGroup,
  entityId: number,
  action: 'create' | 'update' | 'delete',
  before: object | null,
  after: object | null,
) => ({
  userId: access.userId,
  entity: 'worksheet-activities',
  entityId,
  action,
  schoolId: group.schoolId,
  before,
  after,
});

export async function createActivity(
  db: Db,
  access: UserAccess,
  group: WorksheetGroup,
  termId: number,
  input: Required<Pick<ActivityInput, 'title'>> & ActivityInput,
) {
  await refuseClosedYear(db, group.academicYearId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(worksheetActivities)
      .values({
        schoolId: group.schoolId,
        courseGroupId: group.id,
        termId,
        title: input.title,
        date: input.date ?? null,
        maxScore: input.maxScore ?? 20,
        createdBy: access.userId,
        updatedBy: access.userId,
      })
      .returning();
    await tx.insert(auditLog).values(audit(access, group, row!.id, 'create', null, row!));
    return row!;
  });
}

export async function updateActivity(
  db: Db,
  access: UserAccess,
  group: WorksheetGroup,
  activityId: number,
  version: number,
  input: ActivityInput,
) {
  const existing = await groupActivity(db, group, activityId);
  await refuseClosedYear(db, group.academicYearId);
  if (existing.version !== version) throw new AppError(409, ERROR_CODES.CONFLICT, ACTIVITY_MESSAGES.stale);
  if (input.maxScore !== undefined && input.maxScore < existing.maxScore) {
    const [top] = await db
      .select({ score: max(worksheetScores.score) })
      .from(worksheetScores)
      .where(eq(worksheetScores.activityId, activityId));
    if (top?.score != null && Number(top.score) > input.maxScore) {
      throw invalid(
        'maxScore',
        `نمره کامل نمی‌تواند کمتر از بیشترین نمره ثبت‌شده (${toPersianDigits(Number(top.score))}) باشد.`,
      );
    }
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(worksheetActivities)
      .set({ ...input, version: version + 1, updatedAt: new Date(), updatedBy: access.userId })
      .where(and(eq(worksheetActivities.id, activityId), eq(worksheetActivities.version, version)))
      .returning();
    if (!row) throw new AppError(409, ERROR_CODES.CONFLICT, ACTIVITY_MESSAGES.stale);
    await tx.insert(auditLog).values(audit(access, group, row.id, 'update', existing, row));
    return row;
  });
}

export async function deleteActivity(db: Db, access: UserAccess, group: WorksheetGroup, activityId: number) {
  const existing = await groupActivity(db, group, activityId);
  await refuseClosedYear(db, group.academicYearId);
  const scored = await db
    .select({ studentId: worksheetScores.studentId })
    .from(worksheetScores)
    .where(eq(worksheetScores.activityId, activityId));
  const frozen = await studentsWithPublishedCards(
    db,
    existing.termId,
    group.academicYearId,
    scored.map((s) => s.studentId),
  );
  if (frozen.size)
    throw new AppError(409, ERROR_CODES.CONFLICT, frozenMessage(frozen, ACTIVITY_MESSAGES.frozen));
  await db.transaction(async (tx) => {
    await tx.delete(worksheetActivities).where(eq(worksheetActivities.id, activityId));
    await tx
      .insert(auditLog)
      .values(audit(access, group, activityId, 'delete', { ...existing, scores: scored.length }, null));
  });
  return { id: activityId, removedScores: scored.length };
}
