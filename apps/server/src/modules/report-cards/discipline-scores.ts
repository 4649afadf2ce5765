/**
 * Where a report card's discipline score (grading rule 10) comes from. Report cards do not know the
 * discipline module: it provides its scores through `provideDisciplineScores` when it is
 * registered, and until something provides them (or when it has none for a card) the card shows
 * no discipline row.
 */
import type { Db } from '../../db/client';

export interface CardForDiscipline {
  id: number;
  studentId: number;
  academicYearId: number;
  /** null: the year card. */
  termId: number | null;
}

/** The discipline score (0–20) of each card that has one, by card id. */
export type DisciplineScoreSource = (
  db: Db,
  cards: readonly CardForDiscipline[],
) => Promise<ReadonlyMap<number, number>>;

let source: DisciplineScoreSource | null = null;

/** Sets the source of discipline scores; the returned function takes it away again. */
export function provideDisciplineScores(next: DisciplineScoreSource): () => void {
  source = next;
  return () => {
    if (source === next) source = null;
  };
}

/** The discipline scores of these cards; empty while no module provides them. */
export async function disciplineScoresOf(
  db: Db,
  cards: readonly CardForDiscipline[],
): Promise<ReadonlyMap<number, number>> {
  if (!source || cards.length === 0) return new Map();
  return source(db, cards);
}
