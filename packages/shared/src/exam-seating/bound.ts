/**
 * Lower bounds on neighbour pairs of one group (a classroom, a grade or a course) in one venue.
 *
 * Let G be the venue's seat graph (usable seats; left/right/front/back neighbours; grid.ts), with
 * m vertices, E edges and independence number α. A group of k students sits on some k-vertex set S;
 * its same-group pairs are the edges of the induced graph G[S]. Two bounds hold for every S:
 *
 * (1) e(G[S]) ≥ k − α. Proof: delete one end of every edge of G[S]; at least k − e(G[S]) vertices
 *     remain and no two of them are neighbours, so they form an independent set of G, hence
 *     k − e(G[S]) ≤ α. (G is bipartite, so α = m − ν with ν a maximum matching, by König.)
 * (2) e(G[S]) ≥ E − (sum of the m − k largest degrees). Proof: every edge of G not inside S touches
 *     one of the m − k usable seats outside S (empty or held by other groups), and a seat touches at
 *     most its degree of edges.
 *
 * Pairs of different groups are different edges, so a venue's pairs are at least the sum of its
 * groups' bounds. (1) is the one that matters in a full grid: a classroom with more than ⌈m/2⌉
 * students in a venue of m seats must have neighbours of its own; (2) takes over when a venue is
 * nearly full of one classroom (e.g. 30 of one classroom in a 6 × 6 room: α says 12, (2) says 36,
 * which is exact). Neither is always exact (a 3 × 3 room with 6 of one classroom: bound 2, optimum
 * 3), so the stats call it a lower bound; equality with the pairs found proves the seating optimal.
 */
import type { VenueGrid } from './grid';

export function groupPairBound(grid: VenueGrid, groupSize: number): number {
  const seats = grid.cells.length;
  if (groupSize <= 1) return 0;
  const byIndependence = groupSize - grid.independentSeats;
  const outside = Math.max(0, seats - groupSize);
  const byDegrees = grid.edgeCount - grid.topDegreeSum[outside]!;
  return Math.max(0, byIndependence, byDegrees);
}

/** The bound for a whole venue: the sum over its groups, given by their sizes. */
export function venuePairBound(grid: VenueGrid, groupSizes: Iterable<number>): number {
  let total = 0;
  for (const size of groupSizes) total += groupPairBound(grid, size);
  return total;
}
