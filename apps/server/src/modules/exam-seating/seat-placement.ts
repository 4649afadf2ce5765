/**
 * «چیدمان خودکار»: seats every student of a date × session with seatExam, keeping the locked seats
 * (those still valid) and putting front-seat students in row 0. The session's unlocked seats are
 * replaced in one transaction that first locks the session's row, so two managers placing at once
 * run one after the other and the second sees the first's seats, never half of them.
 */
import { ERROR_CODES, toPersianDigits } from '@school/shared';
import { seatExam, type LockedSeat, type SeatingError } from '@school/shared/exam-seating';
import { and, eq, notInArray } from 'drizzle-orm';
import type { SchoolYear } from '../../access/current-context';
import type { Db } from '../../db/client';
import { examSeats } from '../../db/schema';
import { writeAudit } from '../../engine/audit';
import { AppError } from '../../http/errors';
import { schoolSession, seatingStudent, sessionSeats } from './seat-map';
import { sessionRoster, type SessionDay } from './session-roster';
import { schoolVenues, seatProblem } from './session-venues';

/** The audit rows of a placement: the session's id, with the date and counts. */
export const PLACEMENT_AUDIT_ENTITY = 'exam-seat-placement';

/** The same date and session always get the same seed, so placing twice gives the same seats. */
export function placementSeed(day: SessionDay): number {
  return (Number(day.date.replace(/-/g, '')) * 31 + day.sessionId) % 2_147_483_647;
}

function placementError(error: SeatingError): AppError {
  if (error.kind === 'capacity') {
    return new AppError(
      400,
      ERROR_CODES.VALIDATION,
      `صندلی‌های قابل استفاده حوزه‌ها کافی نیست: ${toPersianDigits(error.students)} دانش‌آموز و ${toPersianDigits(error.seats)} صندلی (${toPersianDigits(error.missing)} صندلی کم است).`,
    );
  }
  if (error.kind === 'invalid-venue') {
    return new AppError(400, ERROR_CODES.VALIDATION, 'اندازه یکی از حوزه‌های امتحانی نادرست است.');
  }
  return new AppError(400, ERROR_CODES.VALIDATION, 'چیدمان با صندلی‌های قفل‌شده ممکن نیست.');
}

export interface PlacementResult {
  placed: number;
  kept: number;
}

export async function placeSession(
  db: Db,
  scope: SchoolYear,
  day: SessionDay,
  /** Who placed; null for the demo seed. */
  userId: number | null,
): Promise<PlacementResult> {
  return db.transaction(async (tx) => {
    await schoolSession(tx, scope.schoolId, day.sessionId, true);
    const roster = await sessionRoster(tx, scope, day);
    if (!roster.length) {
      throw new AppError(400, ERROR_CODES.VALIDATION, 'در این روز و نوبت امتحانی در برنامه نیست.');
    }
    const venues = await schoolVenues(tx, scope.schoolId);
    const current = await sessionSeats(tx, scope, day).for('update');
    const examIdsOf = new Map(roster.map((s) => [s.id, s.examIds]));
    const venueById = new Map(venues.map((v) => [v.id, v]));
    // A seat marked absent at the door stays as it is, like a locked one: placing again after the
    // exam began must not erase who was missing.
    const kept = current.filter((s) => {
      const venue = venueById.get(s.venueId);
      return (
        (s.locked || s.absent) &&
        examIdsOf.has(s.studentId) &&
        venue &&
        !seatProblem(venue, s.seatRow, s.seatColumn)
      );
    });
    const locked: LockedSeat[] = kept.map((s) => ({
      studentId: s.studentId,
      venueId: s.venueId,
      row: s.seatRow,
      column: s.seatColumn,
    }));
    const result = seatExam({
      venues: venues.map((v) => ({ id: v.id, rows: v.rows, columns: v.columns, outOfUse: v.outOfUse })),
      students: roster.map(seatingStudent),
      locked,
      seed: placementSeed(day),
    });
    if (!result.ok) throw placementError(result.error);

    const keptIds = kept.map((s) => s.id);
    const sessionRows = and(
      eq(examSeats.schoolId, scope.schoolId),
      eq(examSeats.academicYearId, scope.academicYearId),
      eq(examSeats.date, day.date),
      eq(examSeats.examSessionId, day.sessionId),
    );
    await tx
      .delete(examSeats)
      .where(keptIds.length ? and(sessionRows, notInArray(examSeats.id, keptIds)) : sessionRows);
    // A kept seat's exams follow the plan as it is now.
    for (const seat of kept) {
      await tx
        .update(examSeats)
        .set({ examIds: examIdsOf.get(seat.studentId)! })
        .where(eq(examSeats.id, seat.id));
    }
    const keptStudents = new Set(kept.map((s) => s.studentId));
    const fresh = result.seats.filter((s) => !keptStudents.has(s.studentId));
    if (fresh.length) {
      await tx.insert(examSeats).values(
        fresh.map((s) => ({
          schoolId: scope.schoolId,
          academicYearId: scope.academicYearId,
          date: day.date,
          examSessionId: day.sessionId,
          venueId: s.venueId,
          seatRow: s.row,
          seatColumn: s.column,
          studentId: s.studentId,
          examIds: examIdsOf.get(s.studentId)!,
          createdBy: userId,
          updatedBy: userId,
        })),
      );
    }
    await writeAudit(tx, {
      userId,
      entity: PLACEMENT_AUDIT_ENTITY,
      entityId: day.sessionId,
      action: 'create',
      schoolId: scope.schoolId,
      before: { date: day.date, seats: current.length },
      after: { date: day.date, placed: fresh.length, kept: kept.length },
    });
    return { placed: fresh.length, kept: kept.length };
  });
}
