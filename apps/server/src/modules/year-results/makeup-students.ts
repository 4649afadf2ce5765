/**
 * A make-up exam's students and scores. Filling takes every student whose outcome is make-up with
 * the exam's course among those to retake (idempotent); a student can also be added or removed by
 * hand. Scores are out of the exam's full score (normalised to 20 by the outcomes), or a mark
 * (absent counts 0, excused has not sat it); every change is audited, and outcomes follow at once
 * since they are computed from what is stored.
 */
import { ERROR_CODES, type ScoreMark } from '@school/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { auditLog, classrooms, makeupExamStudents, students } from '../../db/schema';
import { refuseClosedYear } from '../../engine/closed-years';
import { persianSortKey } from '../../engine/persian-sql';
import { AppError, notFound } from '../../http/errors';
import { scoreMessage } from '../exam-scores/score-rules';
import { yearResultsOf } from './year-outcomes';
import { ownMakeupExam, ownStudent, type SchoolYear } from './year-results-scope';

type MakeupExam = Awaited<ReturnType<typeof ownMakeupExam>>;
/** The database or a transaction of it. */
type Writer = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export async function makeupRoster(db: Db, scope: SchoolYear, examId: number) {
  const exam = await ownMakeupExam(db, scope, examId);
  const rows = await db
    .select({
      studentId: makeupExamStudents.studentId,
      firstName: students.firstName,
      lastName: students.lastName,
      classroomName: classrooms.name,
      score: makeupExamStudents.score,
      mark: makeupExamStudents.mark,
      version: makeupExamStudents.version,
    })
    .from(makeupExamStudents)
    .innerJoin(students, eq(students.id, makeupExamStudents.studentId))
    .leftJoin(classrooms, eq(classrooms.id, students.classroomId))
    .where(eq(makeupExamStudents.makeupExamId, exam.id))
    .orderBy(asc(classrooms.name), asc(persianSortKey(students.lastName)), asc(students.id));
  // The year score each student failed, beside the make-up's.
  const results = rows.length ? await yearResultsOf(db, scope.schoolId, scope.academicYearId) : [];
  const yearScore = new Map(
    results.map((r) => [
      r.studentId,
      r.courses.find((c) => c.coursePlanId === exam.coursePlanId)?.originalScore ?? null,
    ]),
  );
  const outcome = new Map(results.map((r) => [r.studentId, r.outcome]));
  return {
    exam,
    students: rows.map((r) => ({
      ...r,
      mark: r.mark as ScoreMark | null,
      yearScore: yearScore.get(r.studentId) ?? null,
      outcome: outcome.get(r.studentId) ?? null,
    })),
  };
}

async function audit(
  db: Writer,
  access: UserAccess,
  exam: MakeupExam,
  action: string,
  rowId: number,
  before: unknown,
  after: unknown,
) {
  await db.insert(auditLog).values({
    userId: access.userId,
    entity: 'makeup-exam-students',
    entityId: rowId,
    action,
    schoolId: exam.schoolId,
    before: before ?? null,
    after: after ?? null,
  });
}

/** Adds the students whose outcome is make-up in this exam's course; returns how many were added. */
export async function fillMakeupExam(db: Db, access: UserAccess, scope: SchoolYear, examId: number) {
  const exam = await ownMakeupExam(db, scope, examId);
  await refuseClosedYear(db, exam.academicYearId);
  const results = await yearResultsOf(db, scope.schoolId, scope.academicYearId);
  const due = results
    .filter((r) => r.outcome === 'makeup' && r.failedCoursePlanIds.includes(exam.coursePlanId))
    .map((r) => r.studentId);
  if (!due.length) return { added: 0 };
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(makeupExamStudents)
      .values(
        due.map((studentId) => ({
          schoolId: exam.schoolId,
          makeupExamId: exam.id,
          studentId,
          createdBy: access.userId,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: makeupExamStudents.id, studentId: makeupExamStudents.studentId });
    for (const row of added) {
      await audit(tx, access, exam, 'create', row.id, null, {
        makeupExamId: exam.id,
        studentId: row.studentId,
      });
    }
    return { added: added.length };
  });
}

