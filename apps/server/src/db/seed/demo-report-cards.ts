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
    const { groups, filled } = await classroomGroups(db, room.id);
    await seedClassroomWorksheets(db, schoolId, room.id, groups, filled, term.id, today);
  }
}

/**
 * Three worksheet activities of the term with a score for every student of the classroom, in each
 * course group not filled yet. `variant` shifts the spread so classrooms differ.
 */
export async function seedClassroomWorksheets(
  db: Db,
  schoolId: number,
  roomId: number,
  groups: { id: number }[],
  filled: ReadonlySet<number>,
  termId: number,
  today: Date,
  variant = 0,
) {
  const roll = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.classroomId, roomId))
    .orderBy(asc(students.rollNumber), asc(students.id));
  // Every group's activities in one statement, then every score in one (a few round trips a classroom).
  const open = [...groups.entries()].filter(([, group]) => !filled.has(group.id));
  if (!open.length) return;
  const activities = await db
    .insert(worksheetActivities)
    .values(
      open.flatMap(([, group]) =>
        ACTIVITIES.map((a) => ({
          schoolId,
          courseGroupId: group.id,
          termId,
          title: a.title,
          maxScore: a.maxScore,
          date: day(today, a.back),
        })),
      ),
    )
    .returning();
  const groupIndex = new Map(open.map(([g, group]) => [group.id, g]));
  const cells = activities.flatMap((activity) => {
    const g = groupIndex.get(activity.courseGroupId)!;
    const a = ACTIVITIES.findIndex((x) => x.title === activity.title);
    return roll.map((student, s) => {
      const absent = (s + g + a + variant) % 17 === 0;
      return {
        schoolId,
        activityId: activity.id,
        studentId: student.id,
        score: absent ? null : scoreFor(s + variant, g + variant * 2, a, activity.maxScore),
        mark: absent ? 'absent' : null,
      };
    });
  });
  if (cells.length) await db.insert(worksheetScores).values(cells);
}

/** A classroom's course groups, and those whose worksheet already has activities. */
export async function classroomGroups(db: Db, roomId: number) {
  const groups = await db
    .select({ id: courseGroups.id })
    .from(courseGroups)
    .where(eq(courseGroups.classroomId, roomId))
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
  return { groups, filled };
}
