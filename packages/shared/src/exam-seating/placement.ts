/**
 * The constructive placement of one venue: locked students on their seats, front-seat students spread
 * along row 0, then the others by the best of several patterns (fewest same-classroom pairs, then
 * grade, then course), which the local search then improves:
 *
 * - a stride: the free seats in row-major order take the students sorted by (grade, course,
 *   classroom) at positions i·K mod L (L free seats, K coprime to L). Seats side by side are K apart
 *   in that order and seats one behind the other columns·K apart, so a good K keeps every grade,
 *   course and classroom block away from itself — with three equal grades it is the (row + column)
 *   mod 3 colouring; all K are tried on small venues.
 * - checkerboard splits of whole classrooms, grades or courses over the two seat colours
 *   (colour-split.ts), which seat every group apart whenever the group sizes allow such a split.
 */
import { colourSplitPlacement } from './colour-split';
import type { VenueGrid } from './grid';
import { byGradeCourseClassroom, type SeatingModel } from './model';
import { compareTallies, countPairs, EMPTY, type PairTally } from './pairs';

export interface VenueStart {
  occupant: Int32Array;
  /** Cells whose student must not move (locked seats). */
  fixed: Uint8Array;
  /** Front-seat students placed outside row 0 because row 0 was full. */
  frontUnmet: number;
}

/** Every K is tried up to this many free seats; larger venues try about this many spread-out K. */
const STRIDE_TRIES = 240;

export function placeVenue(model: SeatingModel, grid: VenueGrid, members: readonly number[]): VenueStart {
  const occupant = new Int32Array(grid.rows * grid.columns).fill(EMPTY);
  const fixed = new Uint8Array(grid.rows * grid.columns);
  const free = new Set(grid.cells);
  const take = (cell: number, student: number) => {
    occupant[cell] = student;
    free.delete(cell);
  };
  for (const i of members) {
    if (model.lockedCell[i]! >= 0) {
      take(model.lockedCell[i]!, i);
      fixed[model.lockedCell[i]!] = 1;
    }
  }
  const frontUnmet = placeFrontSeats(model, grid, members, free, take);

  const rest = members
    .filter((i) => model.lockedCell[i]! < 0 && !model.front[i])
    .sort(byGradeCourseClassroom(model));
  const cells = [...free].sort((a, b) => a - b);
  let best: { occupant: Int32Array; tally: PairTally } | null = null;
  const consider = (candidate: Int32Array) => {
    const tally = countPairs(grid, candidate, model);
    if (!best || compareTallies(tally, best.tally) < 0) best = { occupant: candidate, tally };
  };
  for (const candidate of stridePlacements(occupant, cells, rest)) consider(candidate);
  for (const group of [model.classroom, model.grade, model.course])
    for (const parity of [0, 1]) consider(colourSplitPlacement(grid, occupant, cells, rest, group, parity));
  return { occupant: best!.occupant, fixed, frontUnmet };
}

/**
 * Front-seat students on row 0, spread evenly along it (so two of them are rarely neighbours); when
 * row 0 is full, on the front-most free seats behind it.
 */
function placeFrontSeats(
  model: SeatingModel,
  grid: VenueGrid,
  members: readonly number[],
  free: Set<number>,
  take: (cell: number, student: number) => void,
): number {
  const front = members
    .filter((i) => model.lockedCell[i]! < 0 && model.front[i])
    .sort((a, b) => model.classroom[a]! - model.classroom[b]! || a - b);
  const rowZero = [...free].filter((cell) => cell < grid.columns).sort((a, b) => a - b);
  const onRowZero = Math.min(front.length, rowZero.length);
  for (let k = 0; k < onRowZero; k++) {
    take(rowZero[Math.floor(((k + 0.5) * rowZero.length) / onRowZero)]!, front[k]!);
  }
  const behind = [...free].sort((a, b) => a - b);
  for (let k = onRowZero; k < front.length; k++) take(behind[k - onRowZero]!, front[k]!);
  return front.length - onRowZero;
}

function* strideKeys(length: number): Generator<number> {
  if (length <= 1) {
    yield 1;
    return;
  }
  const step = Math.max(1, Math.floor(length / STRIDE_TRIES));
  for (let k = 1; k < length; k += step) {
    let key = k;
    while (gcd(key, length) !== 1) key++;
    if (key < length) yield key;
  }
}

function* stridePlacements(base: Int32Array, cells: readonly number[], rest: readonly number[]) {
  const length = cells.length;
  for (const key of strideKeys(length)) {
    const occupant = base.slice();
    for (let i = 0; i < length; i++) {
      const position = (i * key) % length;
      occupant[cells[i]!] = position < rest.length ? rest[position]! : EMPTY;
    }
    yield occupant;
  }
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}
