/** Shared SQL fragments: counts of attendance rows (alias `ar`) by status, as plain integers. */
import { type SQL, sql } from 'drizzle-orm';
import { students } from '../../db/schema';
import { persianSortKey } from '../../engine/persian-sql';

export const statusCounts: SQL = sql`
  count(*) filter (where ar.status = 'absent')::int as absent,
  count(*) filter (where ar.status = 'late')::int as late,
  count(*) filter (where ar.status = 'excused')::int as excused`;

/**
 * The rows an absence report counts: "present" says nothing there. Written as the partial indexes'
 * own predicate (attendance_not_present, attendance_not_present_school) so the planner uses them.
 */
export const notPresent: SQL = sql`ar.status <> 'present'`;

/** Roll order of the classroom (manual number first, then Persian alphabetical), over `students`. */
export const rollOrder: SQL = sql`students.roll_number asc nulls last, ${persianSortKey(students.lastName)} asc, ${persianSortKey(students.firstName)} asc, students.id asc`;

export interface StatusCounts {
  absent: number;
  late: number;
  excused: number;
}
