/**
 * What other modules read of report cards: a student's full cards (courses, school and logo), and the
 * course scores of students' year cards.
 */
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coursePlans, qualitativeScoreTypes, reportCardCourses, reportCards } from '../../db/schema';
import { fullCards } from './report-card-queries';

export type FullCard = Awaited<ReturnType<typeof fullCards>>[number];

/** Every card of a student, or of one of their years when `yearId` is given. */
export function studentCards(db: Db, studentId: number, yearId?: number): Promise<FullCard[]> {
  const where: SQL | undefined = and(
    eq(reportCards.studentId, studentId),
    yearId === undefined ? undefined : eq(reportCards.academicYearId, yearId),
  );
  return fullCards(db, where);
}

export interface CardCourseScore {
  studentId: number;
  coursePlanId: number;
  courseTitle: string;
  courseCode: string | null;
  grading: string;
  units: number;
  /** The year score on the 0–20 scale; null when the card has none for the course. */
  score: number | null;
  qualitativeTitle: string | null;
  cardStatus: string;
}

/** Every course of the given students' year cards (term cards are not final results). */
export async function yearCardScores(
  db: Db,
  scope: { schoolId: number; academicYearId: number; studentIds: readonly number[] },
): Promise<CardCourseScore[]> {
  if (!scope.studentIds.length) return [];
  const rows: CardCourseScore[] = [];
  for (let i = 0; i < scope.studentIds.length; i += 5000) {
    rows.push(
      ...(await db
        .select({
          studentId: reportCards.studentId,
          coursePlanId: reportCardCourses.coursePlanId,
          courseTitle: coursePlans.title,
          courseCode: coursePlans.code,
          grading: coursePlans.grading,
          units: reportCardCourses.units,
          score: reportCardCourses.score,
          qualitativeTitle: qualitativeScoreTypes.title,
          cardStatus: reportCards.status,
        })
        .from(reportCards)
        .innerJoin(reportCardCourses, eq(reportCardCourses.reportCardId, reportCards.id))
        .innerJoin(coursePlans, eq(coursePlans.id, reportCardCourses.coursePlanId))
        .leftJoin(qualitativeScoreTypes, eq(qualitativeScoreTypes.id, reportCardCourses.qualitativeTypeId))
        .where(
          and(
            eq(reportCards.schoolId, scope.schoolId),
            eq(reportCards.academicYearId, scope.academicYearId),
            isNull(reportCards.termId),
            inArray(reportCards.studentId, scope.studentIds.slice(i, i + 5000) as number[]),
          ),
        )),
    );
  }
  return rows;
}
export { cardRank } from './card-rank';
export { amendClosedYearCards } from './closed-year-amendment';
export { computeReportCards } from './compute-report-cards';
