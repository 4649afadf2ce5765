/**
 * Approving and rejecting a student's leave (DOMAIN.md): an approved leave of a type that counts as
 * excused marks the covered periods' attendance excused, remembering each row's earlier status;
 * rejecting it (or deciding again) restores exactly the rows the leave had changed. All audited.
 * A closed year's attendance is read-only (engine/closed-years.ts): a leave of a closed year is not
 * decided again, and a leave of an open year that reaches into a closed one (the last days of
 * Shahrivar) changes only the open year's periods, the answer saying how many it left alone.
 */
import { ERROR_CODES, type LeaveStatus } from '@school/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { auditLog, leaveTypes, studentLeaves } from '../../db/schema';
import { isYearClosed } from '../../engine/closed-years';
import { AppError, notFound } from '../../http/errors';
import { leaveCovers } from './leave-coverage';

type Changed = { id: number; schoolId: number; status: string; previous: string | null };

export const LEAVE_CLOSED_YEAR_MESSAGE =
  'سال تحصیلی این مرخصی بسته شده است و حضور و غیاب آن فقط خواندنی است؛ تصمیم درباره این مرخصی دیگر تغییر نمی‌کند.';

/** SQL: the attendance row (alias ar) is of a year that is still open. */
const openYear = sql`not exists (select 1 from academic_years y
  where y.id = ar.academic_year_id and y.closed_at is not null)`;

/** The leave's periods in closed years that its decision would have changed, left as they are. */
async function closedPeriods(db: Db, leaveId: number, approving: boolean): Promise<number> {
  const [row] = await executeRows<{ n: number }>(
    db,
    approving
      ? sql`select count(*)::int as n from attendance_records ar, student_leaves, class_periods cp
          where student_leaves.id = ${leaveId} and ar.student_id = student_leaves.student_id
            and cp.id = ar.class_period_id and ar.leave_id is null and ar.status <> 'excused'
            and ${leaveCovers(sql`ar.date`, sql`cp.start_time`, sql`cp.end_time`)} and not ${openYear}`
      : sql`select count(*)::int as n from attendance_records ar
          where ar.leave_id = ${leaveId} and not ${openYear}`,
  );
  return row?.n ?? 0;
}

async function auditAttendance(db: Db, userId: number, rows: Changed[], reason: string) {
  if (!rows.length) return;
  await db.insert(auditLog).values(
    rows.map((r) => ({
      userId,
      entity: 'attendance',
      entityId: r.id,
      action: 'update',
      schoolId: r.schoolId,
      before: { status: r.previous },
      after: { status: r.status, reason },
    })),
  );
}

function excuseCoveredPeriods(db: Db, leaveId: number, userId: number): Promise<Changed[]> {
  return executeRows<Changed>(
    db,
    sql`
    update attendance_records ar
    set status_before_leave = ar.status, status = 'excused', late_minutes = null, leave_id = ${leaveId},
        version = ar.version + 1, updated_by = ${userId}, updated_at = now()
    from student_leaves, class_periods cp
    where student_leaves.id = ${leaveId} and ar.student_id = student_leaves.student_id
      and cp.id = ar.class_period_id and ar.leave_id is null and ar.status <> 'excused'
      and ${leaveCovers(sql`ar.date`, sql`cp.start_time`, sql`cp.end_time`)} and ${openYear}
    returning ar.id, ar.school_id as "schoolId", ar.status, ar.status_before_leave as previous`,
  );
}

async function restoreExcusedPeriods(db: Db, leaveId: number, userId: number): Promise<Changed[]> {
  return executeRows<Changed>(
    db,
    sql`
    update attendance_records ar
    set status = coalesce(ar.status_before_leave, 'absent'), status_before_leave = null, leave_id = null,
        version = ar.version + 1, updated_by = ${userId}, updated_at = now()
    where ar.leave_id = ${leaveId} and ${openYear}
    returning ar.id, ar.school_id as "schoolId", ar.status, 'excused' as previous`,
  );
}

export async function decideLeave(
  db: Db,
  access: UserAccess,
  leaveId: number,
  decision: Exclude<LeaveStatus, 'pending'>,
) {
  const [leave] = await db
    .select({
      id: studentLeaves.id,
      schoolId: studentLeaves.schoolId,
      academicYearId: studentLeaves.academicYearId,
      status: studentLeaves.status,
      version: studentLeaves.version,
      countsAsExcused: leaveTypes.countsAsExcused,
    })
    .from(studentLeaves)
    .innerJoin(leaveTypes, eq(leaveTypes.id, studentLeaves.leaveTypeId))
    .where(eq(studentLeaves.id, leaveId));
  const inScope = leave && (access.schoolScope === 'all' || access.schoolScope.includes(leave.schoolId));
  if (!leave || !inScope) throw notFound('مرخصی مورد نظر یافت نشد.');
  if (leave.status === decision) {
    const message =
      decision === 'approved' ? 'این مرخصی پیش‌تر تأیید شده است.' : 'این مرخصی پیش‌تر رد شده است.';
    throw new AppError(409, ERROR_CODES.CONFLICT, message);
  }
  if (await isYearClosed(db, leave.academicYearId)) {
    throw new AppError(409, ERROR_CODES.CONFLICT, LEAVE_CLOSED_YEAR_MESSAGE);
  }
  const approving = decision === 'approved' && leave.countsAsExcused;
  return db.transaction(async (tx) => {
    // What the closed years keep of the earlier decision, and below of this one.
    let leftClosed = await closedPeriods(tx, leave.id, false);
    const restored = await restoreExcusedPeriods(tx, leave.id, access.userId);
    const [updated] = await tx
      .update(studentLeaves)
      .set({
        status: decision,
        decidedBy: access.userId,
        decidedAt: sql`now()`,
        updatedBy: access.userId,
        updatedAt: sql`now()`,
        version: sql`${studentLeaves.version} + 1`,
      })
      .where(and(eq(studentLeaves.id, leave.id), eq(studentLeaves.version, leave.version)))
      .returning({ id: studentLeaves.id });
    if (!updated)
      throw new AppError(409, ERROR_CODES.CONFLICT, 'این مرخصی هم‌زمان تغییر کرد؛ دوباره تلاش کنید.');
    // The leave covers periods once approved (leaveCovers), so these are counted after its update.
    if (approving) leftClosed += await closedPeriods(tx, leave.id, true);
    const excused = approving ? await excuseCoveredPeriods(tx, leave.id, access.userId) : [];
    await tx.insert(auditLog).values({
      userId: access.userId,
      entity: 'student-leaves',
      entityId: leave.id,
      action: 'update',
      schoolId: leave.schoolId,
      before: { status: leave.status },
      after: { status: decision },
    });
    await auditAttendance(tx, access.userId, restored, `leave ${leave.id} ${decision}`);
    await auditAttendance(tx, access.userId, excused, `leave ${leave.id} approved`);
    return { status: decision, excused: excused.length, restored: restored.length, leftClosed };
  });
}
