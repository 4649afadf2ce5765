/** A classroom's enrolled students in roll order: the rows of every sheet teachers fill in. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { students } from '../../db/schema';
import { persianSortKey } from '../../engine/persian-sql';

/** Roll number first (students without one last), then Persian alphabetical order. */
export function enrolledRoll(db: Db, classroomId: number) {
  return db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      rollNumber: students.rollNumber,
      photo: students.photo,
    })
    .from(students)
    .where(and(eq(students.classroomId, classroomId), eq(students.status, 'studying')))
    .orderBy(
      sql`${students.rollNumber} asc nulls last`,
      asc(persianSortKey(students.lastName)),
      asc(students.id),
    );
}
