/**
 * The discipline score of a period (a term, or the whole year): 20 plus the deltas of the items
 * dated inside it, both ends included, clamped to 0–20 (grading rule 10).
 */
import { disciplineScore } from './grading';

export interface DisciplineEntry {
  date: string;
  delta: number;
}

export function disciplineScoreOfPeriod(
  items: readonly DisciplineEntry[],
  period: { startDate: string; endDate: string },
): number {
  return disciplineScore(
    items.filter((i) => i.date >= period.startDate && i.date <= period.endDate).map((i) => i.delta),
  );
}
