/**
 * seatExam: every student of one exam date × session in exactly one usable seat, locked seats kept,
 * front-seat students in row 0 where it has room, venues filled evenly; then as few same-classroom
 * neighbours as the local search finds (never fewer than the stated lower bound), then same-grade,
 * then same-course. Pure and deterministic: the same input and seed give the same seats.
 */
import { distributeStudents } from './distribute';
import { improveVenue } from './local-search';
import { buildSeatingModel, type SeatingModel } from './model';
import { placeVenue } from './placement';
import { derivedSeed, seededRandom } from './prng';
import { seatingStats, venueBounds } from './stats';
import type { SeatAssignment, SeatingInput, SeatingResult } from './types';
import { checkCapacity, validateSeating } from './validate';

const TRIES_PER_SEAT = 400;
const PATIENCE_PER_SEAT = 20;
const MAX_EFFORT = 50;

/** 1 unless a positive number is given; at most MAX_EFFORT, so a typo cannot hang the server. */
function effortOf(effort: number | undefined): number {
  return effort !== undefined && Number.isFinite(effort) && effort > 0 ? Math.min(effort, MAX_EFFORT) : 1;
}

export function seatExam(input: SeatingInput): SeatingResult {
  const error =
    validateSeating(input.venues, input.students, input.locked ?? [], 'invalid-lock') ??
    checkCapacity(input.venues, input.students.length);
  if (error) return { ok: false, error };
  const model = buildSeatingModel(input.venues, input.students, input.locked ?? []);
  const venueOf = distributeStudents(model);
  const effort = effortOf(input.effort);

  const occupants = model.grids.map((grid, v) => {
    const members: number[] = [];
    venueOf.forEach((venue, i) => {
      if (venue === v) members.push(i);
    });
    const start = placeVenue(model, grid, members);
    improveVenue(model, grid, start.occupant, start.fixed, seededRandom(derivedSeed(input.seed, v)), {
      triesPerSeat: TRIES_PER_SEAT * effort,
      patiencePerSeat: PATIENCE_PER_SEAT * effort,
      bound: venueBounds(model, grid, members),
    });
    return start.occupant;
  });
  const seatOf = seatsOf(model, occupants);
  return {
    ok: true,
    seats: input.students.map((s) => seatOf.get(s.id)!),
    stats: seatingStats(model, occupants),
  };
}

function seatsOf(model: SeatingModel, occupants: readonly Int32Array[]): Map<number, SeatAssignment> {
  const seatOf = new Map<number, SeatAssignment>();
  model.grids.forEach((grid, v) => {
    for (const cell of grid.cells) {
      const i = occupants[v]![cell]!;
      if (i < 0) continue;
      const studentId = model.studentIds[i]!;
      const row = Math.floor(cell / grid.columns);
      seatOf.set(studentId, { studentId, venueId: grid.venueId, row, column: cell % grid.columns });
    }
  });
  return seatOf;
}
