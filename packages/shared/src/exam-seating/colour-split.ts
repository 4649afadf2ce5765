/**
 * The checkerboard start: seats of one colour ((row + column) even, or odd) are never neighbours, so
 * groups put wholly on one colour have no neighbour of their own. The groups (classrooms, grades or
 * courses) are split by a subset sum: some on colour A, the rest on colour B.
 *
 * When a split of whole groups fits both colours' free seats, every group is pair-free: with
 * classrooms, this is the provable criterion of the property tests (no locked or front-seat student
 * in the venue, whose seats are given). When none fits, one group of B (the largest) straddles: its
 * overflow takes A's last seats (the back rows, A filled front to back) while its B part takes B's
 * last seats (the front rows, B filled back to front), as far from each other as the room allows.
 * Filling the colours in opposite directions also puts different grades face to face across them.
 */
import { cellParity, type VenueGrid } from './grid';
import { EMPTY } from './pairs';

export function colourSplitPlacement(
  grid: VenueGrid,
  base: Int32Array,
  cells: readonly number[],
  rest: readonly number[],
  group: Int32Array,
  parity: number,
): Int32Array {
  const sideA = cells.filter((cell) => cellParity(grid, cell) === parity);
  const sideB = cells.filter((cell) => cellParity(grid, cell) !== parity).reverse();
  const sizes = new Map<number, number>();
  for (const i of rest) sizes.set(group[i]!, (sizes.get(group[i]!) ?? 0) + 1);
  const groups = [...sizes.keys()].sort((a, b) => a - b);
  const groupSizes = groups.map((g) => sizes.get(g)!);
  const chosen =
    subsetWithSum(groupSizes, Math.max(0, rest.length - sideB.length), sideA.length) ??
    subsetWithSum(groupSizes, 0, sideA.length)!;
  const onA = new Set(chosen.map((k) => groups[k]!));
  const straddler = groups
    .filter((g) => !onA.has(g))
    .reduce((big, g) => (big < 0 || sizes.get(g)! > sizes.get(big)! ? g : big), -1);

  const toA = rest.filter((i) => onA.has(group[i]!));
  const toB = [
    ...rest.filter((i) => !onA.has(group[i]!) && group[i] !== straddler),
    ...rest.filter((i) => group[i] === straddler),
  ];
  const overflow = toB.splice(sideB.length);
  const empties = sideA.length - toA.length - overflow.length;
  const sequenceA = [...toA, ...Array<number>(empties).fill(EMPTY), ...overflow];

  const occupant = base.slice();
  sideA.forEach((cell, k) => (occupant[cell] = sequenceA[k]!));
  sideB.forEach((cell, k) => (occupant[cell] = k < toB.length ? toB[k]! : EMPTY));
  return occupant;
}

/**
 * Indices of items whose sizes sum to a value in [low, high] (the largest reachable), or null.
 * Dynamic programming over sums: O(items × high).
 */
export function subsetWithSum(sizes: readonly number[], low: number, high: number): number[] | null {
  if (low > high) return null;
  // lastItem[s] = the item that first reached sum s (-1 for 0, -2 for unreached).
  const lastItem = new Int32Array(high + 1).fill(-2);
  lastItem[0] = -1;
  sizes.forEach((size, item) => {
    for (let s = high; s >= size; s--) {
      if (lastItem[s] === -2 && lastItem[s - size] !== -2) lastItem[s] = item;
    }
  });
  let sum = high;
  while (sum >= low && lastItem[sum] === -2) sum--;
  if (sum < low) return null;
  const items: number[] = [];
  while (sum > 0) {
    const item = lastItem[sum]!;
    items.push(item);
    sum -= sizes[item]!;
  }
  return items;
}
