/**
 * scoreSeating: the stats of a seating as it stands, e.g. after the exam deputy moved or swapped
 * students by hand, so the seat map shows the pairs and bounds of what will really be printed.
 * The bounds are those of the students each venue now holds.
 */
import { buildSeatingModel } from './model';
import { EMPTY } from './pairs';
import { seatingStats } from './stats';
import type { SeatAssignment, SeatingScore, SeatingStudent, SeatingVenue } from './types';
import { validateSeating } from './validate';

export function scoreSeating(input: {
  venues: readonly SeatingVenue[];
  students: readonly SeatingStudent[];
  seats: readonly SeatAssignment[];
}): SeatingScore {
  const error = validateSeating(input.venues, input.students, input.seats, 'invalid-seat');
  if (error) return { ok: false, error };
  // The seats are read as locks: the model then knows each student's venue and cell.
  const model = buildSeatingModel(input.venues, input.students, input.seats);
  const occupants = model.grids.map((grid) => new Int32Array(grid.rows * grid.columns).fill(EMPTY));
  const unseated: number[] = [];
  model.studentIds.forEach((studentId, i) => {
    const v = model.lockedVenue[i]!;
    if (v < 0) unseated.push(studentId);
    else occupants[v]![model.lockedCell[i]!] = i;
  });
  return { ok: true, stats: seatingStats(model, occupants), unseated };
}
