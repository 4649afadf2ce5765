/**
 * The year's results on the year report cards (report cards' extension point,
 * report-cards/card-year-results.ts): each year card's outcome, its average once the make-ups count,
 * and every make-up the student sat, by the same rules as the results page (year-outcomes.ts).
 */
import type { Db } from '../../db/client';
import {
  provideCardYearResults,
  type CardCourseMakeup,
  type CardForYearResult,
  type CardYearResult,
} from '../report-cards/card-year-results';
import { yearResultsOf } from './year-outcomes';

async function cardYearResults(
  db: Db,
  cards: readonly CardForYearResult[],
): Promise<ReadonlyMap<number, CardYearResult>> {
  // One read of the outcomes per school and year among the cards (a printed batch is one of each).
  const groups = new Map<string, CardForYearResult[]>();
  for (const card of cards) {
    const key = `${card.schoolId}:${card.academicYearId}`;
    groups.set(key, [...(groups.get(key) ?? []), card]);
  }
  const byCard = new Map<number, CardYearResult>();
  for (const group of groups.values()) {
    const { schoolId, academicYearId } = group[0]!;
    const results = await yearResultsOf(db, schoolId, academicYearId, {
      studentIds: group.map((c) => c.studentId),
    });
    const resultOf = new Map(results.map((r) => [r.studentId, r]));
    for (const card of group) {
      const result = resultOf.get(card.studentId);
      if (!result) continue;
      const makeups = new Map<number, CardCourseMakeup>();
      for (const course of result.courses) {
        if (course.makeupScore === null && course.makeupMark === null) continue;
        makeups.set(course.coursePlanId, {
          score: course.makeupScore,
          mark: course.makeupMark === 'absent' || course.makeupMark === 'excused' ? course.makeupMark : null,
          yearScore: course.score,
          passed: course.passed,
        });
      }
      byCard.set(card.id, {
        outcome: result.outcome,
        average: result.average,
        reason: result.override?.reason ?? null,
        makeups,
      });
    }
  }
  return byCard;
}

/** Called once when the routes are registered; returns the function that takes it away again. */
export function provideYearResultsOnCards(): () => void {
  return provideCardYearResults(cardYearResults);
}
