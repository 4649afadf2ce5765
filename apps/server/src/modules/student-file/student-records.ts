/**
 * The module tabs of a student's dossier: attendance (counts and every mark other than present) and
 * scores (exam scores, amendments of locked or published scores with who, when and why, and report
 * cards), of the current academic year. Each tab also needs its module's list permission.
 */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { can, type UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { perTextName } from '../../db/statement-names';
import {
  attendanceRecords,
  auditLog,
  classPeriods,
  courseGroups,
  examScores,
  exams,
  reportCards,
  terms,
  users,
} from '../../db/schema';
import { forbidden } from '../../http/errors';

/** The most marks a tab lists; counts cover the whole year. */
const MAX_ROWS = 300;

/**
 * The tabs' statements differ only in their values: each is prepared once per connection
 * (db/statement-names.ts), so opening one student after another does not plan them again.
 */
export const DOSSIER_STATEMENTS = perTextName('dossier');

function requirePermission(access: UserAccess, permission: string) {
  if (!can(access, permission)) throw forbidden();
}

export async function studentAttendance(db: Db, access: UserAccess, studentId: number, yearId: number) {
  requirePermission(access, 'attendance.list');
  const inYear = and(
    eq(attendanceRecords.studentId, studentId),
    eq(attendanceRecords.academicYearId, yearId),
  );
  const counts = await db
    .select({ status: attendanceRecords.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(attendanceRecords)
    .where(inYear)
    .groupBy(attendanceRecords.status)
    .prepare(DOSSIER_STATEMENTS)
    .execute();
  const marks = await db
    .select({
      id: attendanceRecords.id,
      date: attendanceRecords.date,
      status: attendanceRecords.status,
      lateMinutes: attendanceRecords.lateMinutes,
      note: attendanceRecords.note,
      period: classPeriods.title,
      courseGroup: courseGroups.title,
    })
    .from(attendanceRecords)
    .innerJoin(classPeriods, eq(classPeriods.id, attendanceRecords.classPeriodId))
    .leftJoin(courseGroups, eq(courseGroups.id, attendanceRecords.courseGroupId))
    .where(and(inYear, ne(attendanceRecords.status, 'present')))
    .orderBy(desc(attendanceRecords.date), desc(classPeriods.ordinal))
    .limit(MAX_ROWS)
    .prepare(DOSSIER_STATEMENTS)
    .execute();
  return { counts: Object.fromEntries(counts.map((c) => [c.status, c.count])), marks };
}

/** The student's exam scores of the year, newest exam first (served by exam_scores_student). */
export function scoreRowsQuery(db: Db, studentId: number, yearId: number) {
  return (
    db
      .select({
        examId: exams.id,
        exam: exams.title,
        date: exams.date,
        maxScore: exams.maxScore,
        courseGroup: courseGroups.title,
        score: examScores.score,
        mark: examScores.mark,
      })
      .from(examScores)
      .innerJoin(exams, eq(exams.id, examScores.examId))
      // The group the score was saved under: an exam may be common to several groups.
      .innerJoin(courseGroups, eq(courseGroups.id, examScores.courseGroupId))
      .where(and(eq(examScores.studentId, studentId), eq(exams.academicYearId, yearId)))
      .orderBy(desc(exams.date), desc(exams.id))
      .limit(MAX_ROWS)
  );
}

/**
 * Amendments of the student's scores: they carry a reason in the audit row (exam scores and
 * worksheet cells alike). Served by the partial index audit_log_amendment_student, which holds only
 * the rows with a reason: a year has one audit row per score saved, and few of them are amendments.
 */
export function amendmentRowsQuery(db: Db, studentId: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      by: users.fullName,
      entity: auditLog.entity,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(
        inArray(auditLog.entity, ['exam-scores', 'worksheet-scores']),
        sql`${auditLog.after} ->> 'studentId' = ${String(studentId)}`,
        sql`${auditLog.after} ? 'reason'`,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(MAX_ROWS);
}

export async function studentScores(db: Db, access: UserAccess, studentId: number, yearId: number) {
  requirePermission(access, 'exams.list');
  const scores = await scoreRowsQuery(db, studentId, yearId).prepare(DOSSIER_STATEMENTS).execute();
  const amendments = await amendmentRowsQuery(db, studentId).prepare(DOSSIER_STATEMENTS).execute();
  const cards = await db
    .select({
      id: reportCards.id,
      term: terms.title,
      average: reportCards.average,
      classRank: reportCards.classRank,
      gradeRank: reportCards.gradeRank,
      status: reportCards.status,
    })
    .from(reportCards)
    .leftJoin(terms, eq(terms.id, reportCards.termId))
    .where(and(eq(reportCards.studentId, studentId), eq(reportCards.academicYearId, yearId)))
    .orderBy(sql`${reportCards.termId} is null`, terms.ordinal)
    .prepare(DOSSIER_STATEMENTS)
    .execute();
  return {
    scores,
    amendments: amendments.map((a) => ({
      id: a.id,
      at: a.at,
      by: a.by,
      entity: a.entity,
      before: scoreOf(a.before),
      after: scoreOf(a.after),
      reason: String((a.after as Record<string, unknown> | null)?.reason ?? ''),
      examId: Number((a.after as Record<string, unknown> | null)?.examId ?? 0) || null,
    })),
    reportCards: cards,
  };
}

/** The score or mark an audit row recorded. */
function scoreOf(values: unknown): { score: number | null; mark: string | null } | null {
  if (!values || typeof values !== 'object') return null;
  const v = values as Record<string, unknown>;
  return {
    score: v.score === null || v.score === undefined ? null : Number(v.score),
    mark: typeof v.mark === 'string' ? v.mark : null,
  };
}
