/**
 * Demo of the Sida exchange: the first school's first classroom came from a Sida class list (its
 * students are known to Sida), four of its students have Sida report cards (one course differing from
 * what the school would give), and the record shows a class list imported from a file, results
 * received over the web and scores recorded with one row refused.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  classrooms,
  courseGroups,
  coursePlans,
  sidaExchanges,
  sidaReportCards,
  sidaStudents,
  students,
  users,
} from '../schema';

export async function seedDemoSida(db: Db, schoolId: number, yearId: number, today: Date): Promise<void> {
  const [room] = await db
    .select()
    .from(classrooms)
    .where(and(eq(classrooms.schoolId, schoolId), eq(classrooms.academicYearId, yearId)))
    .orderBy(asc(classrooms.id))
    .limit(1);
  if (!room) return;
  const pupils = await db
    .select({ id: students.id, nationalCode: students.nationalCode })
    .from(students)
    .where(eq(students.classroomId, room.id))
    .orderBy(asc(students.id));
  if (!pupils.length) return;
  await db.insert(sidaStudents).values(pupils.map((p) => ({ studentId: p.id, schoolId })));
  const courses = await db
    .selectDistinct({ code: coursePlans.code, title: coursePlans.title, grading: coursePlans.grading })
    .from(courseGroups)
    .innerJoin(coursePlans, eq(coursePlans.id, courseGroups.coursePlanId))
    .where(eq(courseGroups.classroomId, room.id))
    .orderBy(asc(coursePlans.title));
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
  const numeric = courses.filter((c) => c.code && c.grading !== 'qualitative');
  const cards = pupils.slice(0, 4).flatMap((pupil, i) =>
    numeric.map((course, k) => ({
      schoolId,
      academicYearId: yearId,
      studentId: pupil.id,
      courseCode: course.code!,
      courseTitle: course.title,
      score: Math.min(20, 12 + ((i * 3 + k * 5) % 9) * 0.75),
      exchangeId: received,
      receivedAt: at(3),
    })),
  );
  if (cards.length) await db.insert(sidaReportCards).values(cards);
  await db
    .update(sidaExchanges)
    .set({ summary: { created: cards.length, updated: 0, unchanged: 0, skipped: 0 } })
    .where(eq(sidaExchanges.id, received));
  await exchange({
    operation: 'record-scores',
    connector: 'http',
    status: 'partial',
    subject: `کلاس ${room.name}`,
    summary: {
      sent: numeric.length * 3,
      accepted: numeric.length * 3 - 1,
      refused: [
        {
          nationalCode: pupils[0]!.nationalCode,
          courseCode: numeric[0]?.code ?? '',
          reason: 'نمره این درس پیش‌تر قطعی شده است',
        },
      ],
      problems: 0,
    },
    createdAt: at(1),
  });
}
