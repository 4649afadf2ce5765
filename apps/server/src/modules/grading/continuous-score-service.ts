/**
 * A course group's continuous scores for a term, with how each was computed (the worksheet
 * activities and continuous exams, their scores, maxima and weights), and hand overrides with a
 * reason. The value follows packages/shared/src/grading.ts, as the report cards do in SQL.
 */
import { ERROR_CODES, continuousScore, normalisedItem, roundScore, type ItemMark } from '@school/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { can, type UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import {
  auditLog,
  continuousScoreOverrides,
  examScores,
  examTypes,
  exams,
  students,
  worksheetActivities,
  worksheetScores,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import { courseGroupMembership, courseGroupRoll } from '../classroom-roll/roll-query';
import { amendClosedYearCards } from '../report-cards';
import {
  frozenMessage,
  frozenReasonMessage,
  studentsWithPublishedCards,
} from '../report-cards/publication-guard';
import {
  CONTINUOUS_MESSAGES,
  continuousGroup,
  continuousTerm,
  groupTerms,
  type ContinuousGroup,
} from './continuous-access';

interface Column {
  kind: 'worksheet' | 'exam';
  id: number;
  title: string;
  date: string | null;
  maxScore: number;
  weight: number;
}

/**
 * The term's worksheet activities (weight 1) and the exams counting toward 'continuous' that the
 * group sits (alone or in common with other groups of its course).
 */
async function termColumns(db: Db, courseGroupId: number, termId: number): Promise<Column[]> {
  const activities = await db
    .select({
      id: worksheetActivities.id,
      title: worksheetActivities.title,
      date: worksheetActivities.date,
      maxScore: worksheetActivities.maxScore,
    })
    .from(worksheetActivities)
    .where(and(eq(worksheetActivities.courseGroupId, courseGroupId), eq(worksheetActivities.termId, termId)))
    .orderBy(asc(worksheetActivities.date), asc(worksheetActivities.id));
  const examRows = await db
    .select({
      id: exams.id,
      title: exams.title,
      date: exams.date,
      maxScore: exams.maxScore,
      weight: exams.weight,
    })
    .from(exams)
    .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
    .where(
      and(
        sql`${exams.courseGroupIds} @> array[${courseGroupId}]::integer[]`,
        eq(exams.termId, termId),
        eq(examTypes.countsToward, 'continuous'),
      ),
    )
    .orderBy(asc(exams.date), asc(exams.id));
  return [
    ...activities.map((a) => ({ kind: 'worksheet' as const, ...a, weight: 1 })),
    ...examRows.map((e) => ({ kind: 'exam' as const, ...e })),
  ];
}

type Cell = { score: number | null; mark: string | null };

/**
 * The students' cells of the columns. An exam score counts for the course group it was saved
 * under (exam_scores.course_group_id), as in the report cards (course-score-sql.ts): a score a
 * student got in another group of a common exam, before changing classroom, is not this group's
 * until the sheet is saved again under this group.
 */
async function cellsOf(db: Db, courseGroupId: number, columns: Column[], studentIds: number[]) {
  const cells = new Map<string, Cell>();
  const activityIds = columns.filter((c) => c.kind === 'worksheet').map((c) => c.id);
  const examIds = columns.filter((c) => c.kind === 'exam').map((c) => c.id);
  if (studentIds.length && activityIds.length) {
    const rows = await db
      .select()
      .from(worksheetScores)
      .where(
        and(inArray(worksheetScores.activityId, activityIds), inArray(worksheetScores.studentId, studentIds)),
      );
    for (const r of rows) cells.set(`worksheet:${r.activityId}:${r.studentId}`, r);
  }
  if (studentIds.length && examIds.length) {
    const rows = await db
      .select()
      .from(examScores)
      .where(
        and(
          inArray(examScores.examId, examIds),
          inArray(examScores.studentId, studentIds),
          eq(examScores.courseGroupId, courseGroupId),
        ),
      );
    for (const r of rows) cells.set(`exam:${r.examId}:${r.studentId}`, r);
  }
  return (column: Column, studentId: number): Cell =>
    cells.get(`${column.kind}:${column.id}:${studentId}`) ?? { score: null, mark: null };
}

