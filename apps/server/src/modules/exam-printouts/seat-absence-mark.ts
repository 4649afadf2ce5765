/**
 * A supervisor marks (or unmarks) a seat's student absent at the door. The seat keeps who and when;
 * the student's exams of that sitting get «غایب» in grade entry through exam scores' own export
 * (a typed score is never overwritten). Marking what is already marked changes nothing, so a
 * phone's outbox may send the same mark again safely.
 */
import { ERROR_CODES, type AbsenceResult } from '@school/shared';
import { and, eq } from 'drizzle-orm';
import type { SchoolYear } from '../../access/current-context';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { auditLog, examSeats } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { applySeatAbsence } from '../exam-scores';
import { PRINTOUT_MESSAGES, schoolVenues, visibleVenues } from './printout-context';

const NOT_YOUR_VENUE = 'غایبان این حوزه را ناظران آن ثبت می‌کنند.';

export async function markAbsence(
  db: Db,
  scope: SchoolYear,
  access: UserAccess,
  seatId: number,
  absent: boolean,
): Promise<AbsenceResult> {
  const [seat] = await db
    .select()
    .from(examSeats)
    .where(and(eq(examSeats.id, seatId), eq(examSeats.schoolId, scope.schoolId)));
  if (!seat) throw notFound(PRINTOUT_MESSAGES.seat);
  const venues = visibleVenues(await schoolVenues(db, scope), access);
  if (!venues.some((v) => v.id === seat.venueId)) {
    throw new AppError(403, ERROR_CODES.FORBIDDEN, NOT_YOUR_VENUE);
  }
  if (seat.absent === absent) return { seatId, absent, scoresChanged: 0 };
  return db.transaction(async (tx) => {
    // Only the request that flips the flag writes the scores (two phones marking at once).
    const [flipped] = await tx
      .update(examSeats)
      .set({
        absent,
        absentMarkedBy: access.userId,
        absentMarkedAt: new Date(),
        updatedBy: access.userId,
        updatedAt: new Date(),
        version: seat.version + 1,
      })
      .where(and(eq(examSeats.id, seatId), eq(examSeats.absent, !absent)))
      .returning({ id: examSeats.id });
    if (!flipped) return { seatId, absent, scoresChanged: 0 };
    await tx.insert(auditLog).values({
      userId: access.userId,
      entity: 'exam-seats',
      entityId: seatId,
      action: 'update',
      schoolId: seat.schoolId,
      before: { absent: seat.absent },
      after: { absent },
    });
    const changed = await applySeatAbsence(tx, {
      schoolId: seat.schoolId,
      studentId: seat.studentId,
      examIds: seat.examIds,
      absent,
      userId: access.userId,
    });
    return { seatId, absent, scoresChanged: changed.length };
  });
}
