/**
 * A closed year's cards follow its amendments (DOMAIN.md "The year's turn"). In an open year a
 * published card takes an amended score when the manager returns it to draft, computes it again and
 * publishes it; a closed year's cards can be neither returned to draft nor computed, so the
 * amendment itself carries to them: in the score's transaction, the students' card of the score's
 * term and their year card are computed again (their status kept), each change audited with the
 * amendment's reason. The year's outcome is read from the year card (year-results), so it follows.
 * Cards a student never had are not made, and no other card of the year changes.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { auditLog, reportCardCourses, reportCards } from '../../db/schema';
import { scopeStudentsSql } from '../grading/course-score-sql';
import { amendReportCards } from './compute-report-cards';

export interface ClosedYearAmendment {
  schoolId: number;
  academicYearId: number;
  /** The amended score's term; null (a score outside any term) feeds no card. */
  termId: number | null;
  studentIds: readonly number[];
  reason: string | null;
  userId: number;
}

type CardValues = {
  average: number | null;
  totalUnits: number;
  passedUnits: number;
  classRank: number | null;
  gradeRank: number | null;
  /** Course group id → the course's score and result. */
  courses: Record<number, { score: number | null; passed: boolean | null }>;
};

/** The students' cards of the term and of the year, as they stand. */
async function cardsOf(db: Db, input: ClosedYearAmendment, termId: number) {
  const cards = await db
    .select({
      id: reportCards.id,
      studentId: reportCards.studentId,
      termId: reportCards.termId,
      classroomId: reportCards.classroomId,
      average: reportCards.average,
      totalUnits: reportCards.totalUnits,
      passedUnits: reportCards.passedUnits,
      classRank: reportCards.classRank,
      gradeRank: reportCards.gradeRank,
    })
    .from(reportCards)
    .where(
      and(
        eq(reportCards.schoolId, input.schoolId),
        eq(reportCards.academicYearId, input.academicYearId),
        or(eq(reportCards.termId, termId), isNull(reportCards.termId)),
        inArray(reportCards.studentId, [...input.studentIds]),
      ),
    );
  const courses = cards.length
    ? await db
        .select({
          reportCardId: reportCardCourses.reportCardId,
          courseGroupId: reportCardCourses.courseGroupId,
          score: reportCardCourses.score,
          passed: reportCardCourses.passed,
        })
        .from(reportCardCourses)
        .where(
          inArray(
            reportCardCourses.reportCardId,
            cards.map((c) => c.id),
          ),
        )
    : [];
  return new Map(
    cards.map(({ id, studentId, termId: cardTerm, classroomId, ...values }) => [
      id,
      {
        studentId,
        termId: cardTerm,
        classroomId,
        values: {
          ...values,
          courses: Object.fromEntries(
            courses
              .filter((c) => c.reportCardId === id)
              .sort((a, b) => a.courseGroupId - b.courseGroupId)
              .map((c) => [c.courseGroupId, { score: c.score, passed: c.passed }]),
          ),
        } satisfies CardValues,
      },
    ]),
  );
}

/** Computes the amended students' cards again and audits those that changed; `tx` is the score's. */
export async function amendClosedYearCards(tx: Db, input: ClosedYearAmendment): Promise<void> {
  const { termId } = input;
  if (termId === null || !input.studentIds.length) return;
  const before = await cardsOf(tx, input, termId);
  if (!before.size) return;
  // Each student's classroom of that year (the rollover has usually moved them on since); a student
  // who has left since is in none, and their card's classroom is taken.
  const rooms = await executeRows<{ id: number; classroom_id: number }>(
    tx,
    sql`select id, classroom_id from (${scopeStudentsSql({
      academicYearId: input.academicYearId,
      termId,
      schoolId: input.schoolId,
    })}) x where id in (${sql.join(
      input.studentIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const roomOf = new Map(rooms.map((r) => [Number(r.id), Number(r.classroom_id)]));
  for (const cardTerm of [termId, null]) {
    const byRoom = new Map<number, number[]>();
    for (const card of before.values()) {
      const room = roomOf.get(card.studentId) ?? card.classroomId;
      if (card.termId !== cardTerm) continue;
      byRoom.set(room, [...(byRoom.get(room) ?? []), card.studentId]);
    }
    for (const [classroomId, studentIds] of byRoom) {
      await amendReportCards(
        tx,
        { academicYearId: input.academicYearId, schoolId: input.schoolId, termId: cardTerm, classroomId },
        studentIds,
      );
    }
  }
  const after = await cardsOf(tx, input, termId);
  const changed = [...before].filter(
    ([id, card]) => JSON.stringify(card.values) !== JSON.stringify(after.get(id)?.values),
  );
  if (!changed.length) return;
  await tx.insert(auditLog).values(
    changed.map(([id, card]) => ({
      userId: input.userId,
      entity: 'report-cards',
      entityId: id,
      action: 'update',
      schoolId: input.schoolId,
      before: { studentId: card.studentId, termId: card.termId, ...card.values },
      after: {
        studentId: card.studentId,
        termId: card.termId,
        ...after.get(id)!.values,
        amendment: true,
        reason: input.reason,
      },
    })),
  );
}
