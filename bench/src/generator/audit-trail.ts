/**
 * The audit trail the app itself would have written for the generated rows: a 'create' row per
 * student (the dossier's classroom history reads them) and per exam score, and for about one score
 * in 200 an amendment with its reason (the dossier's scores tab lists those). Set-based, like the
 * attendance month: the rows never pass through Node.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../apps/server/src/db/client';

/** Per mille of scores amended after they were locked. */
export const AMENDED_PER_MILLE = 5;
export const AMENDMENT_REASON = 'اصلاح نمره پس از بازبینی برگه';

export async function generateAuditTrail(db: Db, input: { schoolIds: number[] }): Promise<number> {
  if (input.schoolIds.length === 0) return 0;
  const schools = sql.join(
    input.schoolIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return db.transaction(async (tx) => {
    const written = async (statement: ReturnType<typeof sql>) => {
      const result = (await tx.execute(statement)) as unknown as { affectedRows?: number; rowCount?: number };
      return Number(result.affectedRows ?? result.rowCount ?? 0);
    };
    const students = await written(sql`
      insert into audit_log (at, entity, entity_id, action, school_id, after)
      select s.created_at, 'students', s.id, 'create', s.school_id, jsonb_build_object(
        'firstName', s.first_name, 'lastName', s.last_name, 'nationalCode', s.national_code,
        'classroomId', s.classroom_id, 'status', s.status)
      from students s where s.school_id in (${schools}) order by s.id`);
    const scores = await written(sql`
      insert into audit_log (at, entity, entity_id, action, school_id, after)
      select es.created_at, 'exam-scores', es.id, 'create', es.school_id, jsonb_build_object(
        'examId', es.exam_id, 'courseGroupId', es.course_group_id, 'studentId', es.student_id,
        'score', es.score, 'mark', es.mark, 'qualitativeTypeId', es.qualitative_type_id)
      from exam_scores es where es.school_id in (${schools}) order by es.id`);
    // An amendment keeps the score (the sheet was re-read and found right) with the reason given.
    const amendments = await written(sql`
      insert into audit_log (at, entity, entity_id, action, school_id, before, after)
      select es.created_at + interval '3 days', 'exam-scores', es.id, 'update', es.school_id,
        jsonb_build_object('examId', es.exam_id, 'courseGroupId', es.course_group_id,
          'studentId', es.student_id, 'score', es.score, 'mark', es.mark),
        jsonb_build_object('examId', es.exam_id, 'courseGroupId', es.course_group_id,
          'studentId', es.student_id, 'score', es.score, 'mark', es.mark, 'reason', ${AMENDMENT_REASON}::text)
      from exam_scores es
      where es.school_id in (${schools}) and abs(hashtext('amend:' || es.id)) % 1000 < ${AMENDED_PER_MILLE}
      order by es.id`);
    return students + scores + amendments;
  });
}
