/**
 * Writes checked results of an exam in one transaction: each student's result row (a replaced one
 * keeps its id and takes the new figures), its course rows (a replaced result's old ones go first),
 * an audit row per student with the before and after values, and the exam's count of results.
 * Rows travel as one JSON parameter per statement read by jsonb_to_recordset: a sheet of 1,200
 * students × 8 courses is some 10,000 course rows, and a VALUES list of a parameter per cell cost
 * seconds to build and bind where this costs a fraction of one (as in the SMS outbox).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { corpExamResults, corpExamScores } from '../../db/schema';
import type { ParsedResult } from './result-row';

/** Students per statement: each is a few dozen values of JSON. */
const BATCH = 2_000;

export interface ResultToWrite {
  studentId: number;
  action: 'create' | 'update';
  result: ParsedResult;
}

/** What the audit keeps of a result: the overall figures and each course's three. */
type AuditValues = { totalScore: number | null; totalRank: number | null; courses: Record<string, unknown> };

const auditValues = (result: ParsedResult): AuditValues => ({
  totalScore: result.totalScore,
  totalRank: result.totalRank,
  courses: Object.fromEntries(
    result.courses.map((c) => [
      c.coursePlanId,
      { percent: c.percent, standardScore: c.standardScore, rank: c.rank },
    ]),
  ),
});

/** The results being replaced as they are now, for the audit's before values. */
async function previousValues(db: Db, examId: number, studentIds: number[]) {
  const before = new Map<number, AuditValues>();
  for (let i = 0; i < studentIds.length; i += BATCH) {
    const rows = await db
      .select({
        studentId: corpExamResults.studentId,
        totalScore: corpExamResults.totalScore,
        totalRank: corpExamResults.totalRank,
        coursePlanId: corpExamScores.coursePlanId,
        percent: corpExamScores.percent,
        standardScore: corpExamScores.standardScore,
        rank: corpExamScores.rank,
      })
      .from(corpExamResults)
      .leftJoin(corpExamScores, eq(corpExamScores.resultId, corpExamResults.id))
      .where(
        and(
          eq(corpExamResults.corpExamId, examId),
          inArray(corpExamResults.studentId, studentIds.slice(i, i + BATCH)),
        ),
      );
    for (const r of rows) {
      const values = before.get(r.studentId) ?? {
        totalScore: r.totalScore,
        totalRank: r.totalRank,
        courses: {},
      };
      if (r.coursePlanId !== null)
        values.courses[r.coursePlanId] = { percent: r.percent, standardScore: r.standardScore, rank: r.rank };
      before.set(r.studentId, values);
    }
  }
  return before;
}

export async function writeResults(
  db: Db,
  target: { examId: number; schoolId: number },
  rows: readonly ResultToWrite[],
  userId: number,
): Promise<void> {
  const { examId, schoolId } = target;
  await db.transaction(async (tx) => {
    const before = await previousValues(
      tx,
      examId,
      rows.filter((r) => r.action === 'update').map((r) => r.studentId),
    );
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      const results = JSON.stringify(
        batch.map((r) => ({
          student_id: r.studentId,
          total_score: r.result.totalScore,
          total_rank: r.result.totalRank,
        })),
      );
      const saved = await executeRows<{ id: number; student_id: number }>(
        tx,
        sql`insert into corp_exam_results (school_id, corp_exam_id, student_id, total_score, total_rank, imported_by)
          select ${schoolId}::int, ${examId}::int, r.student_id, r.total_score, r.total_rank, ${userId}::int
          from jsonb_to_recordset(${results}::jsonb) as r(student_id int, total_score int, total_rank int)
          on conflict (corp_exam_id, student_id) do update set total_score = excluded.total_score,
            total_rank = excluded.total_rank, imported_at = now(), imported_by = excluded.imported_by
          returning id, student_id`,
      );
      const resultOf = new Map(saved.map((s) => [Number(s.student_id), Number(s.id)]));
      const replaced = batch.filter((r) => r.action === 'update').map((r) => resultOf.get(r.studentId)!);
      if (replaced.length)
        await tx.execute(
          sql`delete from corp_exam_scores
            where result_id in (select value::int from jsonb_array_elements_text(${JSON.stringify(replaced)}::jsonb))`,
        );
      const scores = JSON.stringify(
        batch.flatMap((r) =>
          r.result.courses.map((c) => ({
            result_id: resultOf.get(r.studentId)!,
            course_plan_id: c.coursePlanId,
            percent: c.percent,
            standard_score: c.standardScore,
            rank: c.rank,
          })),
        ),
      );
      await tx.execute(
        sql`insert into corp_exam_scores (result_id, course_plan_id, percent, standard_score, rank)
          select result_id, course_plan_id, percent, standard_score, rank
          from jsonb_to_recordset(${scores}::jsonb)
            as r(result_id int, course_plan_id int, percent numeric, standard_score int, rank int)`,
      );
      const audits = JSON.stringify(
        batch.map((r) => ({
          entity_id: resultOf.get(r.studentId)!,
          action: r.action,
          // Left out for a new result: a missing key reads as SQL null.
          ...(r.action === 'update'
            ? { before: { corpExamId: examId, studentId: r.studentId, ...before.get(r.studentId) } }
            : {}),
          after: { corpExamId: examId, studentId: r.studentId, ...auditValues(r.result) },
        })),
      );
      await tx.execute(
        sql`insert into audit_log (user_id, entity, entity_id, action, school_id, before, after)
          select ${userId}::int, 'corp-exam-results', entity_id, action, ${schoolId}::int, before, after
          from jsonb_to_recordset(${audits}::jsonb) as r(entity_id int, action text, before jsonb, after jsonb)`,
      );
    }
    await tx.execute(
      sql`update corp_exams set result_count = (select count(*) from corp_exam_results where corp_exam_id = ${examId})
        where id = ${examId}`,
    );
  });
}
