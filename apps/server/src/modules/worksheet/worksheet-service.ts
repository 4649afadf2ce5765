/**
 * A course group's worksheet in one term: its activities (columns) × the group's students in roll
 * order. Saving sends the changed cells; it is one transaction applied once per user and client id
 * (the same id with other cells is refused), cells are upserted (one row per activity and student)
 * and every change is audited. Cells of students whose
 * report card for the term is published are frozen: changing them needs scores.amend and a reason.
 */
import { ERROR_CODES, type ScoreMark } from '@school/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { can, type UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import {
  auditLog,
  students,
  worksheetActivities,
  worksheetScores,
  worksheetSubmissions,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import { payloadHash, refuseOtherContent } from '../../engine/submission-keys';
import { courseGroupMembership, courseGroupRoll } from '../classroom-roll/roll-query';
import { scoreMessage } from '../exam-scores/score-rules';
import {
  frozenMessage,
  frozenReasonMessage,
  studentsWithPublishedCards,
} from '../report-cards/publication-guard';
import { amendClosedYearCards } from '../report-cards';
import { worksheetGroup, worksheetTerm, yearTerms } from './worksheet-access';

export interface WorksheetCell {
  activityId: number;
  studentId: number;
  score: number | null;
  mark: ScoreMark | null;
}

export interface WorksheetSubmission {
  clientId: string;
  termId: number;
  cells: WorksheetCell[];
  reason?: string | null | undefined;
}

export const WORKSHEET_SAVE_MESSAGES = {
  notMembers: 'برخی دانش‌آموزان این فهرست در این گروه درسی نیستند؛ صفحه را تازه کنید.',
  activities: 'برخی فعالیت‌های این فهرست در کاربرگ این نوبت نیستند؛ صفحه را تازه کنید.',
  frozen: 'کارنامه این نوبت برای برخی از این دانش‌آموزان منتشر شده و نمره‌های آن‌ها تغییر نمی‌کند.',
  reason: 'کارنامه برخی از این دانش‌آموزان منتشر شده است؛ علت اصلاح را بنویسید.',
};

const activitiesOf = (db: Db, courseGroupId: number, termId: number) =>
  db
    .select({
      id: worksheetActivities.id,
      title: worksheetActivities.title,
      date: worksheetActivities.date,
      maxScore: worksheetActivities.maxScore,
      version: worksheetActivities.version,
    })
    .from(worksheetActivities)
    .where(and(eq(worksheetActivities.courseGroupId, courseGroupId), eq(worksheetActivities.termId, termId)))
    .orderBy(sql`${worksheetActivities.date} asc nulls last`, asc(worksheetActivities.id));

export async function loadWorksheet(db: Db, access: UserAccess, courseGroupId: number, termId?: number) {
  const group = await worksheetGroup(db, access, courseGroupId);
  const term = await worksheetTerm(db, group, termId);
  const activities = await activitiesOf(db, group.id, term.id);
  const roll = await courseGroupRoll(db, group.id, group.classroomId);
  const cells =
    activities.length && roll.length
      ? await db
          .select({
            activityId: worksheetScores.activityId,
            studentId: worksheetScores.studentId,
            score: worksheetScores.score,
            mark: worksheetScores.mark,
          })
          .from(worksheetScores)
          .where(
            and(
              inArray(
                worksheetScores.activityId,
                activities.map((a) => a.id),
              ),
              inArray(
                worksheetScores.studentId,
                roll.map((s) => s.id),
              ),
            ),
          )
      : [];
  const frozen = await studentsWithPublishedCards(
    db,
    term.id,
    group.academicYearId,
    roll.map((s) => s.id),
  );
  return {
    courseGroup: {
      id: group.id,
      title: group.title,
      classroomName: group.classroomName,
      courseTitle: group.courseTitle,
    },
    term,
    terms: await yearTerms(db, group.academicYearId),
    activities,
    students: roll.map((s) => ({
      id: s.id,
      firstName: s.firstName,
      lastName: s.lastName,
      rollNumber: s.rollNumber,
    })),
    cells: cells.map((c) => ({ ...c, mark: c.mark as ScoreMark | null })),
    frozenStudentIds: [...frozen],
    canAmend: can(access, 'scores.amend'),
  };
}

type Values = { score: number | null; mark: string | null };
const same = (a: Values, b: Values) =>
  (a.score === null ? null : Number(a.score)) === (b.score === null ? null : Number(b.score)) &&
  a.mark === b.mark;
