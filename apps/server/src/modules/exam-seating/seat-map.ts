/**
 * The seat map of a date × session: venues, who sits, the seats as they stand and their stats
 * (scoreSeating, so manual moves count), with a Persian note when same-classroom neighbours cannot
 * be avoided.
 */
import { toPersianDigits, type SeatMap, type SeatMapSeat, type SeatMapVenue } from '@school/shared';
import { scoreSeating, type SeatingStats, type SeatingStudent } from '@school/shared/exam-seating';
import { and, asc, eq } from 'drizzle-orm';
import type { SchoolYear } from '../../access/current-context';
import type { Db } from '../../db/client';
import { examSeats, examSessions } from '../../db/schema';
import { notFound } from '../../http/errors';
import { sessionRoster, type RosterStudent, type SessionDay } from './session-roster';
import { schoolVenues, seatProblem } from './session-venues';

/** The school's exam session (404 for another school's or a missing one). */
export async function schoolSession(db: Db, schoolId: number, sessionId: number, lock = false) {
  const query = db
    .select({ id: examSessions.id, title: examSessions.title })
    .from(examSessions)
    .where(and(eq(examSessions.id, sessionId), eq(examSessions.schoolId, schoolId)));
  // Locking the session's row serialises every write to its seats (placing, moving, locking).
  const [session] = lock ? await query.for('update') : await query;
  if (!session) throw notFound('نوبت برگزاری یافت نشد.');
  return session;
}

/** The optimiser's view of a student: one without a classroom pairs with nobody. */
export function seatingStudent(s: RosterStudent): SeatingStudent {
  return {
    id: s.id,
    classroomId: s.classroomId ?? -s.id,
    gradeLevel: s.gradeLevel ?? -s.id,
    courseKey: s.courseKey,
    frontSeat: s.frontSeat,
  };
}

export function sessionSeats(db: Db, scope: SchoolYear, day: SessionDay) {
  return db
    .select()
    .from(examSeats)
    .where(
      and(
        eq(examSeats.schoolId, scope.schoolId),
        eq(examSeats.academicYearId, scope.academicYearId),
        eq(examSeats.date, day.date),
        eq(examSeats.examSessionId, day.sessionId),
      ),
    )
    .orderBy(asc(examSeats.venueId), asc(examSeats.seatRow), asc(examSeats.seatColumn));
}

function unavoidableNote(
  stats: SeatingStats,
  venues: SeatMapVenue[],
  roster: RosterStudent[],
): string | null {
  const notes = stats.venues
    .filter((v) => v.sameClassroomUnavoidable && v.largestClassroom)
    .map((v) => {
      const venue = venues.find((x) => x.id === v.venueId)?.title ?? '';
      const classroomId = v.largestClassroom!.classroomId;
      const classroom = roster.find((s) => s.classroomId === classroomId)?.classroom ?? '';
      return `در «${venue}» ${toPersianDigits(v.largestClassroom!.students)} دانش‌آموز از کلاس «${classroom}» نشسته‌اند و بیش از ${toPersianDigits(v.independentSeats)} نفر را نمی‌توان بی‌همسایه نشاند؛ دست‌کم ${toPersianDigits(v.sameClassroom.lowerBound)} جفت هم‌کلاسی کنار هم ناگزیر است.`;
    });
  return notes.length ? notes.join(' ') : null;
}

export async function readSeatMap(db: Db, scope: SchoolYear, day: SessionDay): Promise<SeatMap> {
  const session = await schoolSession(db, scope.schoolId, day.sessionId);
  const [roster, venues, rows] = await Promise.all([
    sessionRoster(db, scope, day),
    schoolVenues(db, scope.schoolId),
    sessionSeats(db, scope, day),
  ]);
  const seats: SeatMapSeat[] = rows.map((r) => ({
    id: r.id,
    venueId: r.venueId,
    row: r.seatRow,
    column: r.seatColumn,
    studentId: r.studentId,
    examIds: r.examIds,
    locked: r.locked,
  }));
  const sitting = new Set(roster.map((s) => s.id));
  const venueById = new Map(venues.map((v) => [v.id, v]));
  // Seats that no longer fit (a student who left the course group, a seat since put out of use) are
  // shown but not scored; placing again gives their students a seat.
  const valid = seats.filter((s) => {
    const venue = venueById.get(s.venueId);
    return sitting.has(s.studentId) && venue && seatProblem(venue, s.row, s.column) === null;
  });
  const score = valid.length
    ? scoreSeating({
        venues: venues.map((v) => ({ id: v.id, rows: v.rows, columns: v.columns, outOfUse: v.outOfUse })),
        students: roster.map(seatingStudent),
        seats: valid.map((s) => ({
          studentId: s.studentId,
          venueId: s.venueId,
          row: s.row,
          column: s.column,
        })),
      })
    : null;
  const stats = score?.ok ? score.stats : null;
  const seated = new Set(seats.map((s) => s.studentId));
  return {
    date: day.date,
    session,
    venues,
    students: roster.map(({ courseKey: _key, ...student }) => student),
    seats,
    unseated: roster.filter((s) => !seated.has(s.id)).map((s) => s.id),
    stats,
    unavoidableNote: stats ? unavoidableNote(stats, venues, roster) : null,
  };
}
