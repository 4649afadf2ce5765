/**
 * A student marked absent at an exam venue's door: each exam sat in that session gets «غایب» in
 * grade entry, written under the student's own course group of the exam — never over a value
 * already typed (score, mark or qualitative type). Taking the mark back removes only a bare
 * «غایب», so a score or «موجه» entered meanwhile stays. Locked exams and students whose report card
 * is published, or whose year is closed, are left alone (only an amendment with a reason changes
 * those). Every write is audited like grade entry's, noting that it came from the venue.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, courseGroups, examScores, exams, students } from '../../db/schema';
import { courseGroupMembership } from '../classroom-roll/roll-query';
import { studentsWithPublishedCards } from '../report-cards/publication-guard';

export interface SeatAbsence {
  schoolId: number;
  studentId: number;
  examIds: readonly number[];
  absent: boolean;
  /** Who marked it; null for the demo data. */
  userId: number | null;
}

/** The exams of the seat whose scores this mark may touch: the school's, unlocked, not frozen. */
async function openExams(db: Db, input: SeatAbsence) {
  if (!input.examIds.length) return [];
  const rows = await db
    .select({
      id: exams.id,
      courseGroupIds: exams.courseGroupIds,
      termId: exams.termId,
      academicYearId: exams.academicYearId,
    })
    .from(exams)
    .where(
      and(inArray(exams.id, [...input.examIds]), eq(exams.schoolId, input.schoolId), eq(exams.locked, false)),
    );
  const open = [];
  for (const exam of rows) {
    const frozen = await studentsWithPublishedCards(db, exam.termId, exam.academicYearId, [input.studentId]);
    if (!frozen.has(input.studentId)) open.push(exam);
  }
  return open;
}

/** The student's course group among the exam's (the group whose sheet lists them). */
async function groupOf(db: Db, studentId: number, courseGroupIds: number[]) {
  const [row] = await db
    .select({ id: courseGroups.id })
    .from(students)
    .innerJoin(courseGroups, inArray(courseGroups.id, courseGroupIds))
    .where(and(eq(students.id, studentId), courseGroupMembership(courseGroups.id, courseGroups.classroomId)))
    .limit(1);
  return row?.id;
}

const SOURCE = 'exam-seat';

/** Applies the seat's mark to its exams' scores; returns the ids of the exams whose score changed. */
export async function applySeatAbsence(db: Db, input: SeatAbsence): Promise<number[]> {
  const changed: number[] = [];
  for (const exam of await openExams(db, input)) {
    if (input.absent) {
      const groupId = await groupOf(db, input.studentId, exam.courseGroupIds);
      if (groupId === undefined) continue;
      const [row] = await db
        .insert(examScores)
        .values({
          schoolId: input.schoolId,
          examId: exam.id,
          studentId: input.studentId,
          courseGroupId: groupId,
          mark: 'absent',
          createdBy: input.userId,
          updatedBy: input.userId,
        })
        .onConflictDoNothing({ target: [examScores.examId, examScores.studentId] })
        .returning({ id: examScores.id });
      if (!row) continue;
      const after = { examId: exam.id, courseGroupId: groupId, studentId: input.studentId, mark: 'absent' };
      await db.insert(auditLog).values({
        userId: input.userId,
        entity: 'exam-scores',
        entityId: row.id,
        action: 'create',
        schoolId: input.schoolId,
        before: null,
        after: { ...after, score: null, qualitativeTypeId: null, source: SOURCE },
      });
      changed.push(exam.id);
    } else {
      const removed = await db
        .delete(examScores)
        .where(
          and(
            eq(examScores.examId, exam.id),
            eq(examScores.studentId, input.studentId),
            eq(examScores.mark, 'absent'),
            isNull(examScores.score),
            isNull(examScores.qualitativeTypeId),
          ),
        )
        .returning({ id: examScores.id, courseGroupId: examScores.courseGroupId });
      for (const row of removed) {
        await db.insert(auditLog).values({
          userId: input.userId,
          entity: 'exam-scores',
          entityId: row.id,
          action: 'delete',
          schoolId: input.schoolId,
          before: {
            examId: exam.id,
            courseGroupId: row.courseGroupId,
            studentId: input.studentId,
            score: null,
            mark: 'absent',
            qualitativeTypeId: null,
          },
          after: { source: SOURCE },
        });
        changed.push(exam.id);
      }
    }
  }
  return changed;
}
