/**
 * Monthly classroom grades: per classroom and Jalali month, the average exam score on the 0–20
 * scale and how many scores it covers. SQL sums and counts per classroom and exam day; the days
 * are then folded into Jalali months here, since PostgreSQL knows no Jalali calendar. A score is of
 * the classroom of the course group it was saved under (an exam may be common to several).
 */
import { isoDateToJalali } from '@school/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { type AssessmentScope, examsInRange, groupsWhere, normalisedScore } from './assessment-scope';

export interface MonthCell {
  average: number;
  count: number;
}

export interface MonthlyRow {
  classroomId: number;
  classroomName: string;
  /** Keyed by Jalali month, e.g. "1404-07". */
  months: Record<string, MonthCell>;
}

export interface MonthlyReport {
  /** Jalali months with any score, in order ("1404-07", "1404-08", …). */
  months: string[];
  rows: MonthlyRow[];
}

/** "1404-07": the Jalali year and month of an ISO day. */
export function jalaliMonthOf(iso: string): string {
  const { jy, jm } = isoDateToJalali(iso);
  return `${jy}-${String(jm).padStart(2, '0')}`;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function monthlyClassroomGrades(db: Db, scope: AssessmentScope): Promise<MonthlyReport> {
  const days = await executeRows<{
    classroomId: number;
    classroomName: string;
    date: string;
    total: number;
    count: number;
  }>(
    db,
    sql`select c.id as "classroomId", c.name as "classroomName", to_char(e.date, 'YYYY-MM-DD') as date,
          sum(${normalisedScore})::float8 as total, count(${normalisedScore})::int as count
        from exam_scores es
        join exams e on e.id = es.exam_id
        join course_groups cg on cg.id = es.course_group_id
        join classrooms c on c.id = cg.classroom_id
        where ${examsInRange(scope)} and ${groupsWhere(scope)}
        group by c.id, e.date
        having count(${normalisedScore}) > 0
        order by c.name, c.id, e.date`,
  );
  const sums = new Map<number, { row: MonthlyRow; totals: Map<string, { total: number; count: number }> }>();
  const months = new Set<string>();
  for (const day of days) {
    const month = jalaliMonthOf(day.date);
    months.add(month);
    const entry = sums.get(day.classroomId) ?? {
      row: { classroomId: day.classroomId, classroomName: day.classroomName, months: {} },
      totals: new Map(),
    };
    const sum = entry.totals.get(month) ?? { total: 0, count: 0 };
    entry.totals.set(month, { total: sum.total + day.total, count: sum.count + day.count });
    sums.set(day.classroomId, entry);
  }
  const rows = [...sums.values()].map(({ row, totals }) => {
    for (const [month, { total, count }] of totals)
      row.months[month] = { average: round2(total / count), count };
    return row;
  });
  return { months: [...months].sort(), rows };
}
