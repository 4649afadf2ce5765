/**
 * Demo scores behind the report cards: in each school's first classroom, every course group whose
 * worksheet is still empty gets three worksheet activities of the current term with a score for
 * every student (a few absences), so generating that classroom's cards gives real averages,
 * ranks and a chart. Exam scores are left alone: the demo exams stay empty for grade entry.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { classrooms, courseGroups, students, terms, worksheetActivities, worksheetScores } from '../schema';

const ACTIVITIES = [
  { title: 'پرسش شفاهی', maxScore: 20, back: 20 },
  { title: 'تکلیف کلاسی', maxScore: 10, back: 12 },
  { title: 'آزمونک', maxScore: 20, back: 5 },
] as const;

const day = (today: Date, back: number) =>
  new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10);

/** A steady spread of quarter-point scores: some students strong, some weak, varying by course. */
function scoreFor(studentIndex: number, groupIndex: number, activityIndex: number, maxScore: number) {
  const base = 9 + ((studentIndex * 7 + groupIndex * 3 + activityIndex * 5) % 12) * 0.9;
  return Math.min(maxScore, Math.round(((base * maxScore) / 20) * 4) / 4);
}

export async function seedDemoReportCardScores(db: Db, schoolIds: number[], yearId: number, today: Date) {
  const yearTerms = await db
    .select()
    .from(terms)
    .where(eq(terms.academicYearId, yearId))
    .orderBy(asc(terms.ordinal));
  const date = day(today, 3);
  const term = yearTerms.find((t) => t.startDate <= date && date <= t.endDate) ?? yearTerms[0];
  if (!term) return;
  for (const schoolId of schoolIds) {
    const [room] = await db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(eq(classrooms.schoolId, schoolId))
      .orderBy(asc(classrooms.id))
      .limit(1);
    if (!room) continue;
    const groups = await db
      .select({ id: courseGroups.id })
      .from(courseGroups)
      .where(eq(courseGroups.classroomId, room.id))
      .orderBy(asc(courseGroups.id));
    const filled = new Set(
      groups.length
        ? (
            await db
              .selectDistinct({ id: worksheetActivities.courseGroupId })
              .from(worksheetActivities)
              .where(
                inArray(
                  worksheetActivities.courseGroupId,
                  groups.map((g) => g.id),
                ),
              )
          ).map((r) => r.id)
        : [],
    );
    const roll = await db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.classroomId, room.id))
      .orderBy(asc(students.rollNumber), asc(students.id));
    for (const [g, group] of groups.entries()) {
      if (filled.has(group.id)) continue;
      const activities = await db
        .insert(worksheetActivities)
        .values(
          ACTIVITIES.map((a) => ({
            schoolId,
            courseGroupId: group.id,
            termId: term.id,
            title: a.title,
            maxScore: a.maxScore,
            date: day(today, a.back),
          })),
        )
        .returning();
      const cells = activities.flatMap((activity, a) =>
        roll.map((student, s) => {
          const absent = (s + g + a) % 17 === 0;
          return {
            schoolId,
            activityId: activity.id,
            studentId: student.id,
            score: absent ? null : scoreFor(s, g, a, activity.maxScore),
            mark: absent ? 'absent' : null,
          };
        }),
      );
      if (cells.length) await db.insert(worksheetScores).values(cells);
    }
  }
}
