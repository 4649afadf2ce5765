/**
 * Where a year card's make-up (Shahrivar) scores and the year's outcome come from
 * (packages/shared/src/year-results.ts, rule 4: the make-up decides its course under the school's
 * rule, the card keeps both scores). Report cards do not know the year's results: that module
 * provides them through `provideCardYearResults` when it is registered; until then a year card shows
 * no make-up and no outcome. Term cards never have them.
 */
import type { YearOutcome } from '@school/shared';
import type { Db } from '../../db/client';

export interface CardForYearResult {
  id: number;
  schoolId: number;
  studentId: number;
  academicYearId: number;
  /** null: the year card. */
  termId: number | null;
}

/** A course's make-up as the year card shows it, beside the card's own (original) score. */
export interface CardCourseMakeup {
  /** The make-up's score on the 0–20 scale, or null with a mark. */
  score: number | null;
  mark: 'absent' | 'excused' | null;
  /** The course's year score once the make-up counts (the school's rule: replace or best). */
  yearScore: number | null;
  passed: boolean;
}

export interface CardYearResult {
  outcome: YearOutcome;
  /** The year average once the make-ups count. */
  average: number | null;
  /** The manager's reason when the outcome was set by hand; null when the rules decided it. */
  reason: string | null;
  /** Sat (scored or marked) make-ups by course plan id. */
  makeups: ReadonlyMap<number, CardCourseMakeup>;
}

/** The year result of each year card that has one, by card id. */
export type CardYearResultSource = (
  db: Db,
  cards: readonly CardForYearResult[],
) => Promise<ReadonlyMap<number, CardYearResult>>;

let source: CardYearResultSource | null = null;

/** Sets the source of year results; the returned function takes it away again. */
export function provideCardYearResults(next: CardYearResultSource): () => void {
  source = next;
  return () => {
    if (source === next) source = null;
  };
}

/** The year results of these cards (year cards only); empty while no module provides them. */
export async function cardYearResultsOf(
  db: Db,
  cards: readonly CardForYearResult[],
): Promise<ReadonlyMap<number, CardYearResult>> {
  const yearCards = cards.filter((c) => c.termId === null);
  if (!source || yearCards.length === 0) return new Map();
  return source(db, yearCards);
}
