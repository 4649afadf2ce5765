/**
 * The year's results for other modules (the year's rollover, transcripts): each student's outcome
 * and the course plans they failed, by the rules of packages/shared/src/year-results.ts on the
 * stored year report cards and make-up scores, a hand-set outcome winning. Students whose year card
 * has not been computed have no entry.
 */
import type { YearOutcome } from '@school/shared';
import type { Db } from '../../db/client';
import { yearResultsOf } from './year-outcomes';

export { yearResultsOf, yearResultSettings, type StudentYearResult } from './year-outcomes';

export async function studentYearOutcomes(
  db: Db,
  schoolId: number,
  academicYearId: number,
): Promise<Map<number, { outcome: YearOutcome; failedCoursePlanIds: number[] }>> {
  const results = await yearResultsOf(db, schoolId, academicYearId);
  return new Map(
    results.map((r) => [r.studentId, { outcome: r.outcome, failedCoursePlanIds: r.failedCoursePlanIds }]),
  );
}
export { registerYearResults } from './year-results-routes';
