/**
 * Demo absentees: on each school's first seated exam morning two students of the first venue were
 * marked absent at the door, so the absentee report, the report sheet's counts and grade entry's
 * «غایب» have something to show. Runs after the seating of demo-exam-logistics.ts.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { examSeats } from '../schema';
import { applySeatAbsence } from '../../modules/exam-scores';

export async function seedDemoExamAbsentees(db: Db, schoolIds: number[]) {
  for (const schoolId of schoolIds) {
    const [first] = await db
      .select({ date: examSeats.date, sessionId: examSeats.examSessionId, venueId: examSeats.venueId })
      .from(examSeats)
      .where(eq(examSeats.schoolId, schoolId))
      .orderBy(asc(examSeats.date), asc(examSeats.venueId))
      .limit(1);
    if (!first) continue;
    const seats = await db
      .select()
      .from(examSeats)
      .where(
        and(
          eq(examSeats.schoolId, schoolId),
          eq(examSeats.date, first.date),
          eq(examSeats.examSessionId, first.sessionId),
          eq(examSeats.venueId, first.venueId),
        ),
      )
      .orderBy(asc(examSeats.seatRow), asc(examSeats.seatColumn));
    for (const seat of [seats[2], seats[6]]) {
      if (!seat) continue;
      await db
        .update(examSeats)
        .set({ absent: true, absentMarkedAt: new Date() })
        .where(eq(examSeats.id, seat.id));
      await applySeatAbsence(db, {
        schoolId,
        studentId: seat.studentId,
        examIds: seat.examIds,
        absent: true,
        userId: null,
      });
    }
  }
}
