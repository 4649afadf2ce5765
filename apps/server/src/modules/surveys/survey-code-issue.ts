/**
 * Issuing a survey's codes: one per student of a classroom, printed once as cut-out slips. The
 * database keeps only each code's hash, its classroom and whether it is spent, so the printed slip
 * is the code's one copy and a slip is handed to whichever student; nothing ties a code to a name.
 * Issuing again for a classroom voids its unspent codes (the slips printed before stop working) and
 * prints one for each student who has not answered yet: students less spent codes.
 */
import { ERROR_CODES } from '@school/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classrooms, students, surveyCodes, surveyGroups } from '../../db/schema';
import { AppError } from '../../http/errors';
import { generateSurveyCodes, hashSurveyCode } from './survey-codes';
import { surveyState, type SurveyRow } from './survey-scope';

export const CODE_MESSAGES = {
  closed: 'مهلت این نظرسنجی به پایان رسیده است و کد تازه‌ای برای آن صادر نمی‌شود.',
  notTarget: 'این کلاس در فهرست کلاس‌های این نظرسنجی نیست.',
};

export interface ClassroomCodes {
  classroomId: number;
  classroomName: string;
  /** Students now in the classroom (studying). */
  students: number;
  /** Codes of the classroom (unspent and spent). */
  issued: number;
  spent: number;
}

/** The survey's classrooms, in name order, with their students and codes issued and spent. */
export async function codesOverview(db: Db, survey: SurveyRow): Promise<ClassroomCodes[]> {
  if (!survey.classroomIds.length) return [];
  // One after another: issuing runs this inside its transaction, on one connection.
  const rooms = await db
    .select({ id: classrooms.id, name: classrooms.name })
    .from(classrooms)
    .where(inArray(classrooms.id, survey.classroomIds))
    .orderBy(asc(classrooms.gradeLevel), asc(classrooms.name));
  const studying = await db
    .select({ classroomId: students.classroomId, n: count() })
    .from(students)
    .where(and(inArray(students.classroomId, survey.classroomIds), eq(students.status, 'studying')))
    .groupBy(students.classroomId);
  const codes = await db
    .select({
      classroomId: surveyCodes.classroomId,
      issued: count(),
      spent: sql<number>`count(*) filter (where ${surveyCodes.spent})`.mapWith(Number),
    })
    .from(surveyCodes)
    .where(eq(surveyCodes.surveyGroupId, survey.id))
    .groupBy(surveyCodes.classroomId);
  return rooms.map((room) => {
    const issued = codes.find((c) => c.classroomId === room.id);
    return {
      classroomId: room.id,
      classroomName: room.name,
      students: Number(studying.find((s) => s.classroomId === room.id)?.n ?? 0),
      issued: Number(issued?.issued ?? 0),
      spent: issued?.spent ?? 0,
    };
  });
}

export interface IssuedCodes {
  classroomId: number;
  classroomName: string;
  /** The new codes, in the clear: this answer is the only place they ever appear. */
  codes: string[];
  /** Unspent codes of earlier slips that no longer work. */
  voided: number;
}

/** Issues the classrooms' codes (all the survey's classrooms when none are named). */
export async function issueCodes(db: Db, survey: SurveyRow, classroomIds?: number[]): Promise<IssuedCodes[]> {
  if (surveyState(survey) === 'closed') throw new AppError(409, ERROR_CODES.CONFLICT, CODE_MESSAGES.closed);
  const chosen = classroomIds?.length ? [...new Set(classroomIds)] : survey.classroomIds;
  if (chosen.some((id) => !survey.classroomIds.includes(id)))
    throw new AppError(400, ERROR_CODES.VALIDATION, CODE_MESSAGES.notTarget, {
      classroomIds: CODE_MESSAGES.notTarget,
    });
  return db.transaction(async (tx) => {
    // One issue at a time per survey: two at once would each void the other's slips and both print.
    await tx
      .select({ id: surveyGroups.id })
      .from(surveyGroups)
      .where(eq(surveyGroups.id, survey.id))
      .for('update');
    const overview = (await codesOverview(tx, survey)).filter((c) => chosen.includes(c.classroomId));
    const issued: IssuedCodes[] = [];
    for (const room of overview) {
      const voided = await tx
        .delete(surveyCodes)
        .where(
          and(
            eq(surveyCodes.surveyGroupId, survey.id),
            eq(surveyCodes.classroomId, room.classroomId),
            eq(surveyCodes.spent, false),
          ),
        )
        .returning({ id: surveyCodes.id });
      const codes = await insertCodes(tx, survey, room.classroomId, Math.max(room.students - room.spent, 0));
      issued.push({
        classroomId: room.classroomId,
        classroomName: room.classroomName,
        codes,
        voided: voided.length,
      });
    }
    return issued;
  });
}

/** `wanted` new codes of a classroom; a code that happens to exist already is drawn again. */
async function insertCodes(
  db: Db,
  survey: SurveyRow,
  classroomId: number,
  wanted: number,
): Promise<string[]> {
  const kept: string[] = [];
  while (kept.length < wanted) {
    const drawn = generateSurveyCodes(wanted - kept.length);
    const byHash = new Map(drawn.map((code) => [hashSurveyCode(code), code]));
    const rows = await db
      .insert(surveyCodes)
      .values(
        [...byHash.keys()].map((codeHash) => ({
          schoolId: survey.schoolId,
          surveyGroupId: survey.id,
          classroomId,
          codeHash,
        })),
      )
      .onConflictDoNothing()
      .returning({ codeHash: surveyCodes.codeHash });
    kept.push(...rows.map((r) => byHash.get(r.codeHash)!));
  }
  return kept;
}
