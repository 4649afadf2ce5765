/** Shared SQL fragments: counts of attendance rows (alias `ar`) by status, as plain integers. */
import { type SQL, sql } from 'drizzle-orm';
import { students } from '../../db/schema';
import { persianSortKey } from '../../engine/persian-sql';

export const statusCounts: SQL = sql`
  count(*) filter (where ar.status = 'absent')::int as absent,
  count(*) filter (where ar.status = 'late')::int as late,
  count(*) filter (where ar.status = 'excused')::int as excused`;

/** Rows whose every period was "present" say nothing in an absence report. */
export const anyNotPresent: SQL = sql`count(*) filter (where ar.status <> 'present') > 0`;

/** Roll order of the classroom (manual number first, then Persian alphabetical), over `students`. */
export const rollOrder: SQL = sql`students.roll_number asc nulls last, ${persianSortKey(students.lastName)} asc, ${persianSortKey(students.firstName)} asc, students.id asc`;

export interface StatusCounts {
  absent: number;
  late: number;
  excused: number;
}
