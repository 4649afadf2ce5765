/**
 * Report cards for the score analytics on `npm start`: every classroom (not only the first, which
 * demo-report-cards.ts fills) gets the term's worksheet scores — each classroom a little different —
 * and each school's cards of the current term are computed, so every analytics page (averages,
 * ranks, failures, the matrix, box plots, dispersion, bands) shows figures. The server's tests seed
 * without it: they build their cards by hand.
 */
import { asc, eq } from 'drizzle-orm';
import { computeReportCards } from '../../modules/report-cards';
import type { Db } from '../client';
import { academicYears, classrooms, schools, terms } from '../schema';
import { classroomGroups, seedClassroomWorksheets } from './demo-report-cards';

export async function seedDemoScoreAnalytics(db: Db, today = new Date()): Promise<void> {
  const [year] = await db.select().from(academicYears).where(eq(academicYears.isCurrent, true));
  if (!year) return;
  const date = new Date(today.getTime() - 3 * 86_400_000).toISOString().slice(0, 10);
  const yearTerms = await db
    .select()
    .from(terms)
    .where(eq(terms.academicYearId, year.id))
    .orderBy(asc(terms.ordinal));
  const term = yearTerms.find((t) => t.startDate <= date && date <= t.endDate) ?? yearTerms[0];
  if (!term) return;
  for (const school of await db.select({ id: schools.id }).from(schools).orderBy(asc(schools.id))) {
    const rooms = await db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(eq(classrooms.schoolId, school.id))
      .orderBy(asc(classrooms.id));
    for (const [i, room] of rooms.entries()) {
      const { groups, filled } = await classroomGroups(db, room.id);
      await seedClassroomWorksheets(
        db,
        school.id,
        room.id,
        groups,
        filled,
        term.id,
        today,
        i * 3 + school.id,
      );
    }
    await computeReportCards(db, { academicYearId: year.id, termId: term.id, schoolId: school.id });
  }
}