export async function addMakeupStudent(
  db: Db,
  access: UserAccess,
  scope: SchoolYear,
  examId: number,
  studentId: number,
) {
  const exam = await ownMakeupExam(db, scope, examId);
  await refuseClosedYear(db, exam.academicYearId);
  await ownStudent(db, scope, studentId);
  const [row] = await db
    .insert(makeupExamStudents)
    .values({ schoolId: exam.schoolId, makeupExamId: exam.id, studentId, createdBy: access.userId })
    .onConflictDoNothing()
    .returning({ id: makeupExamStudents.id });
  if (!row) throw new AppError(409, ERROR_CODES.CONFLICT, 'این دانش‌آموز در فهرست این امتحان هست.');
  await audit(db, access, exam, 'create', row.id, null, { makeupExamId: exam.id, studentId });
}

export async function removeMakeupStudent(
  db: Db,
  access: UserAccess,
  scope: SchoolYear,
  examId: number,
  studentId: number,
) {
  const exam = await ownMakeupExam(db, scope, examId);
  await refuseClosedYear(db, exam.academicYearId);
  const [row] = await db
    .delete(makeupExamStudents)
    .where(and(eq(makeupExamStudents.makeupExamId, exam.id), eq(makeupExamStudents.studentId, studentId)))
    .returning();
  if (!row) throw notFound('این دانش‌آموز در فهرست این امتحان نیست.');
  await audit(db, access, exam, 'delete', row.id, { studentId, score: row.score, mark: row.mark }, null);
}

export interface MakeupScoreEntry {
  studentId: number;
  score: number | null;
  mark: ScoreMark | null;
}

export async function saveMakeupScores(
  db: Db,
  access: UserAccess,
  scope: SchoolYear,
  examId: number,
  entries: readonly MakeupScoreEntry[],
) {
  const exam = await ownMakeupExam(db, scope, examId);
  await refuseClosedYear(db, exam.academicYearId);
  const ids = entries.map((e) => e.studentId);
  const rows = await db
    .select({ row: makeupExamStudents, firstName: students.firstName, lastName: students.lastName })
    .from(makeupExamStudents)
    .innerJoin(students, eq(students.id, makeupExamStudents.studentId))
    .where(and(eq(makeupExamStudents.makeupExamId, exam.id), inArray(makeupExamStudents.studentId, ids)));
  const rowOf = new Map(rows.map((r) => [r.row.studentId, r]));
  const problems: Record<string, string> = {};
  entries.forEach((entry, i) => {
    const found = rowOf.get(entry.studentId);
    if (!found) {
      problems[`entries.${i}.studentId`] =
        'این دانش‌آموز در فهرست این امتحان جبرانی نیست؛ صفحه را تازه کنید.';
      return;
    }
    const name = `«${found.firstName} ${found.lastName}»`;
    if (entry.score !== null && entry.mark !== null) {
      problems[`entries.${i}.score`] = `برای ${name} فقط یکی از نمره یا غایب/موجه را ثبت کنید.`;
    } else if (entry.score !== null) {
      const problem = scoreMessage(name, entry.score, exam.maxScore);
      if (problem) problems[`entries.${i}.score`] = problem;
    }
  });
  if (Object.keys(problems).length) {
    throw new AppError(400, ERROR_CODES.VALIDATION, Object.values(problems)[0]!, problems);
  }
  let changed = 0;
  await db.transaction(async (tx) => {
    for (const entry of entries) {
      const { row } = rowOf.get(entry.studentId)!;
      const before = { score: row.score === null ? null : Number(row.score), mark: row.mark };
      if (before.score === entry.score && before.mark === entry.mark) continue;
      await tx
        .update(makeupExamStudents)
        .set({
          score: entry.score,
          mark: entry.mark,
          updatedAt: sql`now()`,
          updatedBy: access.userId,
          version: sql`${makeupExamStudents.version} + 1`,
        })
        .where(eq(makeupExamStudents.id, row.id));
      await audit(
        tx,
        access,
        exam,
        'update',
        row.id,
        { studentId: entry.studentId, ...before },
        {
          studentId: entry.studentId,
          score: entry.score,
          mark: entry.mark,
        },
      );
      changed += 1;
    }
  });
  return { changed };
}
