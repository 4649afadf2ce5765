/**
 * Demo of the Sida exchange: the first school's first classroom and its first grade 11 classroom came
 * from a Sida class list (their students are known to Sida); the grade 11 classroom's results came back
 * from Sida and agree with the school's own year cards (demo-year-results.ts) but for a few deliberate
 * differences — a score raised on review, a typing slip in Sida, a course Sida has not entered — so
 * the comparison of Sida's cards with the school's shows what it is for; and the record shows a class
 * list imported from a file, results received over the web and scores recorded with one row refused.
 * Runs after the year's results, whose cards it reads.
 */
import { and, asc, eq } from 'drizzle-orm';
import { yearCardScores } from '../../modules/report-cards';
import type { Db } from '../client';
import { classrooms, sidaExchanges, sidaReportCards, sidaStudents, students, users } from '../schema';

/** The differences Sida's cards carry: by the student's place in the roll, which course, and how. */
const DIFFERENCES = [
  { student: 1, course: 0, change: (score: number) => Math.min(20, score + 0.5) },
  { student: 4, course: 2, change: (score: number) => Math.max(0, score - 1) },
  { student: 7, course: 1, change: () => null },
] as const;

export async function seedDemoSida(db: Db, schoolId: number, yearId: number, today: Date): Promise<void> {
  const rooms = await db
    .select()
    .from(classrooms)
    .where(and(eq(classrooms.schoolId, schoolId), eq(classrooms.academicYearId, yearId)))
    .orderBy(asc(classrooms.id));
  const room = rooms[0];
  const graded = rooms.find((r) => r.gradeLevel === 11);
  if (!room) return;
  const roll = (roomId: number) =>
    db
      .select({ id: students.id, nationalCode: students.nationalCode })
      .from(students)
      .where(eq(students.classroomId, roomId))
      .orderBy(asc(students.id));
  const pupils = await roll(room.id);
  const gradedPupils = graded ? await roll(graded.id) : [];
  if (!pupils.length) return;
  await db
    .insert(sidaStudents)
    .values([...pupils, ...gradedPupils].map((p) => ({ studentId: p.id, schoolId })))
    .onConflictDoNothing();
  const [manager] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'manager'));
  const at = (daysBack: number) => new Date(today.getTime() - daysBack * 86_400_000);
  const exchange = async (values: Omit<typeof sidaExchanges.$inferInsert, 'schoolId' | 'academicYearId'>) => {
    const [row] = await db
      .insert(sidaExchanges)
      .values({ schoolId, academicYearId: yearId, userId: manager?.id ?? null, ...values })
      .returning({ id: sidaExchanges.id });
    return row!.id;
  };
  await exchange({
    operation: 'basic-information',
    connector: 'files',
    status: 'success',
    subject: 'sida-class-list.xlsx',
    summary: {
      classrooms: { created: 0, existing: 6 },
      students: { created: 0, updated: 2, unchanged: pupils.length - 2 },
      skipped: 0,
    },
    createdAt: at(30),
  });
  const received = await exchange({
    operation: 'receive-scores',
    connector: 'http',
    status: 'success',
    subject: 'نتایج سال',
    createdAt: at(3),
  });
  // Sida's results: the school's year card scores of the grade 11 classroom, but for DIFFERENCES.
  const schoolScores = await yearCardScores(db, {
    schoolId,
    academicYearId: yearId,
    studentIds: gradedPupils.map((p) => p.id),
  });
  const place = new Map(gradedPupils.map((p, i) => [p.id, i]));
  const numeric = schoolScores
    .filter((c) => c.grading !== 'qualitative' && c.courseCode && c.score !== null)
    .sort((a, b) => a.studentId - b.studentId || a.coursePlanId - b.coursePlanId);
  const courseIndex = new Map<number, number>();
  const cards = [];
  for (const c of numeric) {
    const course = courseIndex.get(c.studentId) ?? 0;
    courseIndex.set(c.studentId, course + 1);
    const difference = DIFFERENCES.find((d) => d.student === place.get(c.studentId) && d.course === course);
    const score = difference ? difference.change(c.score!) : c.score!;
    if (score === null) continue;
    cards.push({
      schoolId,
      academicYearId: yearId,
      studentId: c.studentId,
      courseCode: c.courseCode!,
      courseTitle: c.courseTitle,
      score,
      exchangeId: received,
      receivedAt: at(3),
    });
  }
  if (cards.length) await db.insert(sidaReportCards).values(cards);
  await db
    .update(sidaExchanges)
    .set({ summary: { created: cards.length, updated: 0, unchanged: 0, skipped: 0 } })
    .where(eq(sidaExchanges.id, received));
  if (!graded || !numeric.length) return;
  await exchange({
    operation: 'record-scores',
    connector: 'http',
    status: 'partial',
    subject: `کلاس ${graded.name}`,
    summary: {
      sent: numeric.length,
      accepted: numeric.length - 1,
      refused: [
        {
          nationalCode: gradedPupils[0]!.nationalCode,
          courseCode: numeric[0]!.courseCode,
          reason: 'نمره این درس پیش‌تر قطعی شده است',
        },
      ],
      problems: 0,
    },
    createdAt: at(1),
  });
}
