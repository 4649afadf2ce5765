/** The lower bounds of bound.ts against exhaustive search on tiny venues, and the stated examples. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupPairBound } from '../../src/exam-seating/bound';
import { buildVenueGrid } from '../../src/exam-seating/grid';
import { minimumInducedEdges } from './brute-force';
import { PROPERTY_TIMEOUT_MS, runs } from './scenarios';

const tinyVenue = fc
  .record({ rows: fc.integer({ min: 1, max: 4 }), columns: fc.integer({ min: 1, max: 4 }) })
  .chain(({ rows, columns }) =>
    fc.uniqueArray(fc.integer({ min: 0, max: rows * columns - 1 }), { maxLength: 4 }).map((cells) => ({
      id: 1,
      rows,
      columns,
      outOfUse: cells.map((cell) => ({ row: Math.floor(cell / columns), column: cell % columns })),
    })),
  );

describe('neighbour-pair lower bound', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it('never exceeds the fewest pairs any group of that size can have (exhaustive, tiny venues)', () => {
    fc.assert(
      fc.property(tinyVenue, (venue) => {
        const grid = buildVenueGrid(venue);
        for (let size = 0; size <= grid.cells.length; size++)
          expect(groupPairBound(grid, size)).toBeLessThanOrEqual(minimumInducedEdges(grid, size));
      }),
      { ...runs, numRuns: 150 },
    );
  });

  it('is exact when a group fits the independent seats, and when a venue is full of one classroom', () => {
    const grid = buildVenueGrid({ id: 1, rows: 6, columns: 6 });
    expect(grid.independentSeats).toBe(18);
    expect(groupPairBound(grid, 18)).toBe(0);
    expect(groupPairBound(grid, 36)).toBe(60); // every neighbour pair of the room
    // 30 of one classroom: α alone says 30 − 18 = 12; the degrees say 60 − 6·4 = 36, the optimum
    // (the 6 others on independent inner seats).
    expect(groupPairBound(grid, 30)).toBe(36);
  });

  it('is not always exact, as its comment says: 6 of one classroom in a 3 × 3 room', () => {
    const grid = buildVenueGrid({ id: 1, rows: 3, columns: 3 });
    expect(grid.independentSeats).toBe(5);
    expect(groupPairBound(grid, 6)).toBe(2);
    expect(minimumInducedEdges(grid, 6)).toBe(3);
  });

  it('counts the independent seats of a grid with seats out of use (König: seats − maximum matching)', () => {
    // A 1 × 5 row with its middle seat broken: two separate pairs of seats, one of each can be used.
    expect(
      buildVenueGrid({ id: 1, rows: 1, columns: 5, outOfUse: [{ row: 0, column: 2 }] }).independentSeats,
    ).toBe(2);
    // A 3 × 3 room without its centre: a ring of 8 seats, 4 of them apart.
    expect(
      buildVenueGrid({ id: 1, rows: 3, columns: 3, outOfUse: [{ row: 1, column: 1 }] }).independentSeats,
    ).toBe(4);
    expect(buildVenueGrid({ id: 1, rows: 10, columns: 10 }).independentSeats).toBe(50);
    expect(buildVenueGrid({ id: 1, rows: 7, columns: 9 }).independentSeats).toBe(32);
  });
});
