/**
 * The exam deputy's hand on the seat map: move a student to an empty usable seat (or give an
 * unseated student one), swap two students' seats, lock or unlock a seat. Each runs in a
 * transaction holding the session's row (as placing does) and writes an audit row per seat changed.
 */
import { ERROR_CODES } from '@school/shared';
import { and, eq } from 'drizzle-orm';
import type { SchoolYear } from '../../access/current-context';
import type { Db } from '../../db/client';
import { examSeats, students } from '../../db/schema';
import { writeAudit } from '../../engine/audit';
import { AppError, notFound } from '../../http/errors';
import { schoolSession } from './seat-map';
import { sessionRoster, type SessionDay } from './session-roster';
import { SEAT_PROBLEM_MESSAGES, schoolVenues, seatProblem } from './session-venues';

/** The audit rows of a seat's own changes: the seat's id, its place and lock before and after. */
export const SEAT_AUDIT_ENTITY = 'exam-seat';

type SeatRow = typeof examSeats.$inferSelect;

const bad = (message: string) => new AppError(400, ERROR_CODES.VALIDATION, message);
const seatMissing = () => notFound('صندلی مورد نظر یافت نشد.');

const audited = (s: Pick<SeatRow, 'venueId' | 'seatRow' | 'seatColumn' | 'locked' | 'studentId'>) => ({
  studentId: s.studentId,
  venueId: s.venueId,
  seatRow: s.seatRow,
  seatColumn: s.seatColumn,
  locked: s.locked,
});

async function auditSeat(tx: Db, userId: number, schoolId: number, before: SeatRow | null, after: SeatRow) {
  await writeAudit(tx, {
    userId,
    entity: SEAT_AUDIT_ENTITY,
    entityId: after.id,
    action: before ? 'update' : 'create',
    schoolId,
    before: before ? audited(before) : null,
    after: audited(after),
  });
}

/** A seat of the current school and year, with its session's row locked first (as placing takes them). */
async function lockedSeat(tx: Db, scope: SchoolYear, seatId: number): Promise<SeatRow> {
  const { sessionId } = await dayOfSeat(tx, scope, seatId);
  await schoolSession(tx, scope.schoolId, sessionId, true);
  const [seat] = await tx.select().from(examSeats).where(eq(examSeats.id, seatId)).for('update');
  if (!seat) throw seatMissing();
  return seat;
}

export interface SeatTarget {
  venueId: number;
  row: number;
  column: number;
}

async function checkTarget(tx: Db, scope: SchoolYear, day: SessionDay, target: SeatTarget) {
  const venue = (await schoolVenues(tx, scope.schoolId)).find((v) => v.id === target.venueId);
  if (!venue) throw notFound('حوزه امتحانی یافت نشد.');
  const problem = seatProblem(venue, target.row, target.column);
  if (problem) throw bad(SEAT_PROBLEM_MESSAGES[problem]);
  const [taken] = await tx
    .select({ id: examSeats.id })
    .from(examSeats)
    .where(
      and(
        eq(examSeats.venueId, target.venueId),
        eq(examSeats.date, day.date),
        eq(examSeats.examSessionId, day.sessionId),
        eq(examSeats.seatRow, target.row),
        eq(examSeats.seatColumn, target.column),
      ),
    );
  if (taken) {
    throw new AppError(
      409,
      ERROR_CODES.CONFLICT,
      'این صندلی خالی نیست؛ برای جابه‌جایی دو دانش‌آموز، جابه‌جا کردن را بزنید.',
    );
  }
}

