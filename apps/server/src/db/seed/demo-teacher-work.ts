/**
 * Demo worksheets, teacher logs and notes of the demo teacher: two activities with scores in the
 * current term for each of their first two course groups, a log per group and two notes, so their
 * pages and the dossier have something to show.
 */
import { asc, eq } from 'drizzle-orm';
import { courseGroupRoll } from '../../modules/classroom-roll/roll-query';
import type { Db } from '../client';
import {
  courseGroups,
  teacherLogs,
  teacherNotes,
  terms,
  worksheetActivities,
  worksheetScores,
} from '../schema';

const day = (today: Date, back: number) =>
  new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoTeacherWork(db: Db, teacherId: number, userId: number, today: Date) {
  const groups = await db
    .select()
    .from(courseGroups)
    .where(eq(courseGroups.teacherId, teacherId))
    .orderBy(asc(courseGroups.id))
    .limit(2);
  const first = groups[0];
  if (!first) return;
  const yearTerms = await db
    .select()
    .from(terms)
    .where(eq(terms.academicYearId, first.academicYearId))
    .orderBy(asc(terms.ordinal));
  const date = day(today, 3);
  const term = yearTerms.find((t) => t.startDate <= date && date <= t.endDate) ?? yearTerms[0];
  const audit = { createdBy: userId, updatedBy: userId };
  for (const group of groups) {
    const roll = await courseGroupRoll(db, group.id, group.classroomId);
    if (term) {
      const activities = await db
        .insert(worksheetActivities)
        .values(
          [
            { title: 'تکلیف فصل اول', date: day(today, 10), maxScore: 20 },
            { title: 'پرسش کلاسی', date: day(today, 3), maxScore: 10 },
          ].map((a) => ({
            ...a,
            ...audit,
            schoolId: group.schoolId,
            courseGroupId: group.id,
            termId: term.id,
          })),
        )
        .returning();
      const scores = activities.flatMap((activity) =>
        roll.slice(0, 6).map((student, i) => ({
          ...audit,
          schoolId: group.schoolId,
          activityId: activity.id,
          studentId: student.id,
          score: i === 5 ? null : activity.maxScore - (i % 4) * 0.75,
          mark: i === 5 ? 'absent' : null,
        })),
      );
      if (scores.length) await db.insert(worksheetScores).values(scores);
    }
    await db.insert(teacherLogs).values({
      ...audit,
      schoolId: group.schoolId,
      academicYearId: group.academicYearId,
      teacherId,
      courseGroupId: group.id,
      date,
      topic: 'مرور فصل اول و حل تمرین',
      homework: 'تمرین‌های پایان فصل',
    });
  }
  const students = await courseGroupRoll(db, first.id, first.classroomId);
  const notes = [
    { kind: 'positive', text: 'مشارکت خوب در کلاس و پاسخ دقیق به پرسش‌ها.' },
    { kind: 'negative', text: 'تکلیف این هفته را تحویل نداد.' },
  ];
  await db.insert(teacherNotes).values(
    notes.flatMap((note, i) => {
      const student = students[i];
      return student
        ? [
            {
              ...note,
              ...audit,
              schoolId: first.schoolId,
              academicYearId: first.academicYearId,
              teacherId,
              studentId: student.id,
              date,
            },
          ]
        : [];
    }),
  );
}