export async function loadContinuous(db: Db, access: UserAccess, courseGroupId: number, termId?: number) {
  const group = await continuousGroup(db, access, courseGroupId);
  const term = await continuousTerm(db, group, termId);
  const roll = await courseGroupRoll(db, group.id, group.classroomId);
  const ids = roll.map((s) => s.id);
  const columns = await termColumns(db, group.id, term.id);
  const cell = await cellsOf(db, group.id, columns, ids);
  const overrides = ids.length
    ? await db
        .select()
        .from(continuousScoreOverrides)
        .where(
          and(
            eq(continuousScoreOverrides.courseGroupId, group.id),
            eq(continuousScoreOverrides.termId, term.id),
            inArray(continuousScoreOverrides.studentId, ids),
          ),
        )
    : [];
  const overrideOf = new Map(overrides.map((o) => [o.studentId, o]));
  return {
    courseGroup: {
      id: group.id,
      title: group.title,
      classroomName: group.classroomName,
      courseTitle: group.courseTitle,
    },
    term: { id: term.id, title: term.title },
    terms: (await groupTerms(db, group.academicYearId)).map((t) => ({ id: t.id, title: t.title })),
    students: roll.map((s) => {
      const items = columns.map((c) => {
        const { score, mark } = cell(c, s.id);
        const value = normalisedItem({
          score,
          mark: mark as ItemMark | null,
          maxScore: c.maxScore,
          weight: c.weight,
        });
        return {
          kind: c.kind,
          id: c.id,
          title: c.title,
          date: c.date,
          maxScore: c.maxScore,
          weight: c.weight,
          score,
          mark,
          normalised: value === null ? null : roundScore(value),
        };
      });
      const computed = continuousScore(
        items.map((i) => ({
          score: i.score,
          mark: i.mark as ItemMark | null,
          maxScore: i.maxScore,
          weight: i.weight,
        })),
      );
      const override = overrideOf.get(s.id);
      return {
        id: s.id,
        firstName: s.firstName,
        lastName: s.lastName,
        rollNumber: s.rollNumber,
        computed,
        override: override
          ? { score: override.score, reason: override.reason, updatedAt: override.updatedAt }
          : null,
        value: override ? roundScore(override.score) : computed,
        items,
      };
    }),
  };
}

/**
 * The student is one of the group's and, when their card is published or their year closed, the
 * user may amend: the frozen students (this one or none), and whether the year is closed.
 */
async function checkStudent(
  db: Db,
  access: UserAccess,
  group: ContinuousGroup,
  termId: number,
  studentId: number,
) {
  const [member] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), courseGroupMembership(group.id, group.classroomId)));
  if (!member) {
    throw new AppError(400, ERROR_CODES.VALIDATION, CONTINUOUS_MESSAGES.notMember, {
      studentId: CONTINUOUS_MESSAGES.notMember,
    });
  }
  const published = await studentsWithPublishedCards(db, termId, group.academicYearId, [studentId]);
  if (published.size && !can(access, 'scores.amend')) {
    throw new AppError(409, ERROR_CODES.CONFLICT, frozenMessage(published, CONTINUOUS_MESSAGES.published));
  }
  return published;
}

/** In a closed year the amendment carries to the student's cards itself. */
async function amendCards(
  tx: Db,
  access: UserAccess,
  group: ContinuousGroup,
  termId: number,
  studentId: number,
  reason: string | null,
) {
  await amendClosedYearCards(tx, {
    schoolId: group.schoolId,
    academicYearId: group.academicYearId,
    termId,
    studentIds: [studentId],
    reason,
    userId: access.userId,
  });
}

