/**
 * A published report card freezes the scores behind it: edits of those students' scores in that
 * term are amendments (the amend permission and a reason), like edits of a locked exam.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examScores, reportCards } from '../../db/schema';
import { CLOSED_YEAR_MESSAGE, CLOSED_YEAR_REASON_MESSAGE, isYearClosed } from '../../engine/closed-years';

/**
 * Students whose scores are frozen, and why: every one when the year is closed, else those with a
 * published card. Callers answer with `frozenMessage`, so a closed year says it is closed.
 */
export class FrozenStudents extends Set<number> {
  constructor(
    ids: Iterable<number>,
    readonly yearClosed: boolean,
  ) {
    super(ids);
  }
}

/** The refusal of a frozen change: the year is closed, or the caller's «card published» message. */
export const frozenMessage = (frozen: FrozenStudents, publishedMessage: string) =>
  frozen.yearClosed ? CLOSED_YEAR_MESSAGE : publishedMessage;

/** The missing reason of an amendment: the closed year's, or the caller's. */
export const frozenReasonMessage = (frozen: FrozenStudents, publishedMessage: string) =>
  frozen.yearClosed ? CLOSED_YEAR_REASON_MESSAGE : publishedMessage;

/**
 * Which of these students have a published report card for the term or for its whole year (the
 * year card is computed from every term, so it freezes them all). In a closed year every student is
 * frozen: its scores change only by amendment (engine/closed-years.ts). Scores outside any term
 * (`termId` null) feed no card: only a closed year freezes them.
 */
export async function studentsWithPublishedCards(
  db: Db,
  termId: number | null,
  academicYearId: number,
  studentIds: readonly number[],
): Promise<FrozenStudents> {
  if (studentIds.length === 0) return new FrozenStudents([], false);
  if (await isYearClosed(db, academicYearId)) return new FrozenStudents(studentIds, true);
  if (termId === null) return new FrozenStudents([], false);
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
  return new FrozenStudents(
    rows.map((r) => r.studentId),
    false,
  );
}

interface ScoreValues {
  studentId: number;
  score: number | null;
  mark: string | null;
  qualitativeTypeId: number | null;
}

/**
 * Students of a score submission whose report card for the exam's term (or year) is published, or
 * whose year is closed, and whose value would change: saving them is an amendment. Unchanged rows
 * of a re-saved sheet pass.
 */
export async function frozenStudents(
  db: Db,
  exam: { id: number; termId: number | null; academicYearId: number },
  entries: readonly ScoreValues[],
): Promise<FrozenStudents> {
  const published = await studentsWithPublishedCards(
    db,
    exam.termId,
    exam.academicYearId,
    entries.map((e) => e.studentId),
  );
  if (published.size === 0) return published;
  const saved = await db
    .select()
    .from(examScores)
    .where(and(eq(examScores.examId, exam.id), inArray(examScores.studentId, [...published])));
  const key = (v: Omit<ScoreValues, 'studentId'>) =>
    JSON.stringify([v.score === null ? null : Number(v.score), v.mark, v.qualitativeTypeId]);
  const empty = key({ score: null, mark: null, qualitativeTypeId: null });
  const savedKey = new Map(saved.map((r) => [r.studentId, key(r)]));
  return new FrozenStudents(
    entries
      .filter((e) => published.has(e.studentId) && key(e) !== (savedKey.get(e.studentId) ?? empty))
      .map((e) => e.studentId),
    published.yearClosed,
  );
}