const isEmpty = (v: Values) => v.score === null && v.mark === null;
const cellKey = (activityId: number, studentId: number) => `${activityId}:${studentId}`;
const nothing = (n: number) => ({ duplicate: true, created: 0, updated: 0, removed: 0, unchanged: n });

/** This user's earlier submission under a client id: the hash of what it saved. */
async function seenHash(db: Db, userId: number, clientId: string) {
  const [seen] = await db
    .select({ payloadHash: worksheetSubmissions.payloadHash })
    .from(worksheetSubmissions)
    .where(and(eq(worksheetSubmissions.userId, userId), eq(worksheetSubmissions.clientId, clientId)));
  return seen?.payloadHash;
}

/** Per-cell Persian messages keyed `cells.<index>.score`, like schema errors. */
function cellProblems(
  cells: readonly WorksheetCell[],
  maxOf: ReadonlyMap<number, { title: string; maxScore: number }>,
  nameOf: (id: number) => string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  cells.forEach((cell, i) => {
    const activity = maxOf.get(cell.activityId)!;
    const name = `«${nameOf(cell.studentId)}» در «${activity.title}»`;
    if (cell.score !== null && cell.mark !== null) {
      problems[`cells.${i}.score`] = `برای ${name} فقط یکی از نمره یا غایب/موجه را ثبت کنید.`;
      return;
    }
    const problem = cell.score === null ? null : scoreMessage(name, cell.score, activity.maxScore);
    if (problem) problems[`cells.${i}.score`] = problem;
  });
  return problems;
}

