/**
 * An exam's score sheet for one of its course groups: every studying student of the group in roll
 * order with their score, mark or qualitative type. Saving is one transaction, applied once per
 * user and client id (the same id with other scores is refused); re-saving updates rows in place
 * (one per exam and student) and every change is audited. Each row remembers the group it was
 * saved under, which is the group the score counts for (continuous scores, report cards); a student
 * who changed classroom and is saved again under another group of the exam has their row moved
 * there. A locked exam takes only amendments, with a reason, from a user allowed to amend.
 */
import { ERROR_CODES, type ScoreMark } from '@school/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { can, type UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { auditLog, examScoreSubmissions, examScores, qualitativeScoreTypes, students } from '../../db/schema';
import { courseGroupMembership, courseGroupRoll } from '../classroom-roll/roll-query';
import { AppError } from '../../http/errors';
import { payloadHash, refuseOtherContent } from '../../engine/submission-keys';
import { amendClosedYearCards } from '../report-cards';
import { examForScores, type ExamWithGroup } from './exam-access';
import { entryProblems, type ScoreEntry } from './score-rules';
import {
  frozenMessage,
  frozenReasonMessage,
  frozenStudents,
  type FrozenStudents,
} from '../report-cards/publication-guard';

export interface ScoreSubmission {
  clientId: string;
  courseGroupId: number;
  entries: ScoreEntry[];
  reason?: string | null | undefined;
}

export const SCORE_MESSAGES = {
  locked: 'این آزمون قفل شده است و نمره‌های آن تغییر نمی‌کند.',
  published: 'کارنامه برخی از این دانش‌آموزان منتشر شده است و نمره آن‌ها تغییر نمی‌کند.',
  reason: 'برای اصلاح نمره آزمون قفل‌شده، علت اصلاح را بنویسید.',
  notMembers: 'برخی دانش‌آموزان این فهرست در کلاس این گروه درسی نیستند؛ صفحه را تازه کنید.',
};

async function qualitativeTypes(db: Db, schoolId: number) {
  return db
    .select({
      id: qualitativeScoreTypes.id,
      title: qualitativeScoreTypes.title,
      code: qualitativeScoreTypes.code,
    })
    .from(qualitativeScoreTypes)
    .where(eq(qualitativeScoreTypes.schoolId, schoolId))
    .orderBy(asc(qualitativeScoreTypes.ordinal), asc(qualitativeScoreTypes.id));
}

function examSummary(exam: ExamWithGroup, access: UserAccess) {
  return {
    exam: {
      id: exam.id,
      title: exam.title,
      date: exam.date,
      maxScore: exam.maxScore,
      locked: exam.locked,
      examTypeTitle: exam.examTypeTitle,
    },
    courseGroup: {
      id: exam.group.id,
      title: exam.group.title,
      classroomName: exam.group.classroomName,
      courseTitle: exam.group.courseTitle,
    },
    /** The exam's groups this user may enter, for the page's picker. */
    courseGroups: exam.groups.map((g) => ({ id: g.id, title: g.title, classroomName: g.classroomName })),
    grading: exam.group.grading === 'qualitative' ? ('qualitative' as const) : ('numeric' as const),
    canAmend: can(access, 'scores.amend'),
  };
}

export async function loadScores(db: Db, access: UserAccess, examId: number, courseGroupId?: number) {
  const exam = await examForScores(db, access, examId, courseGroupId);
  const list = await courseGroupRoll(db, exam.group.id, exam.group.classroomId);
  // A student's row shows even when saved under another group of the exam (they changed
  // classroom): saving the sheet moves it to this group.
  const saved = list.length
    ? await db
        .select()
        .from(examScores)
        .where(
          and(
            eq(examScores.examId, exam.id),
            inArray(
              examScores.studentId,
              list.map((s) => s.id),
            ),
          ),
        )
    : [];
  const savedBy = new Map(saved.map((r) => [r.studentId, r]));
  return {
    ...examSummary(exam, access),
    qualitativeTypes: await qualitativeTypes(db, exam.schoolId),
    students: list.map((s) => {
      const row = savedBy.get(s.id);
      return {
        ...s,
        score: row?.score ?? null,
        mark: (row?.mark ?? null) as ScoreMark | null,
        qualitativeTypeId: row?.qualitativeTypeId ?? null,
      };
    }),
  };
}

