/**
 * Saving a row of the exam plan (the engine's beforeWrite): the checks of plan-checks.ts in order,
 * then the row's exam made or kept in step; returns the values the server fills in.
 */
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { checkTerm, planTargets, refuseClassroomClash, refuseClosedDay } from './plan-checks';
import { syncPlanExam } from './plan-exam';

export async function savePlanRow(
  db: Db,
  access: UserAccess,
  row: Record<string, unknown>,
  id: number | undefined,
): Promise<{ title: string; gradeLevel: number; examId: number }> {
  const scope = { schoolId: Number(row.schoolId), academicYearId: Number(row.academicYearId) };
  const date = String(row.date);
  const examSessionId = Number(row.examSessionId);
  const term = await checkTerm(db, Number(row.termId), scope.academicYearId, date);
  await refuseClosedDay(db, scope.schoolId, date);
  const majorId = row.majorId == null ? null : Number(row.majorId);
  const targets = await planTargets(db, scope, Number(row.coursePlanId), majorId);
  await refuseClassroomClash(db, { id, schoolId: scope.schoolId, date, examSessionId }, targets);
  const examId = await syncPlanExam(
    db,
    access,
    {
      ...scope,
      date,
      examTypeId: Number(row.examTypeId),
      examId: row.examId == null ? null : Number(row.examId),
    },
    term,
    targets,
  );
  return { title: targets.course.title, gradeLevel: targets.course.gradeLevel, examId };
}
