/**
 * A tiny seeded PRNG (mulberry32): the optimiser must give the same seats for the same input and seed
 * on any machine, which Math.random cannot promise.
 */
export type Random = () => number;

/** Uniform in [0, 1), fully determined by `seed`. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A seed for part `index` of a run (one per venue), so venues do not share one stream. */
export function derivedSeed(seed: number, index: number): number {
  return (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(index + 1, 0xc2b2ae35)) >>> 0;
}

/** An integer in [0, n). */
export function randomIndex(random: Random, n: number): number {
  return Math.floor(random() * n);
}
