/**
 * The demo seeds two school weeks of attendance and leaves in every state (seed/demo-attendance.ts).
 * Tests whose figures are worked out by hand from the sheets and leaves they save themselves start
 * from none of those.
 */
import type { Db } from '../../src/db/client';
import { attendanceRecords, attendanceSubmissions, studentLeaves } from '../../src/db/schema';

export async function withoutDemoAttendance(db: Db): Promise<void> {
  await db.delete(attendanceRecords);
  await db.delete(attendanceSubmissions);
  await db.delete(studentLeaves);
}
