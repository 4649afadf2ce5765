/**
 * Demo assessment set-up: two exam types and the four qualitative score types per school, and one
 * written exam a week ago for every course group of each school's first classroom, so the grade
 * entry page has something to show. The first of those exams is common to the same course's group
 * in the school's second classroom (when there is one), so the page's group picker shows too.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { classrooms, courseGroups, examTypes, exams, qualitativeScoreTypes, terms } from '../schema';

const QUALITATIVE = [
  ['خیلی خوب', 'A', 18, 20],
  ['خوب', 'B', 15, 17.75],
  ['قابل قبول', 'C', 12, 14.75],
  ['نیاز به تلاش بیشتر', 'D', 0, 11.75],
] as const;

export async function seedDemoAssessment(
  db: Db,
  schoolIds: number[],
  yearId: number,
  today: Date,
): Promise<void> {
  const date = new Date(today.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
  const yearTerms = await db
    .select()
    .from(terms)
    .where(eq(terms.academicYearId, yearId))
    .orderBy(asc(terms.ordinal));
  const term = yearTerms.find((t) => t.startDate <= date && date <= t.endDate) ?? yearTerms[0];
  for (const schoolId of schoolIds) {
    const [written] = await db
      .insert(examTypes)
      .values([
        {
          schoolId,
          title: 'آزمون کلاسی',
          kind: 'written',
          countsToward: 'continuous',
          defaultMaxScore: 20,
          weight: 1,
        },
        {
          schoolId,
          title: 'پایانی نوبت اول',
          kind: 'written',
          countsToward: 'final',
          defaultMaxScore: 20,
          weight: 2,
        },
      ])
      .returning();
    await db.insert(qualitativeScoreTypes).values(
      QUALITATIVE.map(([title, code, minScore, maxScore], i) => ({
        schoolId,
        title,
        code,
        ordinal: i + 1,
        minScore,
        maxScore,
      })),
    );
    const [first] = await db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(eq(classrooms.schoolId, schoolId))
      .orderBy(asc(classrooms.id))
      .limit(1);
    if (!first) continue;
    const groups = await db
      .select()
      .from(courseGroups)
      .where(eq(courseGroups.classroomId, first.id))
      .orderBy(asc(courseGroups.id));
    if (!groups.length) continue;
    const partner = await sameCourseGroup(db, groups[0]!);
    await db.insert(exams).values(
      groups.map((g, i) => ({
        schoolId,
        academicYearId: yearId,
        title: `آزمون کلاسی ${g.title.split(' — ')[0]}`,
        courseGroupIds: i === 0 && partner ? [g.id, partner.id] : [g.id],
        examTypeId: written!.id,
        termId: term?.id ?? null,
        date,
        maxScore: 20,
        weight: 1,
      })),
    );
  }
}

/** The first group of the same course and year in another classroom of the school, if any. */
async function sameCourseGroup(db: Db, group: typeof courseGroups.$inferSelect) {
  const [row] = await db
    .select({ id: courseGroups.id })
    .from(courseGroups)
    .where(
      and(
        eq(courseGroups.schoolId, group.schoolId),
        eq(courseGroups.academicYearId, group.academicYearId),
        eq(courseGroups.coursePlanId, group.coursePlanId),
        ne(courseGroups.classroomId, group.classroomId),
      ),
    )
    .orderBy(asc(courseGroups.classroomId), asc(courseGroups.id))
    .limit(1);
  return row;
}