export async function saveWorksheet(
  db: Db,
  access: UserAccess,
  courseGroupId: number,
  submission: WorksheetSubmission,
) {
  const group = await worksheetGroup(db, access, courseGroupId);
  const term = await worksheetTerm(db, group, submission.termId);
  const reason = submission.reason?.trim() || null;
  // What is saved: the group, the term, each cell (in activity and student order) and the reason.
  const hash = payloadHash({
    courseGroupId: group.id,
    termId: term.id,
    cells: submission.cells
      .map((c) => ({ activityId: c.activityId, studentId: c.studentId, score: c.score, mark: c.mark }))
      .sort((a, b) => a.activityId - b.activityId || a.studentId - b.studentId),
    reason,
  });
  const duplicate = (seen: string) => {
    refuseOtherContent(seen, hash);
    return nothing(submission.cells.length);
  };
  const seen = await seenHash(db, access.userId, submission.clientId);
  if (seen !== undefined) return duplicate(seen);

  const activities = await activitiesOf(db, group.id, term.id);
  const activityBy = new Map(activities.map((a) => [a.id, a]));
  if (submission.cells.some((c) => !activityBy.has(c.activityId))) {
    throw new AppError(400, ERROR_CODES.VALIDATION, WORKSHEET_SAVE_MESSAGES.activities, {
      cells: WORKSHEET_SAVE_MESSAGES.activities,
    });
  }
  const ids = [...new Set(submission.cells.map((c) => c.studentId))];
  const members = await db
    .select({ id: students.id, firstName: students.firstName, lastName: students.lastName })
    .from(students)
    .where(and(inArray(students.id, ids), courseGroupMembership(group.id, group.classroomId)));
  if (members.length !== ids.length) {
    throw new AppError(400, ERROR_CODES.VALIDATION, WORKSHEET_SAVE_MESSAGES.notMembers, {
      cells: WORKSHEET_SAVE_MESSAGES.notMembers,
    });
  }
  const names = new Map(members.map((m) => [m.id, `${m.firstName} ${m.lastName}`]));
  const problems = cellProblems(submission.cells, activityBy, (id) => names.get(id) ?? '');
  const first = Object.values(problems)[0];
  if (first) throw new AppError(400, ERROR_CODES.VALIDATION, first, problems);

  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(worksheetSubmissions)
      .values({
        userId: access.userId,
        clientId: submission.clientId,
        payloadHash: hash,
        schoolId: group.schoolId,
        courseGroupId: group.id,
      })
      .onConflictDoNothing()
      .returning({ clientId: worksheetSubmissions.clientId });
    // The same id committed by another request meanwhile.
    if (!fresh) return duplicate((await seenHash(tx, access.userId, submission.clientId)) ?? '');

    const before = await tx
      .select()
      .from(worksheetScores)
      .where(
        and(
          inArray(worksheetScores.activityId, [...new Set(submission.cells.map((c) => c.activityId))]),
          inArray(worksheetScores.studentId, ids),
        ),
      );
    const beforeBy = new Map(before.map((r) => [cellKey(r.activityId, r.studentId), r]));
    const oldOf = (c: WorksheetCell) => beforeBy.get(cellKey(c.activityId, c.studentId));
    const upserts = submission.cells.filter((c) => {
      const old = oldOf(c);
      return !isEmpty(c) && (!old || !same(old, c));
    });
    const removals = submission.cells.filter((c) => isEmpty(c) && oldOf(c));

    // Only cells that really change are frozen by a published card: a retry of unchanged cells passes.
    const changed = [...upserts, ...removals];
    const frozen = await studentsWithPublishedCards(
      tx,
      term.id,
      group.academicYearId,
      changed.map((c) => c.studentId),
    );
    const amendment = frozen.size > 0;
    if (amendment && !can(access, 'scores.amend'))
      throw new AppError(409, ERROR_CODES.CONFLICT, frozenMessage(frozen, WORKSHEET_SAVE_MESSAGES.frozen));
    if (amendment && !reason) {
      const message = frozenReasonMessage(frozen, WORKSHEET_SAVE_MESSAGES.reason);
      throw new AppError(400, ERROR_CODES.VALIDATION, message, { reason: message });
    }

    const written = upserts.length
      ? await tx
          .insert(worksheetScores)
          .values(
            upserts.map((c) => ({
              schoolId: group.schoolId,
              activityId: c.activityId,
              studentId: c.studentId,
              score: c.score,
              mark: c.mark,
              createdBy: access.userId,
              updatedBy: access.userId,
            })),
          )
          .onConflictDoUpdate({
            target: [worksheetScores.activityId, worksheetScores.studentId],
            set: {
              score: sql`excluded.score`,
              mark: sql`excluded.mark`,
              updatedBy: access.userId,
              updatedAt: sql`now()`,
              version: sql`${worksheetScores.version} + 1`,
            },
          })
          .returning({
            id: worksheetScores.id,
            activityId: worksheetScores.activityId,
            studentId: worksheetScores.studentId,
          })
      : [];
    if (removals.length) {
      await tx.delete(worksheetScores).where(
        inArray(
          worksheetScores.id,
          removals.map((c) => oldOf(c)!.id),
        ),
      );
    }
    // The audit keeps old and new values of each cell, and the reason of an amendment.
    const why = (studentId: number) => (frozen.has(studentId) ? { reason } : {});
    const valuesOf = (v: Values) => ({ score: v.score === null ? null : Number(v.score), mark: v.mark });
    const audits = [
      ...written.map((w) => {
        const old = beforeBy.get(cellKey(w.activityId, w.studentId));
        const now = upserts.find((c) => c.activityId === w.activityId && c.studentId === w.studentId)!;
        const where = { courseGroupId: group.id, activityId: w.activityId, studentId: w.studentId };
        return {
          entityId: w.id,
          action: old ? 'update' : 'create',
          before: old ? { ...where, ...valuesOf(old) } : null,
          after: { ...where, ...valuesOf(now), ...why(w.studentId) },
        };
      }),
      ...removals.map((c) => {
        const old = oldOf(c)!;
        const where = { courseGroupId: group.id, activityId: c.activityId, studentId: c.studentId };
        return {
          entityId: old.id,
          action: 'delete',
          before: { ...where, ...valuesOf(old) },
          after: frozen.has(c.studentId) ? { ...where, ...why(c.studentId) } : null,
        };
      }),
    ];
    if (audits.length) {
      await tx.insert(auditLog).values(
        audits.map((a) => ({
          ...a,
          userId: access.userId,
          entity: 'worksheet-scores',
          schoolId: group.schoolId,
        })),
      );
    }
    // In a closed year the amendment carries to the students' cards itself.
    if (frozen.yearClosed) {
      await amendClosedYearCards(tx, {
        schoolId: group.schoolId,
        academicYearId: group.academicYearId,
        termId: term.id,
        studentIds: [...new Set(changed.map((c) => c.studentId))],
        reason,
        userId: access.userId,
      });
    }
    const created = written.filter((w) => !beforeBy.has(cellKey(w.activityId, w.studentId))).length;
    return {
      duplicate: false,
      created,
      updated: written.length - created,
      removed: removals.length,
      unchanged: submission.cells.length - written.length - removals.length,
    };
  });
}