type Values = { score: number | null; mark: string | null; qualitativeTypeId: number | null };
const valuesOf = (r: Values): Values => ({
  score: r.score === null ? null : Number(r.score),
  mark: r.mark,
  qualitativeTypeId: r.qualitativeTypeId,
});
const same = (a: Values, b: Values) => JSON.stringify(valuesOf(a)) === JSON.stringify(valuesOf(b));
const isEmpty = (v: Values) => v.score === null && v.mark === null && v.qualitativeTypeId === null;

/**
 * A locked exam, or a change to a student whose report card is published or whose year is closed,
 * is an amendment; a closed year is named first, being the reason the others cannot be undone.
 */
function refuseLocked(
  exam: ExamWithGroup,
  frozen: FrozenStudents,
  access: UserAccess,
  reason: string | null,
) {
  const closed = frozen.size > 0 && frozen.yearClosed;
  if (!exam.locked && frozen.size === 0) return;
  if (!can(access, 'scores.amend')) {
    const message = closed
      ? frozenMessage(frozen, SCORE_MESSAGES.published)
      : exam.locked
        ? SCORE_MESSAGES.locked
        : SCORE_MESSAGES.published;
    throw new AppError(409, ERROR_CODES.CONFLICT, message);
  }
  if (!reason) {
    const message = closed ? frozenReasonMessage(frozen, SCORE_MESSAGES.reason) : SCORE_MESSAGES.reason;
    throw new AppError(400, ERROR_CODES.VALIDATION, message, { reason: message });
  }
}

/** This user's earlier submission under a client id: the hash of what it saved. */
async function seenHash(db: Db, userId: number, clientId: string) {
  const [seen] = await db
    .select({ payloadHash: examScoreSubmissions.payloadHash })
    .from(examScoreSubmissions)
    .where(and(eq(examScoreSubmissions.userId, userId), eq(examScoreSubmissions.clientId, clientId)));
  return seen?.payloadHash;
}

/**
 * Applies a submission; this user's client id seen before with the same scores changes nothing and
 * reports the earlier application, with other scores it is a 409 and nothing is written.
 */
