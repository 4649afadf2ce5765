/**
 * Local search on one venue: swap two seats' occupants (a student and a student, or a student and an
 * empty seat) when the weighted pair count (pairs.ts) does not rise. A seat with a same-group
 * neighbour is picked, a few random partner seats are tried, and the best swap is taken; swaps that
 * leave the count equal are taken too, so the search walks across plateaus instead of stopping at the
 * first local minimum; after a long stretch without gain it restarts from the best seating so far
 * with a few random swaps (iterated local search), and returns the best seating seen (never worse
 * than the start, compared classroom pairs first). It stops at the lower bound (nothing better
 * exists) or after a budget of tries. Locked seats never move; a front-seat student never moves
 * to a row further back. All randomness comes from the seeded PRNG, so a seed gives one result.
 */
import type { VenueGrid } from './grid';
import type { SeatingModel } from './model';
import { compareTallies, countPairs, EMPTY, pairWeight, type PairTally } from './pairs';
import { randomIndex, type Random } from './prng';

export interface SearchLimits {
  /** Tries per free seat. */
  triesPerSeat: number;
  /** After this many tries per free seat without a strict gain, restart from the best seating. */
  patiencePerSeat: number;
  /** The venue's lower bounds: reaching them ends the search. */
  bound: PairTally;
}

const PARTNERS_PER_TRY = 6;
/** Floors for tiny venues, where a few hundred tries cost nothing. */
const MIN_TRIES = 5000;
const MIN_PATIENCE = 60;

export function improveVenue(
  model: SeatingModel,
  grid: VenueGrid,
  occupant: Int32Array,
  fixed: Uint8Array,
  random: Random,
  limits: SearchLimits,
): PairTally {
  const movable = grid.cells.filter((cell) => !fixed[cell]);
  let tally = countPairs(grid, occupant, model);
  if (movable.length < 2) return tally;
  const { neighbours, columns } = grid;
  const rowOf = (cell: number) => Math.floor(cell / columns);
  const atBound = (t: PairTally) =>
    t.classroom <= limits.bound.classroom && t.grade <= limits.bound.grade && t.course <= limits.bound.course;

  /** Weight of the pairs `student` would form at `cell`, ignoring the neighbour seat `skip`. */
  const weightAt = (cell: number, student: number, skip: number) => {
    let total = 0;
    for (let slot = 0; slot < 4; slot++) {
      const other = neighbours[cell * 4 + slot]!;
      if (other >= 0 && other !== skip) total += pairWeight(model, student, occupant[other]!);
    }
    return total;
  };
  /** A front-seat student may move forward or along a row, never back. */
  const allowed = (student: number, from: number, to: number) =>
    student < 0 || !model.front[student] || rowOf(to) <= rowOf(from);
  // The edge between a and b (if they are neighbours) joins the same two students before and after.
  const swapDelta = (a: number, b: number) => {
    const x = occupant[a]!;
    const y = occupant[b]!;
    return weightAt(a, y, b) - weightAt(a, x, b) + weightAt(b, x, a) - weightAt(b, y, a);
  };

  const tries = Math.max(MIN_TRIES, Math.ceil(limits.triesPerSeat * movable.length));
  const patience = Math.max(MIN_PATIENCE, Math.ceil(limits.patiencePerSeat * movable.length));
  let best = { occupant: occupant.slice(), tally };
  /** A few random swaps from the best seating, to leave a local minimum no single swap escapes. */
  const kick = () => {
    occupant.set(best.occupant);
    const swaps = 1 + randomIndex(random, 3);
    for (let k = 0; k < swaps; k++) {
      const a = movable[randomIndex(random, movable.length)]!;
      const b = movable[randomIndex(random, movable.length)]!;
      const x = occupant[a]!;
      const y = occupant[b]!;
      if (!allowed(x, a, b) || !allowed(y, b, a)) continue;
      occupant[a] = y;
      occupant[b] = x;
    }
    tally = countPairs(grid, occupant, model);
  };
  let conflicted: number[] = [];
  let sinceGain = 0;
  for (let round = 0; round < tries && !atBound(best.tally); round++) {
    if (sinceGain >= patience) {
      kick();
      sinceGain = 0;
      conflicted = [];
    }
    if (round % movable.length === 0 || conflicted.length === 0) {
      conflicted = movable.filter((cell) => occupant[cell]! >= 0 && weightAt(cell, occupant[cell]!, -1) > 0);
      if (conflicted.length === 0) break;
    }
    const a = conflicted[randomIndex(random, conflicted.length)]!;
    const x = occupant[a]!;
    if (x === EMPTY) continue;
    let bestCell = -1;
    let bestDelta = Infinity;
    for (let k = 0; k < PARTNERS_PER_TRY; k++) {
      const b = movable[randomIndex(random, movable.length)]!;
      const y = occupant[b]!;
      if (b === a || y === x || !allowed(x, a, b) || !allowed(y, b, a)) continue;
      const alike =
        y >= 0 &&
        model.classroom[y] === model.classroom[x] &&
        model.grade[y] === model.grade[x] &&
        model.course[y] === model.course[x];
      if (alike) continue; // swapping two students of one kind changes nothing
      const delta = swapDelta(a, b);
      if (delta < bestDelta) {
        bestDelta = delta;
        bestCell = b;
      }
    }
    sinceGain++;
    if (bestCell < 0 || bestDelta > 0) continue;
    occupant[a] = occupant[bestCell]!;
    occupant[bestCell] = x;
    if (bestDelta < 0) {
      sinceGain = 0;
      tally = countPairs(grid, occupant, model);
      if (compareTallies(tally, best.tally) < 0) best = { occupant: occupant.slice(), tally };
    }
  }
  occupant.set(best.occupant);
  return best.tally;
}
