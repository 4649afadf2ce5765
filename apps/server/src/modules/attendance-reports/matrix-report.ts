/**
 * The attendance report of one classroom over a date range: students (in roll order) × the days
 * that have any record. One grouped query with grouping sets yields every cell, each student's
 * totals, each day's totals and the grand total at once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { type ReportScope, recordsWhere } from './report-scope';
import { type StatusCounts, rollOrder, statusCounts } from './status-counts';

export interface MatrixStudent extends StatusCounts {
  id: number;
  firstName: string;
  lastName: string;
  rollNumber: number | null;
  /** Only the days on which the student was not simply present, keyed by ISO date. */
  days: Record<string, StatusCounts>;
}

export interface MatrixReport {
  days: string[];
  students: MatrixStudent[];
  dayTotals: Record<string, StatusCounts>;
  totals: StatusCounts;
}

interface GroupedRow extends StatusCounts {
  studentId: number | null;
  date: string | null;
  byStudent: number;
  byDate: number;
}

const ZERO: StatusCounts = { absent: 0, late: 0, excused: 0 };
const countsOf = ({ absent, late, excused }: StatusCounts): StatusCounts => ({ absent, late, excused });

export async function matrixReport(db: Db, scope: ReportScope): Promise<MatrixReport> {
  const where = recordsWhere(scope);
  const grouped = await executeRows<GroupedRow>(
    db,
    sql`select ar.student_id as "studentId", to_char(ar.date, 'YYYY-MM-DD') as date,
          grouping(ar.student_id)::int as "byStudent", grouping(ar.date)::int as "byDate", ${statusCounts}
        from attendance_records ar
        where ${where}
        group by grouping sets ((ar.student_id, ar.date), (ar.student_id), (ar.date), ())`,
  );
  // The classroom's current students, and anyone recorded in it during the range (since moved).
  const roll = await executeRows<{
    id: number;
    firstName: string;
    lastName: string;
    rollNumber: number | null;
  }>(
    db,
    sql`select students.id, students.first_name as "firstName", students.last_name as "lastName",
          students.roll_number as "rollNumber"
        from students
        where (students.classroom_id = ${scope.classroomId!} and students.status = 'studying'
               and students.school_id = ${scope.schoolId})
           or students.id in (select ar.student_id from attendance_records ar where ${where})
        order by ${rollOrder}`,
  );

  const days: string[] = [];
  const dayTotals: Record<string, StatusCounts> = {};
  const cells = new Map<number, Record<string, StatusCounts>>();
  const studentTotals = new Map<number, StatusCounts>();
  let totals = ZERO;
  // Distributing the database's grouped rows into the response shape (no counting happens here).
  for (const row of grouped) {
    if (row.byStudent && row.byDate) totals = countsOf(row);
    else if (row.byStudent) {
      days.push(row.date!);
      dayTotals[row.date!] = countsOf(row);
    } else if (row.byDate) studentTotals.set(row.studentId!, countsOf(row));
    else if (row.absent + row.late + row.excused > 0) {
      const byDay = cells.get(row.studentId!) ?? {};
      byDay[row.date!] = countsOf(row);
      cells.set(row.studentId!, byDay);
    }
  }
  days.sort();
  return {
    days,
    dayTotals,
    totals,
    students: roll.map((s) => ({
      ...s,
      ...(studentTotals.get(s.id) ?? ZERO),
      days: cells.get(s.id) ?? {},
    })),
  };
}

/** «غ۲ ت۱ م۱»: a day's absent, late and excused periods, in the report's short Persian form. */
export function cellLabel(counts: StatusCounts | undefined, digits: (n: number) => string): string {
  if (!counts) return '';
  return [
    counts.absent ? `غ${digits(counts.absent)}` : '',
    counts.late ? `ت${digits(counts.late)}` : '',
    counts.excused ? `م${digits(counts.excused)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
