/**
 * The grading rules of report cards and the continuous score, in one place. The server computes
 * them set-based in SQL (apps/server/src/modules/grading/); these functions are the reference the
 * SQL is tested against and what the pages use to explain a value.
 *
 *  1. Every item is normalised to the 0–20 scale: score / max × 20.
 *  2. Continuous score (student, course group, term): a hand-entered override if one exists; else
 *     the weighted mean of the term's worksheet activities (weight 1 each) and the group's exams of
 *     the term whose type counts toward 'continuous' (weight = the exam's weight).
 *     'absent' counts as 0; 'excused' and empty cells are left out. No item → null.
 *  3. Final score: the weighted mean (exam weight) of the term's exams counting toward 'final',
 *     with the same mark rules.
 *  4. Term score: the mean of continuous and final when both exist, else whichever exists.
 *  5. Year score: the weighted mean of the term scores, weight = the term's ordinal
 *     (term 1 × 1, term 2 × 2: the Iranian secondary rule).
 *  6. Rounding: every stored value (continuous, final, score, average, class average) has two
 *     decimals, rounded half up (14.125 → 14.13, 14.124 → 14.12). Later steps use the rounded
 *     values, so a card can be checked by hand from what it shows.
 *  7. passed: score ≥ the course's passing score (10 when unset), for a numeric course only once its
 *     final exists (the term's final on a term card, every term's on a year card): until then the
 *     course has no result, never «قبول». Qualitative courses show the
 *     qualitative type whose [min, max] range holds the score (in a gap between ranges, the type
 *     with the highest minimum below the score), or the type entered directly when there are no
 *     numbers; they are left out of the average and the units.
 *  8. Average: Σ(score × units) / Σ(units) over numeric courses with a score; totalUnits is that
 *     Σ(units), passedUnits the units of those passed.
 *  9. Class and grade-level rank by average, descending; ties share a rank and the next rank skips
 *     (1, 1, 3); no average, no rank.
 * 10. Discipline score (DOMAIN.md): 20 plus the deltas of the student's discipline items of the
 *     period (negative for a breach, positive for merit), clamped to 0–20. Report cards show it once
 *     the discipline module records items; until then it is absent from the card.
 */

export const DEFAULT_PASSING_SCORE = 10;

/** Half-up rounding to two decimals, exact for decimal inputs (no binary drift: 1.005 → 1.01). */
export function roundScore(value: number): number {
  const sign = value < 0 ? -1 : 1;
  const [whole, fraction = ''] = Math.abs(value).toFixed(10).split('.');
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2));
  const up = Number(fraction[2] ?? '0') >= 5 ? 1 : 0;
  return (sign * (cents + up)) / 100;
}

export type ItemMark = 'absent' | 'excused';

export interface GradeItem {
  /** The raw score, or null with a mark, or null and no mark for an empty cell. */
  score: number | null;
  mark?: ItemMark | null;
  maxScore: number;
  weight: number;
}

/** An item on the 0–20 scale, or null when it is left out (excused or empty). */
export function normalisedItem(item: GradeItem): number | null {
  if (item.mark === 'absent') return 0;
  if (item.score === null || item.mark === 'excused') return null;
  return (item.score / item.maxScore) * 20;
}

/** Weighted mean of the items that count, rounded; null when none counts. */
export function weightedItemMean(items: readonly GradeItem[]): number | null {
  let sum = 0;
  let weights = 0;
  for (const item of items) {
    const value = normalisedItem(item);
    if (value === null) continue;
    sum += value * item.weight;
    weights += item.weight;
  }
  return weights > 0 ? roundScore(sum / weights) : null;
}

/** The continuous score: the override, else the weighted mean of worksheet and continuous exams. */
export function continuousScore(items: readonly GradeItem[], override: number | null = null): number | null {
  return override !== null ? roundScore(override) : weightedItemMean(items);
}

/** Term score from the (rounded) continuous and final scores. */
export function termScore(continuous: number | null, final: number | null): number | null {
  if (continuous !== null && final !== null) return roundScore((continuous + final) / 2);
  return continuous ?? final;
}

/** Year score: term scores weighted by their term's ordinal. */
export function yearScore(terms: readonly { ordinal: number; score: number | null }[]): number | null {
  const counted = terms.filter((t) => t.score !== null);
  const weights = counted.reduce((s, t) => s + t.ordinal, 0);
  if (weights === 0) return null;
  return roundScore(counted.reduce((s, t) => s + t.score! * t.ordinal, 0) / weights);
}

export function passes(score: number | null, passingScore: number | null, hasFinals = true): boolean | null {
  return score === null || !hasFinals ? null : score >= (passingScore ?? DEFAULT_PASSING_SCORE);
}

export interface QualitativeRange {
  id: number;
  minScore: number | null;
  maxScore: number | null;
}

/** The qualitative type for a score: the range holding it, else the highest minimum below it. */
export function qualitativeTypeFor(score: number, types: readonly QualitativeRange[]): number | null {
  const below = types
    .filter((t) => t.minScore !== null && t.minScore <= score)
    .sort((a, b) => b.minScore! - a.minScore!);
  const holding = below.find((t) => t.maxScore === null || score <= t.maxScore);
  return (holding ?? below[0])?.id ?? null;
}

export interface CardCourse {
  units: number;
  score: number | null;
  passed: boolean | null;
  qualitative: boolean;
}

/** Average, total and passed units of a card (numeric courses with a score). */
export function cardTotals(courses: readonly CardCourse[]) {
  const counted = courses.filter((c) => !c.qualitative && c.score !== null);
  const totalUnits = counted.reduce((s, c) => s + c.units, 0);
  const passedUnits = counted.filter((c) => c.passed).reduce((s, c) => s + c.units, 0);
  const average =
    totalUnits > 0 ? roundScore(counted.reduce((s, c) => s + c.score! * c.units, 0) / totalUnits) : null;
  return { average, totalUnits, passedUnits };
}

/** Competition ranks (SQL RANK()): ties share a rank, the next one skips; null averages get none. */
export function ranks(averages: readonly (number | null)[]): (number | null)[] {
  return averages.map((a) => (a === null ? null : 1 + averages.filter((b) => b !== null && b > a).length));
}

export const DISCIPLINE_FULL_SCORE = 20;

/** 20 + the items' deltas, clamped to 0–20 and rounded like every stored score (rule 10). */
export function disciplineScore(deltas: readonly number[]): number {
  const raw = deltas.reduce((sum, delta) => sum + delta, DISCIPLINE_FULL_SCORE);
  return roundScore(Math.min(DISCIPLINE_FULL_SCORE, Math.max(0, raw)));
}
