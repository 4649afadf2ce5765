/** Report cards as stored, each with its course rows (in course group order): for before/after comparisons. */
import { asc, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { reportCardCourses, reportCards } from '../../src/db/schema';

export async function storedCards(db: Db, where: SQL | undefined, order: SQL) {
  const cards = await db.select().from(reportCards).where(where).orderBy(order);
  const courses = await db
    .select()
    .from(reportCardCourses)
    .where(
      inArray(
        reportCardCourses.reportCardId,
        cards.map((c) => c.id),
      ),
    )
    .orderBy(asc(reportCardCourses.reportCardId), asc(reportCardCourses.courseGroupId));
  return cards.map((c) => ({ ...c, courses: courses.filter((r) => r.reportCardId === c.id) }));
}
