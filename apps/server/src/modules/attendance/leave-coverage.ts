/**
 * Which approved leaves cover a class period: a leave runs from (fromDate, fromTime) to (toDate,
 * toTime); a missing time means the whole day. A period is covered when it overlaps that window.
 */
import { type SQL, sql } from 'drizzle-orm';
import { studentLeaves } from '../../db/schema';

/** SQL: the leave row covers the period with the given date and start/end times. */
export function leaveCovers(date: SQL | string, start: SQL | string, end: SQL | string): SQL {
  const leaveStart = sql`(${studentLeaves.fromDate} + coalesce(${studentLeaves.fromTime}, time '00:00'))`;
  const leaveEnd = sql`(${studentLeaves.toDate} + coalesce(${studentLeaves.toTime}, time '23:59:59'))`;
  const periodStart = sql`(${date}::date + ${start}::time)`;
  const periodEnd = sql`(${date}::date + ${end}::time)`;
  return sql`(${studentLeaves.status} = 'approved' and ${leaveStart} < ${periodEnd} and ${leaveEnd} > ${periodStart})`;
}
