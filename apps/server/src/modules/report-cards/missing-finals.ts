/**
 * The final scores report cards wait for: per term, course group and student, a numeric course of a
 * card whose student has no final-exam cell in that term that is entered (a score) or marked
 * (absent, excused). A term card waits for its term's finals, a year card for every term's.
 * Generating cards lists them as a warning; publishing refuses cards that still miss any.
 */
import { ERROR_CODES, toPersianDigits } from '@school/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { AppError } from '../../http/errors';

export interface MissingFinal {
  termId: number;
  termTitle: string;
  courseGroupId: number;
  courseTitle: string;
  classroomName: string;
  students: { id: number; firstName: string; lastName: string }[];
}

interface Row {
  termId: number;
  termTitle: string;
  courseGroupId: number;
  courseTitle: string;
  classroomName: string;
  studentId: number;
  firstName: string;
  lastName: string;
}

/** Missing finals of the cards (alias rc) matching `cardsWhere`, grouped by term and course group. */
export async function missingFinals(db: Db, cardsWhere: SQL): Promise<MissingFinal[]> {
  const rows = await executeRows<Row>(
    db,
    sql`select t.id as "termId", t.title as "termTitle", rcc.course_group_id as "courseGroupId",
        cp.title as "courseTitle", c.name as "classroomName", s.id as "studentId",
        s.first_name as "firstName", s.last_name as "lastName"
      from report_cards rc
        join report_card_courses rcc on rcc.report_card_id = rc.id
        join course_plans cp on cp.id = rcc.course_plan_id and cp.grading <> 'qualitative'
        join terms t on t.academic_year_id = rc.academic_year_id and (rc.term_id is null or t.id = rc.term_id)
        join students s on s.id = rc.student_id
        join classrooms c on c.id = rc.classroom_id
      where ${cardsWhere}
        and not exists (
          select 1 from exam_scores sc
            join exams e on e.id = sc.exam_id
            join exam_types et on et.id = e.exam_type_id
          where sc.student_id = rc.student_id and sc.course_group_id = rcc.course_group_id
            and e.term_id = t.id and et.counts_toward = 'final'
            and (sc.score is not null or sc.mark is not null)
        )
      order by t.ordinal, c.name, cp.title, rcc.course_group_id, s.roll_number nulls last, s.last_name, s.id`,
  );
  const groups = new Map<string, MissingFinal>();
  for (const row of rows) {
    const key = `${row.termId}:${row.courseGroupId}`;
    let group = groups.get(key);
    if (!group) {
      const { studentId: _, firstName: __, lastName: ___, ...course } = row;
      group = { ...course, students: [] };
      groups.set(key, group);
    }
    group.students.push({ id: row.studentId, firstName: row.firstName, lastName: row.lastName });
  }
  return [...groups.values()];
}

/**
 * 409 MISSING_FINALS when any of these cards misses a final: the message counts them, `errors`
 * names each course (term, course, classroom) with its students, for the page to list.
 */
export async function refuseMissingFinals(db: Db, cardIds: readonly number[]): Promise<void> {
  if (cardIds.length === 0) return;
  const missing = await missingFinals(
    db,
    sql`rc.id in (${sql.join(
      cardIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  if (missing.length === 0) return;
  const students = new Set(missing.flatMap((m) => m.students.map((s) => s.id))).size;
  const errors = Object.fromEntries(
    missing.map((m) => [
      `${m.termTitle} — ${m.courseTitle} (${m.classroomName})`,
      m.students.map((s) => `${s.firstName} ${s.lastName}`).join('، '),
    ]),
  );
  throw new AppError(
    409,
    ERROR_CODES.MISSING_FINALS,
    `نمره پایانی ${toPersianDigits(missing.length)} درس برای ${toPersianDigits(students)} دانش‌آموز ثبت نشده است؛ پیش از انتشار کارنامه، نمره را وارد یا غیبت را علامت بزنید.`,
    errors,
  );
}
