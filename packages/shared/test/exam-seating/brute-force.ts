/**
 * Exact optima for tiny venues by exhaustive search, to hold the optimiser and the lower bounds
 * against: every way of putting the students (as kinds: classroom, grade, course) on the seats.
 */
import type { VenueGrid } from '../../src/exam-seating/grid';

export interface Kind {
  classroom: number;
  grade: number;
  course: string;
}

export interface Tally {
  classroom: number;
  grade: number;
  course: number;
}

const worse = (a: Tally, b: Tally) => a.classroom - b.classroom || a.grade - b.grade || a.course - b.course;

/** The lexicographically least (classroom, grade, course) pair counts any seating reaches. */
export function bruteForceOptimum(grid: VenueGrid, students: readonly Kind[]): Tally {
  const kinds: Kind[] = [];
  const left: number[] = [];
  for (const s of students) {
    const k = kinds.findIndex(
      (kind) => kind.classroom === s.classroom && kind.grade === s.grade && kind.course === s.course,
    );
    if (k >= 0) left[k]!++;
    else {
      kinds.push(s);
      left.push(1);
    }
  }
  let empties = grid.cells.length - students.length;
  const at = new Int32Array(grid.rows * grid.columns).fill(-1);
  let best: Tally = { classroom: Infinity, grade: Infinity, course: Infinity };

  const visit = (index: number, tally: Tally) => {
    if (worse(tally, best) >= 0 && index > 0) return; // counts only grow
    if (index === grid.cells.length) {
      best = tally;
      return;
    }
    const cell = grid.cells[index]!;
    if (empties > 0) {
      empties--;
      visit(index + 1, tally);
      empties++;
    }
    for (let k = 0; k < kinds.length; k++) {
      if (left[k] === 0) continue;
      const next = { ...tally };
      // The left and front neighbours come earlier in row-major order.
      for (const slot of [0, 2]) {
        const other = grid.neighbours[cell * 4 + slot]!;
        if (other < 0 || at[other]! < 0) continue;
        const a = kinds[k]!;
        const b = kinds[at[other]!]!;
        if (a.classroom === b.classroom) next.classroom++;
        if (a.grade === b.grade) next.grade++;
        if (a.course === b.course) next.course++;
      }
      left[k]!--;
      at[cell] = k;
      visit(index + 1, next);
      at[cell] = -1;
      left[k]!++;
    }
  };
  visit(0, { classroom: 0, grade: 0, course: 0 });
  return best;
}

/** The fewest neighbour pairs inside any set of `size` usable seats. */
export function minimumInducedEdges(grid: VenueGrid, size: number): number {
  let best = Infinity;
  const chosen = new Uint8Array(grid.rows * grid.columns);
  const visit = (index: number, picked: number, edges: number) => {
    if (edges >= best) return;
    if (picked === size) {
      best = edges;
      return;
    }
    if (grid.cells.length - index < size - picked) return;
    const cell = grid.cells[index]!;
    visit(index + 1, picked, edges);
    let added = 0;
    for (const slot of [0, 2]) {
      const other = grid.neighbours[cell * 4 + slot]!;
      if (other >= 0 && chosen[other]) added++;
    }
    chosen[cell] = 1;
    visit(index + 1, picked + 1, edges + added);
    chosen[cell] = 0;
  };
  visit(0, 0, 0);
  return best;
}
