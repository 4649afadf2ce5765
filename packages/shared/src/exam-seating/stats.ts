/** The figures shown with a seating: pairs found against the lower bounds, and each venue's fill. */
import { venuePairBound } from './bound';
import type { VenueGrid } from './grid';
import type { SeatingModel } from './model';
import { countPairs, type PairTally } from './pairs';
import type { PairCount, SeatingStats, VenueSeatingStats } from './types';

function groupSizes(members: readonly number[], codes: Int32Array): Map<number, number> {
  const sizes = new Map<number, number>();
  for (const i of members) sizes.set(codes[i]!, (sizes.get(codes[i]!) ?? 0) + 1);
  return sizes;
}

export function venueBounds(model: SeatingModel, grid: VenueGrid, members: readonly number[]): PairTally {
  return {
    classroom: venuePairBound(grid, groupSizes(members, model.classroom).values()),
    grade: venuePairBound(grid, groupSizes(members, model.grade).values()),
    course: venuePairBound(grid, groupSizes(members, model.course).values()),
  };
}

export function venueStats(
  model: SeatingModel,
  grid: VenueGrid,
  members: readonly number[],
  occupant: Int32Array,
  bound: PairTally,
): VenueSeatingStats {
  const pairs = countPairs(grid, occupant, model);
  let largest: VenueSeatingStats['largestClassroom'] = null;
  for (const [code, size] of groupSizes(members, model.classroom)) {
    const classroomId = model.classroomIds[code]!;
    const better =
      !largest || size > largest.students || (size === largest.students && classroomId < largest.classroomId);
    if (better) largest = { classroomId, students: size };
  }
  const seats = grid.cells.length;
  return {
    venueId: grid.venueId,
    seats,
    students: members.length,
    fill: seats === 0 ? 0 : members.length / seats,
    independentSeats: grid.independentSeats,
    largestClassroom: largest,
    sameClassroom: { pairs: pairs.classroom, lowerBound: bound.classroom },
    sameGrade: { pairs: pairs.grade, lowerBound: bound.grade },
    sameCourse: { pairs: pairs.course, lowerBound: bound.course },
    sameClassroomUnavoidable: bound.classroom > 0,
  };
}

function sumPairCounts(counts: readonly PairCount[]): PairCount {
  return counts.reduce(
    (sum, c) => ({ pairs: sum.pairs + c.pairs, lowerBound: sum.lowerBound + c.lowerBound }),
    {
      pairs: 0,
      lowerBound: 0,
    },
  );
}

/** The students seated in a venue's grid (dense indices). */
export function venueMembers(grid: VenueGrid, occupant: Int32Array): number[] {
  return grid.cells.map((cell) => occupant[cell]!).filter((i) => i >= 0);
}

/** Stats of a whole seating: one occupant array per venue (model.grids order). */
export function seatingStats(model: SeatingModel, occupants: readonly Int32Array[]): SeatingStats {
  let frontSeatsUnmet = 0;
  const venues = model.grids.map((grid, v) => {
    const occupant = occupants[v]!;
    for (const cell of grid.cells) {
      const i = occupant[cell]!;
      if (i >= 0 && model.front[i] && cell >= grid.columns) frontSeatsUnmet++;
    }
    const members = venueMembers(grid, occupant);
    return venueStats(model, grid, members, occupant, venueBounds(model, grid, members));
  });
  const sameClassroom = sumPairCounts(venues.map((v) => v.sameClassroom));
  return {
    sameClassroom,
    sameGrade: sumPairCounts(venues.map((v) => v.sameGrade)),
    sameCourse: sumPairCounts(venues.map((v) => v.sameCourse)),
    sameClassroomUnavoidable: sameClassroom.lowerBound > 0,
    frontSeatsUnmet,
    venues,
  };
}
