/**
 * Demo exam logistics, so the planning and venue pages open full: per school, the morning and
 * afternoon sessions, two venues with their supervisors (a few seats out of use), grade 11's exam
 * plan of four mornings near the end of the current term (each with the common exam of the
 * course's groups, as the plan makes them), one day starting earlier, and two students of the grade
 * who need a front seat. The first two exam mornings are seated (the seat map's automatic placement),
 * with one seat locked by hand on the first.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { placeSession } from '../../modules/exam-seating';
import type { Db } from '../client';
import {
  classrooms,
  coursePlans,
  courseGroups,
  examPlanItems,
  examSessions,
  examStartTimes,
  examTypes,
  examVenues,
  exams,
  students,
  examSeats,
  teachers,
  terms,
} from '../schema';

const GRADE = 11;
const COURSES = ['ریاضی ۲', 'فیزیک ۲', 'ادبیات فارسی ۲', 'زبان انگلیسی ۲'];
/** Days after the first Saturday of the exam weeks: two days on, one off, two on. */
const DAY_OFFSETS = [0, 1, 3, 4];
const DURATIONS = [100, 90, 75, 70];

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const isSaturday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay() === 6;

/** The exam days: from the first Saturday three weeks before the term's end. */
function examDays(termEnd: string): string[] {
  let first = addDays(termEnd, -21);
  while (!isSaturday(first)) first = addDays(first, 1);
  return DAY_OFFSETS.map((d) => addDays(first, d));
}

export async function seedDemoExamLogistics(db: Db, schoolIds: number[], yearId: number, today: Date) {
  const yearTerms = await db
    .select()
    .from(terms)
    .where(eq(terms.academicYearId, yearId))
    .orderBy(asc(terms.ordinal));
  const todayIso = today.toISOString().slice(0, 10);
  const term = yearTerms.find((t) => t.startDate <= todayIso && todayIso <= t.endDate) ?? yearTerms[0];
  if (!term) return;
  const days = examDays(term.endDate);
  const plans = await db
    .select({ id: coursePlans.id, title: coursePlans.title })
    .from(coursePlans)
    .where(and(eq(coursePlans.gradeLevel, GRADE), inArray(coursePlans.title, COURSES)));

  for (const schoolId of schoolIds) {
    const [morning] = await db
      .insert(examSessions)
      .values([
        { schoolId, title: 'صبح', ordinal: 1, defaultStartTime: '08:00' },
        { schoolId, title: 'عصر', ordinal: 2, defaultStartTime: '14:00' },
      ])
      .returning();
    const staff = await db
      .select({ id: teachers.id })
      .from(teachers)
      .where(eq(teachers.schoolId, schoolId))
      .orderBy(asc(teachers.id))
      .limit(4);
    await db.insert(examVenues).values([
      {
        schoolId,
        title: 'سالن اجتماعات',
        seatRows: 6,
        seatColumns: 8,
        outOfUseSeats: '1-1 6-8',
        capacity: 46,
        supervisorTeacherIds: staff.slice(0, 2).map((t) => t.id),
        location: 'طبقه همکف',
      },
      {
        schoolId,
        title: 'کتابخانه',
        seatRows: 5,
        seatColumns: 6,
        outOfUseSeats: '',
        capacity: 30,
        supervisorTeacherIds: staff.slice(2, 4).map((t) => t.id),
        location: 'طبقه اول',
      },
    ]);
    const [final] = await db
      .select({ id: examTypes.id, weight: examTypes.weight })
      .from(examTypes)
      .where(and(eq(examTypes.schoolId, schoolId), eq(examTypes.countsToward, 'final')))
      .limit(1);
    if (!final || !morning) continue;
    const groups = await db
      .select({ id: courseGroups.id, coursePlanId: courseGroups.coursePlanId })
      .from(courseGroups)
      .innerJoin(classrooms, eq(classrooms.id, courseGroups.classroomId))
      .where(
        and(
          eq(courseGroups.schoolId, schoolId),
          eq(courseGroups.academicYearId, yearId),
          eq(classrooms.gradeLevel, GRADE),
        ),
      )
      .orderBy(asc(courseGroups.id));
    for (const [i, title] of COURSES.entries()) {
      const plan = plans.find((p) => p.title === title);
      const groupIds = groups.filter((g) => g.coursePlanId === plan?.id).map((g) => g.id);
      if (!plan || !groupIds.length) continue;
      const [exam] = await db
        .insert(exams)
        .values({
          schoolId,
          academicYearId: yearId,
          title: `${title} — ${term.title}`,
          courseGroupIds: groupIds,
          examTypeId: final.id,
          termId: term.id,
          date: days[i]!,
          maxScore: 20,
          weight: final.weight ?? 1,
        })
        .returning();
      await db.insert(examPlanItems).values({
        schoolId,
        academicYearId: yearId,
        termId: term.id,
        title,
        date: days[i]!,
        examSessionId: morning.id,
        coursePlanId: plan.id,
        gradeLevel: GRADE,
        durationMinutes: DURATIONS[i]!,
        examTypeId: final.id,
        examId: exam!.id,
      });
    }
    // The last morning starts earlier: the school's ceremony follows the exam.
    await db.insert(examStartTimes).values({
      schoolId,
      academicYearId: yearId,
      date: days[days.length - 1]!,
      examSessionId: morning.id,
      startTime: '07:30',
      note: 'مراسم پایان امتحانات',
    });
    const grade = await db
      .select({ id: students.id })
      .from(students)
      .innerJoin(classrooms, eq(classrooms.id, students.classroomId))
      .where(and(eq(students.schoolId, schoolId), eq(classrooms.gradeLevel, GRADE)))
      .orderBy(asc(students.id))
      .limit(8);
    const frontSeat = [grade[2]?.id, grade[7]?.id].filter((id): id is number => id !== undefined);
    if (frontSeat.length)
      await db.update(students).set({ frontSeat: true }).where(inArray(students.id, frontSeat));
    const scope = { schoolId, academicYearId: yearId };
    for (const date of days.slice(0, 2)) await placeSession(db, scope, { date, sessionId: morning.id }, null);
    const [first] = await db
      .select({ id: examSeats.id })
      .from(examSeats)
      .where(and(eq(examSeats.schoolId, schoolId), eq(examSeats.date, days[0]!)))
      .orderBy(asc(examSeats.id))
      .limit(1);
    if (first) await db.update(examSeats).set({ locked: true }).where(eq(examSeats.id, first.id));
  }
}
