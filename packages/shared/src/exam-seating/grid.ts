/**
 * A venue as a graph: usable seats are vertices, seats side by side in a row (left, right) or one
 * behind the other in a column (front, back) are neighbours. Seats out of use are not vertices, so two
 * seats with a broken one between them are not neighbours. Cells are numbered row-major.
 */
import type { SeatingVenue } from './types';

export interface VenueGrid {
  venueId: number;
  rows: number;
  columns: number;
  /** 1 for a usable seat, 0 for a seat out of use; indexed by cell = row × columns + column. */
  usable: Uint8Array;
  /** The usable cells, row-major. */
  cells: number[];
  /** Four slots per cell (left, right, front, back): the neighbouring usable cell or -1. */
  neighbours: Int32Array;
  degree: Uint8Array;
  edgeCount: number;
  /** Independence number α: the most seats with no two of them neighbours (see bound.ts). */
  independentSeats: number;
  /** Degrees of the usable cells, largest first, as prefix sums: topDegreeSum[t] = sum of the t largest. */
  topDegreeSum: number[];
}

export function buildVenueGrid(venue: SeatingVenue): VenueGrid {
  const { rows, columns } = venue;
  const usable = new Uint8Array(rows * columns).fill(1);
  for (const seat of venue.outOfUse ?? []) usable[seat.row * columns + seat.column] = 0;
  const cells: number[] = [];
  for (let cell = 0; cell < usable.length; cell++) if (usable[cell]) cells.push(cell);

  const neighbours = new Int32Array(rows * columns * 4).fill(-1);
  const degree = new Uint8Array(rows * columns);
  let degreeTotal = 0;
  for (const cell of cells) {
    const row = Math.floor(cell / columns);
    const column = cell % columns;
    const around = [
      column > 0 ? cell - 1 : -1,
      column < columns - 1 ? cell + 1 : -1,
      row > 0 ? cell - columns : -1,
      row < rows - 1 ? cell + columns : -1,
    ];
    around.forEach((other, slot) => {
      if (other >= 0 && usable[other]) {
        neighbours[cell * 4 + slot] = other;
        degree[cell]!++;
        degreeTotal++;
      }
    });
  }
  const sorted = cells.map((cell) => degree[cell]!).sort((a, b) => b - a);
  const topDegreeSum = [0];
  for (const d of sorted) topDegreeSum.push(topDegreeSum[topDegreeSum.length - 1]! + d);

  const grid: VenueGrid = {
    venueId: venue.id,
    rows,
    columns,
    usable,
    cells,
    neighbours,
    degree,
    edgeCount: degreeTotal / 2,
    independentSeats: 0,
    topDegreeSum,
  };
  grid.independentSeats = cells.length - maximumMatching(grid);
  return grid;
}

/** Checkerboard colour of a cell: neighbours always differ, so each colour is an independent set. */
export function cellParity(grid: VenueGrid, cell: number): number {
  return (Math.floor(cell / grid.columns) + (cell % grid.columns)) % 2;
}

/**
 * Size of a maximum matching of the seat graph (Kuhn's augmenting paths from the even cells). The
 * graph is bipartite (checkerboard colours), so by König's theorem α = vertices − maximum matching.
 */
function maximumMatching(grid: VenueGrid): number {
  const partner = new Int32Array(grid.usable.length).fill(-1);
  let size = 0;
  const visited = new Int32Array(grid.usable.length).fill(-1);
  const augment = (cell: number, round: number): boolean => {
    for (let slot = 0; slot < 4; slot++) {
      const other = grid.neighbours[cell * 4 + slot]!;
      if (other < 0 || visited[other] === round) continue;
      visited[other] = round;
      const current = partner[other]!;
      if (current < 0 || augment(current, round)) {
        partner[other] = cell;
        partner[cell] = other;
        return true;
      }
    }
    return false;
  };
  let round = 0;
  for (const cell of grid.cells) {
    if (cellParity(grid, cell) !== 0) continue;
    if (augment(cell, round++)) size++;
  }
  return size;
}
