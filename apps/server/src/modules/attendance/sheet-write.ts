/**
 * The write of a whole attendance sheet as one SQL statement: record the user's client id with a
 * hash of the sheet, read the rows as they were, upsert only the changed ones and audit each change.
 * One statement is atomic on its own, and one round trip instead of five keeps the morning burst
 * (hundreds of sheets a minute) from queueing on the database connection. Its text is built once
 * and prepared once per connection: a sheet only binds its values.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedRows } from '../../db/execute-rows';
import { attendanceSubmissions } from '../../db/schema';
import { payloadHash, refuseOtherContent } from '../../engine/submission-keys';

export interface SheetRow {
  studentId: number;
  status: string;
  lateMinutes: number | null;
  note: string | null;
}

export interface SheetWrite {
  clientId: string;
  userId: number;
  schoolId: number;
  academicYearId: number;
  courseGroupId: number;
  classroomId: number;
  classPeriodId: number;
  date: string;
  rows: SheetRow[];
}

export interface SheetWriteResult {
  duplicate: boolean;
  created: number;
  updated: number;
  unchanged: number;
}

/** A value of the statement below, bound on each run (the rows as JSON, `input`, and the sheet's own). */
const value = (name: keyof Omit<SheetWrite, 'rows'> | 'input' | 'payloadHash') => sql.placeholder(name);

/**
 * What the sheet saves, for its submission's hash: the sheet (group, day, period) and its rows in
 * student order. A retry sends the same, so it hashes the same.
 */
const sheetPayloadHash = (w: SheetWrite) =>
  payloadHash({
    courseGroupId: w.courseGroupId,
    date: w.date,
    classPeriodId: w.classPeriodId,
    rows: [...w.rows].sort((a, b) => a.studentId - b.studentId),
  });

const writeSheetStatement = preparedRows<{
  fresh: number;
  seen_hash: string | null;
  created: number;
  updated: number;
}>(
  'attendance_sheet_write',
  sql`
      with input as (
        select * from jsonb_to_recordset(${value('input')}::jsonb)
          as x(student_id integer, status text, late_minutes integer, note text)
      ),
      sub as (
        insert into attendance_submissions (user_id, client_id, payload_hash, school_id, course_group_id,
          date, class_period_id)
        values (${value('userId')}, ${value('clientId')}, ${value('payloadHash')}, ${value('schoolId')},
          ${value('courseGroupId')}, ${value('date')}, ${value('classPeriodId')})
        on conflict (user_id, client_id) do nothing
        returning client_id
      ),
      before as (
        select r.id, r.student_id, r.status, r.late_minutes, r.note
        from attendance_records r
        join input i on i.student_id = r.student_id
        where r.date = ${value('date')} and r.class_period_id = ${value('classPeriodId')}
      ),
      changed as (
        select i.*
        from input i
        left join before b on b.student_id = i.student_id
        where exists (select 1 from sub)
          and (b.id is null
            or b.status is distinct from i.status
            or b.late_minutes is distinct from i.late_minutes
            or b.note is distinct from i.note)
      ),
      written as (
        insert into attendance_records as r (school_id, academic_year_id, date, class_period_id,
          course_group_id, classroom_id, student_id, status, late_minutes, note, created_by, updated_by)
        select ${value('schoolId')}, ${value('academicYearId')}, ${value('date')}, ${value('classPeriodId')}, ${value('courseGroupId')},
          ${value('classroomId')}, c.student_id, c.status, c.late_minutes, c.note, ${value('userId')}, ${value('userId')}
        from changed c
        on conflict (student_id, date, class_period_id) do update set
          status = excluded.status,
          late_minutes = excluded.late_minutes,
          note = excluded.note,
          course_group_id = excluded.course_group_id,
          classroom_id = excluded.classroom_id,
          updated_by = excluded.updated_by,
          updated_at = now(),
          version = r.version + 1,
          -- A row no longer excused is no longer the leave's: rejecting the leave must not touch it.
          leave_id = case when excluded.status = 'excused' then r.leave_id end,
          status_before_leave = case when excluded.status = 'excused' then r.status_before_leave end
        returning r.id, r.student_id, r.status, r.late_minutes, r.note
      ),
      audited as (
        insert into audit_log (user_id, entity, entity_id, action, school_id, before, after)
        select ${value('userId')}, 'attendance', wr.id,
          case when b.id is null then 'create' else 'update' end,
          ${value('schoolId')},
          case when b.id is null then null
            else jsonb_build_object('status', b.status, 'lateMinutes', b.late_minutes, 'note', b.note) end,
          jsonb_build_object('status', wr.status, 'lateMinutes', wr.late_minutes, 'note', wr.note)
        from written wr
        left join before b on b.student_id = wr.student_id
        returning action
      )
      select
        (select count(*) from sub)::int as fresh,
        -- The earlier submission under this user's id, when there is one (the statement's snapshot
        -- does not see the row it inserts itself).
        (select s.payload_hash from attendance_submissions s
          where s.user_id = ${value('userId')} and s.client_id = ${value('clientId')}) as seen_hash,
        (select count(*) from audited where action = 'create')::int as created,
        (select count(*) from audited where action = 'update')::int as updated
    `,
);

export async function writeSheet(db: Db, w: SheetWrite): Promise<SheetWriteResult> {
  const input = JSON.stringify(
    w.rows.map((r) => ({
      student_id: r.studentId,
      status: r.status,
      late_minutes: r.lateMinutes,
      note: r.note,
    })),
  );
  const hash = sheetPayloadHash(w);
  const [row] = await writeSheetStatement(db, {
    input,
    payloadHash: hash,
    clientId: w.clientId,
    userId: w.userId,
    schoolId: w.schoolId,
    academicYearId: w.academicYearId,
    courseGroupId: w.courseGroupId,
    classroomId: w.classroomId,
    classPeriodId: w.classPeriodId,
    date: w.date,
  });
  const fresh = Number(row?.fresh ?? 0) > 0;
  if (!fresh) {
    // Nothing was written. Another request committing the same id meanwhile is not in the
    // statement's snapshot: its row is read again.
    refuseOtherContent(row?.seen_hash ?? (await seenHash(db, w.userId, w.clientId)), hash);
    return { duplicate: true, created: 0, updated: 0, unchanged: w.rows.length };
  }
  const created = Number(row?.created ?? 0);
  const updated = Number(row?.updated ?? 0);
  return { duplicate: false, created, updated, unchanged: w.rows.length - created - updated };
}

async function seenHash(db: Db, userId: number, clientId: string): Promise<string> {
  const [seen] = await db
    .select({ payloadHash: attendanceSubmissions.payloadHash })
    .from(attendanceSubmissions)
    .where(and(eq(attendanceSubmissions.userId, userId), eq(attendanceSubmissions.clientId, clientId)));
  return seen?.payloadHash ?? '';
}
