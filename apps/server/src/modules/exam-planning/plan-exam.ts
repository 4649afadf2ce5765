/**
 * The exam behind a row of the plan: one exam of every course group of the course in the grade (a
 * common exam), so grade entry and report cards see it. Saving a row makes it, or links an exam
 * already set for those groups on that day, and keeps its date, term, type and groups in step;
 * deleting the row removes it (refused while scores hang on it). Every change is audited.
 */
import { DEFAULT_EXAM_MAX_SCORE, ERROR_CODES, examsEntity, toPersianDigits } from '@school/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { examScores, examTypes, exams } from '../../db/schema';
import { writeAudit } from '../../engine/audit';
import type { Row } from '../../engine/binding';
import { auditValues } from '../../engine/serialize';
import { AppError } from '../../http/errors';
import type { PlanTargets, PlanTerm } from './plan-checks';

export interface PlanExamInput {
  schoolId: number;
  academicYearId: number;
  date: string;
  examTypeId: number;
  /** The exam the row already has (an update), if any. */
  examId: number | null;
}

const conflict = (field: string, message: string) =>
  new AppError(409, ERROR_CODES.CONFLICT, message, { [field]: message });

async function audit(db: Db, access: UserAccess, before: Row | null, after: Row | null) {
  const row = (after ?? before)!;
  await writeAudit(db, {
    userId: access.userId,
    entity: examsEntity.name,
    entityId: row.id,
    action: before && after ? 'update' : after ? 'create' : 'delete',
    schoolId: Number(row.schoolId),
    before: before ? auditValues(examsEntity, before) : null,
    after: after ? auditValues(examsEntity, after) : null,
  });
}

/** An exam of those groups on that day that no other row of the plan holds. */
async function linkableExam(db: Db, input: PlanExamInput, groupIds: number[]): Promise<Row | undefined> {
  const [found] = (await db
    .select()
    .from(exams)
    .where(
      and(
        eq(exams.schoolId, input.schoolId),
        eq(exams.academicYearId, input.academicYearId),
        eq(exams.date, input.date),
        sql`${exams.courseGroupIds} <@ array[${sql.join(
          groupIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::integer[]`,
        sql`not exists (select 1 from exam_plan_items p where p.exam_id = ${exams.id})`,
      ),
    )
    .orderBy(asc(exams.id))
    .limit(1)) as Row[];
  return found;
}

/** Groups taken off an exam must have no scores on it. */
async function refuseScoredGroupsRemoved(db: Db, exam: Row, groupIds: number[]) {
  const removed = (exam.courseGroupIds as number[]).filter((id) => !groupIds.includes(id));
  if (!removed.length) return;
  const [scored] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(examScores)
    .where(and(eq(examScores.examId, exam.id), inArray(examScores.courseGroupId, removed)));
  if (scored && scored.n > 0) {
    throw conflict(
      'coursePlanId',
      `${toPersianDigits(scored.n)} نمره در آزمون این امتحان برای گروه‌هایی ثبت شده که دیگر در آن نیستند؛ ` +
        'درس، پایه یا رشته را تغییر ندهید یا نخست آن نمره‌ها را پاک کنید.',
    );
  }
}

/** Makes, links or updates the row's exam; returns its id. */
export async function syncPlanExam(
  db: Db,
  access: UserAccess,
  input: PlanExamInput,
  term: PlanTerm,
  targets: PlanTargets,
): Promise<number> {
  const groupIds = targets.groups.map((g) => g.id).sort((a, b) => a - b);
  const [current] = input.examId
    ? ((await db.select().from(exams).where(eq(exams.id, input.examId))) as Row[])
    : [];
  const existing = current ?? (await linkableExam(db, input, groupIds));
  const values = {
    date: input.date,
    termId: term.id,
    examTypeId: input.examTypeId,
    courseGroupIds: groupIds,
  };
  if (existing) {
    const unchanged =
      existing.date === values.date &&
      existing.termId === values.termId &&
      existing.examTypeId === values.examTypeId &&
      JSON.stringify(existing.courseGroupIds) === JSON.stringify(groupIds);
    if (unchanged) return existing.id;
    if (existing.locked) {
      throw conflict('date', 'آزمون این امتحان قفل است؛ برای تغییر آن، نخست قفل آزمون را باز کنید.');
    }
    await refuseScoredGroupsRemoved(db, existing, groupIds);
    const [updated] = (await db
      .update(exams)
      .set({
        ...values,
        ...(current ? { title: `${targets.course.title} — ${term.title}` } : {}),
        version: existing.version + 1,
        updatedAt: new Date(),
        updatedBy: access.userId,
      })
      .where(eq(exams.id, existing.id))
      .returning()) as Row[];
    await audit(db, access, existing, updated!);
    return existing.id;
  }
  const [type] = await db
    .select({ maxScore: examTypes.defaultMaxScore, weight: examTypes.weight })
    .from(examTypes)
    .where(eq(examTypes.id, input.examTypeId));
  const [created] = (await db
    .insert(exams)
    .values({
      ...values,
      schoolId: input.schoolId,
      academicYearId: input.academicYearId,
      title: `${targets.course.title} — ${term.title}`,
      maxScore: targets.course.maxScore ?? type?.maxScore ?? DEFAULT_EXAM_MAX_SCORE,
      weight: type?.weight ?? 1,
      createdBy: access.userId,
      updatedBy: access.userId,
    })
    .returning()) as Row[];
  await audit(db, access, null, created!);
  return created!.id;
}

/**
 * Removes the exam of a deleted row. Scores on it make the database refuse (exam_scores), which the
 * engine answers by naming them.
 */
export async function removePlanExam(db: Db, access: UserAccess, examId: number): Promise<void> {
  const [exam] = (await db.select().from(exams).where(eq(exams.id, examId))) as Row[];
  if (!exam) return;
  if (exam.locked) throw conflict('examId', 'آزمون این امتحان قفل است و با آن حذف نمی‌شود.');
  await db.delete(exams).where(eq(exams.id, examId));
  await audit(db, access, exam, null);
}
