/**
 * Neighbour pairs and their weights. A seating is judged by three counts in order: same-classroom,
 * same-grade, same-course pairs (a pair can count in all three). The local search minimises
 * 100·classroom + 10·grade + 1·course: one swap changes at most 8 pairs (4 around each seat), so a
 * swap that adds a same-classroom pair costs at least 100 − 8·10 − 8 > 0 and is never taken, and one
 * that adds a same-grade pair without removing a same-classroom pair costs at least 10 − 8 > 0:
 * the weighted sum never trades a higher goal for a lower one.
 */
import type { VenueGrid } from './grid';
import type { SeatingModel } from './model';

export const EMPTY = -1;
export const CLASSROOM_WEIGHT = 100;
export const GRADE_WEIGHT = 10;
export const COURSE_WEIGHT = 1;

export interface PairTally {
  classroom: number;
  grade: number;
  course: number;
}

export function pairWeight(model: SeatingModel, a: number, b: number): number {
  if (a < 0 || b < 0) return 0;
  return (
    (model.classroom[a] === model.classroom[b] ? CLASSROOM_WEIGHT : 0) +
    (model.grade[a] === model.grade[b] ? GRADE_WEIGHT : 0) +
    (model.course[a] === model.course[b] ? COURSE_WEIGHT : 0)
  );
}

/** Each neighbour pair once: only the right and back neighbours of every cell are looked at. */
export function countPairs(grid: VenueGrid, occupant: Int32Array, model: SeatingModel): PairTally {
  const tally: PairTally = { classroom: 0, grade: 0, course: 0 };
  for (const cell of grid.cells) {
    const a = occupant[cell]!;
    if (a < 0) continue;
    for (const slot of [1, 3]) {
      const b = grid.neighbours[cell * 4 + slot]!;
      if (b < 0 || occupant[b]! < 0) continue;
      const other = occupant[b]!;
      if (model.classroom[a] === model.classroom[other]) tally.classroom++;
      if (model.grade[a] === model.grade[other]) tally.grade++;
      if (model.course[a] === model.course[other]) tally.course++;
    }
  }
  return tally;
}

/** Lexicographic: fewer same-classroom pairs first, then grade, then course. */
export function compareTallies(a: PairTally, b: PairTally): number {
  return a.classroom - b.classroom || a.grade - b.grade || a.course - b.course;
}

export function weightOf(tally: PairTally): number {
  return tally.classroom * CLASSROOM_WEIGHT + tally.grade * GRADE_WEIGHT + tally.course * COURSE_WEIGHT;
}
