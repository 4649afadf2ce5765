/**
 * The year's outcome of each student as the rollover reads it: the year results module's (year
 * cards, make-up scores, a hand-set outcome winning). A student with no outcome stays pending.
 */
import type { YearOutcome } from '@school/shared';
import type { Db } from '../../db/client';
import { studentYearOutcomes } from '../year-results';

export type OutcomeMap = Map<number, { outcome: YearOutcome; failedCoursePlanIds: number[] }>;

export function yearOutcomes(db: Db, schoolId: number, academicYearId: number): Promise<OutcomeMap> {
  return studentYearOutcomes(db, schoolId, academicYearId);
}