export interface OverrideInput {
  termId: number;
  studentId: number;
  score: number;
  reason: string;
}

export async function saveOverride(db: Db, access: UserAccess, courseGroupId: number, input: OverrideInput) {
  const group = await continuousGroup(db, access, courseGroupId);
  const term = await continuousTerm(db, group, input.termId);
  const frozen = await checkStudent(db, access, group, term.id, input.studentId);
  const amendment = frozen.size > 0;
  return db.transaction(async (tx) => {
    const key = and(
      eq(continuousScoreOverrides.courseGroupId, group.id),
      eq(continuousScoreOverrides.termId, term.id),
      eq(continuousScoreOverrides.studentId, input.studentId),
    );
    const [before] = await tx.select().from(continuousScoreOverrides).where(key);
    const [row] = await tx
      .insert(continuousScoreOverrides)
      .values({
        schoolId: group.schoolId,
        courseGroupId: group.id,
        termId: term.id,
        studentId: input.studentId,
        score: input.score,
        reason: input.reason,
        createdBy: access.userId,
        updatedBy: access.userId,
      })
      .onConflictDoUpdate({
        target: [
          continuousScoreOverrides.courseGroupId,
          continuousScoreOverrides.termId,
          continuousScoreOverrides.studentId,
        ],
        set: {
          score: input.score,
          reason: input.reason,
          updatedBy: access.userId,
          updatedAt: new Date(),
          version: (before?.version ?? 0) + 1,
        },
      })
      .returning();
    const context = { courseGroupId: group.id, termId: term.id, studentId: input.studentId };
    await tx.insert(auditLog).values({
      userId: access.userId,
      entity: 'continuous-score-overrides',
      entityId: row!.id,
      action: before ? 'update' : 'create',
      schoolId: group.schoolId,
      before: before ? { ...context, score: before.score, reason: before.reason } : null,
      after: {
        ...context,
        score: input.score,
        reason: input.reason,
        ...(amendment ? { amendment: true } : {}),
      },
    });
    if (frozen.yearClosed) await amendCards(tx, access, group, term.id, input.studentId, input.reason);
    return { id: row!.id, score: row!.score, reason: row!.reason };
  });
}

export async function deleteOverride(
  db: Db,
  access: UserAccess,
  courseGroupId: number,
  input: { termId: number; studentId: number; reason?: string | undefined },
) {
  const group = await continuousGroup(db, access, courseGroupId);
  const term = await continuousTerm(db, group, input.termId);
  const frozen = await checkStudent(db, access, group, term.id, input.studentId);
  const amendment = frozen.size > 0;
  const reason = input.reason?.trim() || null;
  // Removing a hand-set score from a published card (or a closed year's) is an amendment: with a reason.
  if (amendment && !reason) {
    const message = frozenReasonMessage(frozen, CONTINUOUS_MESSAGES.removeReason);
    throw new AppError(400, ERROR_CODES.VALIDATION, message, { reason: message });
  }
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(continuousScoreOverrides)
      .where(
        and(
          eq(continuousScoreOverrides.courseGroupId, group.id),
          eq(continuousScoreOverrides.termId, term.id),
          eq(continuousScoreOverrides.studentId, input.studentId),
        ),
      )
      .returning();
    if (!gone) throw new AppError(404, ERROR_CODES.NOT_FOUND, CONTINUOUS_MESSAGES.noOverride);
    await tx.insert(auditLog).values({
      userId: access.userId,
      entity: 'continuous-score-overrides',
      entityId: gone.id,
      action: 'delete',
      schoolId: group.schoolId,
      before: {
        courseGroupId: group.id,
        termId: term.id,
        studentId: input.studentId,
        score: gone.score,
        reason: gone.reason,
      },
      after: amendment ? { amendment: true, reason } : null,
    });
    if (frozen.yearClosed) await amendCards(tx, access, group, term.id, input.studentId, reason);
    return { id: gone.id };
  });
}