/** Moves a student of the session to an empty usable seat, or seats one who has none. */
export async function moveStudent(
  db: Db,
  scope: SchoolYear,
  day: SessionDay,
  studentId: number,
  target: SeatTarget,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await schoolSession(tx, scope.schoolId, day.sessionId, true);
    const [student] = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.id, studentId), eq(students.schoolId, scope.schoolId)));
    if (!student) throw notFound('دانش‌آموز مورد نظر یافت نشد.');
    const sitting = (await sessionRoster(tx, scope, day)).find((s) => s.id === studentId);
    if (!sitting) throw bad('این دانش‌آموز در این روز و نوبت امتحانی ندارد.');
    await checkTarget(tx, scope, day, target);
    const [before] = await tx
      .select()
      .from(examSeats)
      .where(
        and(
          eq(examSeats.studentId, studentId),
          eq(examSeats.date, day.date),
          eq(examSeats.examSessionId, day.sessionId),
        ),
      )
      .for('update');
    const place = { venueId: target.venueId, seatRow: target.row, seatColumn: target.column };
    const [after] = before
      ? await tx
          .update(examSeats)
          .set({ ...place, examIds: sitting.examIds, updatedBy: userId, updatedAt: new Date() })
          .where(eq(examSeats.id, before.id))
          .returning()
      : await tx
          .insert(examSeats)
          .values({
            ...place,
            schoolId: scope.schoolId,
            academicYearId: scope.academicYearId,
            date: day.date,
            examSessionId: day.sessionId,
            studentId,
            examIds: sitting.examIds,
            createdBy: userId,
            updatedBy: userId,
          })
          .returning();
    await auditSeat(tx, userId, scope.schoolId, before ?? null, after!);
  });
}

/**
 * Swaps the places of two seats of one session (each student keeps their seat row, lock and exams).
 * Unique seats are checked row by row, so one seat waits on a parking row outside every grid.
 */
export async function swapSeats(db: Db, scope: SchoolYear, seatId: number, otherId: number, userId: number) {
  if (seatId === otherId) throw bad('دو صندلی متفاوت را انتخاب کنید.');
  const [day, otherDay] = [await dayOfSeat(db, scope, seatId), await dayOfSeat(db, scope, otherId)];
  // Checked before locking, so a swap never holds two sessions' rows.
  if (day.date !== otherDay.date || day.sessionId !== otherDay.sessionId) {
    throw bad('دو صندلی باید از یک روز و نوبت باشند.');
  }
  await db.transaction(async (tx) => {
    const first = await lockedSeat(tx, scope, seatId);
    const second = await lockedSeat(tx, scope, otherId);
    const PARKING_ROW = 32_000;
    const now = new Date();
    await tx.update(examSeats).set({ seatRow: PARKING_ROW }).where(eq(examSeats.id, first.id));
    const [secondAfter] = await tx
      .update(examSeats)
      .set({
        venueId: first.venueId,
        seatRow: first.seatRow,
        seatColumn: first.seatColumn,
        updatedBy: userId,
        updatedAt: now,
      })
      .where(eq(examSeats.id, second.id))
      .returning();
    const [firstAfter] = await tx
      .update(examSeats)
      .set({
        venueId: second.venueId,
        seatRow: second.seatRow,
        seatColumn: second.seatColumn,
        updatedBy: userId,
        updatedAt: now,
      })
      .where(eq(examSeats.id, first.id))
      .returning();
    await auditSeat(tx, userId, scope.schoolId, first, firstAfter!);
    await auditSeat(tx, userId, scope.schoolId, second, secondAfter!);
  });
}

export async function setSeatLock(
  db: Db,
  scope: SchoolYear,
  seatId: number,
  locked: boolean,
  userId: number,
) {
  await db.transaction(async (tx) => {
    const before = await lockedSeat(tx, scope, seatId);
    if (before.locked === locked) return;
    const [after] = await tx
      .update(examSeats)
      .set({ locked, updatedBy: userId, updatedAt: new Date() })
      .where(eq(examSeats.id, seatId))
      .returning();
    await auditSeat(tx, userId, scope.schoolId, before, after!);
  });
}

/** The date and session of a seat of the school's year (404 otherwise). */
export async function dayOfSeat(db: Db, scope: SchoolYear, seatId: number): Promise<SessionDay> {
  const [seat] = await db
    .select({ date: examSeats.date, sessionId: examSeats.examSessionId })
    .from(examSeats)
    .where(
      and(
        eq(examSeats.id, seatId),
        eq(examSeats.schoolId, scope.schoolId),
        eq(examSeats.academicYearId, scope.academicYearId),
      ),
    );
  if (!seat) throw seatMissing();
  return seat;
}