export async function saveScores(db: Db, access: UserAccess, examId: number, submission: ScoreSubmission) {
  const exam = await examForScores(db, access, examId, submission.courseGroupId);
  const ids = submission.entries.map((e) => e.studentId);
  const reason = submission.reason?.trim() || null;
  const wanted = submission.entries.map((e) => ({
    studentId: e.studentId,
    score: e.score ?? null,
    mark: e.mark ?? null,
    qualitativeTypeId: e.qualitativeTypeId ?? null,
  }));
  // What is saved: the exam, the group, each student's value (in student order) and the reason.
  const hash = payloadHash({
    examId: exam.id,
    courseGroupId: exam.group.id,
    entries: [...wanted].sort((a, b) => a.studentId - b.studentId),
    reason,
  });
  const duplicate = (seen: string) => {
    refuseOtherContent(seen, hash);
    return { duplicate: true, created: 0, updated: 0, removed: 0, unchanged: ids.length };
  };
  // A retry from the outbox after the exam was locked is still recognised as already applied.
  const seen = await seenHash(db, access.userId, submission.clientId);
  if (seen !== undefined) return duplicate(seen);
  const frozen = await frozenStudents(db, exam, submission.entries);
  refuseLocked(exam, frozen, access, reason);
  const amending = exam.locked || frozen.size > 0;

  const members = await db
    .select({ id: students.id, firstName: students.firstName, lastName: students.lastName })
    .from(students)
    .where(and(inArray(students.id, ids), courseGroupMembership(exam.group.id, exam.group.classroomId)));
  if (members.length !== new Set(ids).size) {
    throw new AppError(400, ERROR_CODES.VALIDATION, SCORE_MESSAGES.notMembers, {
      entries: SCORE_MESSAGES.notMembers,
    });
  }
  const names = new Map(members.map((m) => [m.id, `${m.firstName} ${m.lastName}`]));
  const types = new Set((await qualitativeTypes(db, exam.schoolId)).map((t) => t.id));
  const problems = entryProblems(submission.entries, {
    maxScore: exam.maxScore,
    qualitative: exam.group.grading === 'qualitative',
    qualitativeTypeIds: types,
    nameOf: (id) => names.get(id) ?? '',
  });
  const first = Object.values(problems)[0];
  if (first) throw new AppError(400, ERROR_CODES.VALIDATION, first, problems);

  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(examScoreSubmissions)
      .values({
        userId: access.userId,
        clientId: submission.clientId,
        payloadHash: hash,
        schoolId: exam.schoolId,
        examId: exam.id,
        courseGroupId: exam.group.id,
      })
      .onConflictDoNothing()
      .returning({ clientId: examScoreSubmissions.clientId });
    // The same id committed by another request meanwhile.
    if (!fresh) return duplicate((await seenHash(tx, access.userId, submission.clientId)) ?? '');

    const before = await tx
      .select()
      .from(examScores)
      .where(and(eq(examScores.examId, exam.id), inArray(examScores.studentId, ids)));
    const beforeBy = new Map(before.map((r) => [r.studentId, r]));
    const groupId = exam.group.id;
    // A row saved under another of the exam's groups is rewritten even with the same value.
    const upserts = wanted.filter((w) => {
      const old = beforeBy.get(w.studentId);
      return !isEmpty(w) && (!old || !same(old, w) || old.courseGroupId !== groupId);
    });
    const removals = wanted.filter((w) => isEmpty(w) && beforeBy.has(w.studentId));
    const written = upserts.length
      ? await tx
          .insert(examScores)
          .values(
            upserts.map((w) => ({
              ...w,
              schoolId: exam.schoolId,
              examId: exam.id,
              courseGroupId: groupId,
              createdBy: access.userId,
              updatedBy: access.userId,
            })),
          )
          .onConflictDoUpdate({
            target: [examScores.examId, examScores.studentId],
            set: {
              score: sql`excluded.score`,
              mark: sql`excluded.mark`,
              qualitativeTypeId: sql`excluded.qualitative_type_id`,
              courseGroupId: sql`excluded.course_group_id`,
              updatedBy: access.userId,
              updatedAt: sql`now()`,
              version: sql`${examScores.version} + 1`,
            },
          })
          .returning({ id: examScores.id, studentId: examScores.studentId })
      : [];
    if (removals.length) {
      await tx.delete(examScores).where(
        inArray(
          examScores.id,
          removals.map((r) => beforeBy.get(r.studentId)!.id),
        ),
      );
    }
    // The audit keeps who and when (the log row), old and new values, and an amendment's reason.
    const amendment = amending ? { reason } : {};
    const context = { examId: exam.id, courseGroupId: groupId };
    const oldContext = (old: { courseGroupId: number }) => ({
      examId: exam.id,
      courseGroupId: old.courseGroupId,
    });
    const audits = [
      ...written.map((w) => {
        const old = beforeBy.get(w.studentId);
        const now = upserts.find((u) => u.studentId === w.studentId)!;
        return {
          entityId: w.id,
          action: old ? 'update' : 'create',
          before: old ? { ...oldContext(old), studentId: w.studentId, ...valuesOf(old) } : null,
          after: { ...context, studentId: w.studentId, ...valuesOf(now), ...amendment },
        };
      }),
      ...removals.map((r) => {
        const old = beforeBy.get(r.studentId)!;
        return {
          entityId: old.id,
          action: 'delete',
          before: { ...oldContext(old), studentId: r.studentId, ...valuesOf(old) },
          after: amending ? { ...context, studentId: r.studentId, ...amendment } : null,
        };
      }),
    ];
    if (audits.length) {
      await tx.insert(auditLog).values(
        audits.map((a) => ({
          ...a,
          userId: access.userId,
          entity: 'exam-scores',
          schoolId: exam.schoolId,
        })),
      );
    }
    // In a closed year the amendment carries to the students' cards itself.
    if (frozen.yearClosed) {
      await amendClosedYearCards(tx, {
        schoolId: exam.schoolId,
        academicYearId: exam.academicYearId,
        termId: exam.termId,
        studentIds: [...written.map((w) => w.studentId), ...removals.map((r) => r.studentId)],
        reason,
        userId: access.userId,
      });
    }
    const created = written.filter((w) => !beforeBy.has(w.studentId)).length;
    return {
      duplicate: false,
      created,
      updated: written.length - created,
      removed: removals.length,
      unchanged: wanted.length - written.length - removals.length,
    };
  });
}
