/**
 * The school's exam venues as the seating reads them: each grid with its seats out of use, and
 * whether a seat is one a student may be given.
 */
import { parseSeatCodes, type SeatMapVenue } from '@school/shared';
import { MAX_VENUE_SIDE } from '@school/shared/exam-seating';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examVenues } from '../../db/schema';

export async function schoolVenues(db: Db, schoolId: number): Promise<SeatMapVenue[]> {
  const rows = await db
    .select()
    .from(examVenues)
    .where(eq(examVenues.schoolId, schoolId))
    .orderBy(asc(examVenues.title), asc(examVenues.id));
  return rows
    .filter((v) => v.seatRows >= 1 && v.seatColumns >= 1)
    .map((v) => {
      // The optimiser takes grids of at most MAX_VENUE_SIDE a side; the venue form keeps them so.
      const rowsCount = Math.min(v.seatRows, MAX_VENUE_SIDE);
      const columns = Math.min(v.seatColumns, MAX_VENUE_SIDE);
      const outOfUse = parseSeatCodes(v.outOfUseSeats, rowsCount, columns).seats;
      return {
        id: v.id,
        title: v.title,
        rows: rowsCount,
        columns,
        outOfUse,
        seats: rowsCount * columns - outOfUse.length,
      };
    });
}

export type SeatProblem = 'outside' | 'out-of-use' | null;

/** Why a student cannot be given this seat of the venue, or null when one can. */
export function seatProblem(venue: SeatMapVenue, row: number, column: number): SeatProblem {
  if (row < 0 || column < 0 || row >= venue.rows || column >= venue.columns) return 'outside';
  if (venue.outOfUse.some((s) => s.row === row && s.column === column)) return 'out-of-use';
  return null;
}

export const SEAT_PROBLEM_MESSAGES: Record<Exclude<SeatProblem, null>, string> = {
  outside: 'این صندلی بیرون از نقشه حوزه است.',
  'out-of-use': 'این صندلی قابل استفاده نیست.',
};
