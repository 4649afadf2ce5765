/**
 * A published report card freezes the scores behind it: edits of those students' scores in that
 * term are amendments (the amend permission and a reason), like edits of a locked exam.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportCards } from '../../db/schema';

/**
 * Which of these students have a published report card for the term or for its whole year (the
 * year card is computed from every term, so it freezes them all).
 */
export async function studentsWithPublishedCards(
  db: Db,
  termId: number,
  academicYearId: number,
  studentIds: readonly number[],
): Promise<Set<number>> {
  if (studentIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ studentId: reportCards.studentId })
    .from(reportCards)
    .where(
      and(
        eq(reportCards.academicYearId, academicYearId),
        eq(reportCards.status, 'published'),
        or(eq(reportCards.termId, termId), isNull(reportCards.termId)),
        inArray(reportCards.studentId, [...studentIds]),
      ),
    );
  return new Set(rows.map((r) => r.studentId));
}
