/**
 * A demo teacher survey per school, so the survey pages open full. The first school's runs now over
 * two classrooms (the demo teacher's first classroom and another): codes for every student (their
 * hashes only: the manager issues them again to print), eight answers in the first classroom (its
 * reports show figures) and three in the second (its report says there are not enough answers).
 * The second school's has its questions and one classroom's codes, not yet answered.
 */
import { isoDateIn } from '@school/shared';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { generateSurveyCodes, hashSurveyCode } from '../../modules/surveys/survey-codes';
import type { Db } from '../client';
import {
  classrooms,
  courseGroups,
  students,
  surveyAnswers,
  surveyCodes,
  surveyGroups,
  surveyItems,
  teachers,
  users,
} from '../schema';

const QUESTIONS = [
  'درس را روشن و قابل فهم توضیح می‌دهد.',
  'به پرسش‌های دانش‌آموزان با حوصله پاسخ می‌دهد.',
  'کلاس را منظم و به‌موقع آغاز می‌کند.',
  'ارزشیابی‌ها را منصفانه و با بازخورد انجام می‌دهد.',
];

const addDays = (today: Date, days: number) => isoDateIn(new Date(today.getTime() + days * 86_400_000));

/** Mostly good scores, a few poor ones, differing per student, teacher and question (the same on every start). */
const DEMO_SCORES = [5, 4, 4, 3, 5, 4, 2, 5, 3, 4, 1, 4];
const demoScore = (student: number, teacher: number, item: number) =>
  DEMO_SCORES[(student * 5 + teacher * 7 + item * 3 + student * item) % DEMO_SCORES.length]!;

export async function seedDemoSurveys(
  db: Db,
  schoolIds: number[],
  yearId: number,
  today: Date,
): Promise<void> {
  const [first, second] = schoolIds as [number, number];
  const [teacherUser] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'teacher'));
  const [demoTeacher] = teacherUser
    ? await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.userId, teacherUser.id))
    : [];
  const rooms = await db
    .select({ id: classrooms.id, schoolId: classrooms.schoolId })
    .from(classrooms)
    .where(and(inArray(classrooms.schoolId, [first, second]), eq(classrooms.academicYearId, yearId)))
    .orderBy(asc(classrooms.id));
  const taught = demoTeacher
    ? await db
        .selectDistinct({ classroomId: courseGroups.classroomId })
        .from(courseGroups)
        .where(eq(courseGroups.teacherId, demoTeacher.id))
    : [];
  const firstRooms = rooms.filter((r) => r.schoolId === first).map((r) => r.id);
  const answered = taught.map((t) => t.classroomId).find((id) => firstRooms.includes(id)) ?? firstRooms[0]!;
  const other = firstRooms.find((id) => id !== answered)!;

  const survey = await createSurvey(db, first, yearId, 'نظرسنجی از دبیران — نوبت اول', [answered, other], {
    opensOn: addDays(today, -3),
    closesOn: addDays(today, 21),
  });
  await answerDemo(db, survey, answered, 8);
  await answerDemo(db, survey, other, 3);

  const secondRoom = rooms.find((r) => r.schoolId === second)!.id;
  const later = await createSurvey(db, second, yearId, 'نظرسنجی از دبیران', [secondRoom], {
    opensOn: addDays(today, 2),
    closesOn: addDays(today, 16),
  });
  await issueDemoCodes(db, later, secondRoom);
}

interface DemoSurvey {
  id: number;
  schoolId: number;
  items: number[];
}

async function createSurvey(
  db: Db,
  schoolId: number,
  yearId: number,
  title: string,
  classroomIds: number[],
  window: { opensOn: string; closesOn: string },
): Promise<DemoSurvey> {
  const [row] = await db
    .insert(surveyGroups)
    .values({
      schoolId,
      academicYearId: yearId,
      title,
      description: 'پاسخ شما بی‌نام ثبت می‌شود و هیچ‌کس نمی‌داند کدام برگه به چه کسی رسیده است.',
      classroomIds,
      ...window,
    })
    .returning({ id: surveyGroups.id });
  const items = await db
    .insert(surveyItems)
    .values(
      QUESTIONS.map((question, i) => ({ schoolId, surveyGroupId: row!.id, question, sortOrder: i + 1 })),
    )
    .returning({ id: surveyItems.id });
  return { id: row!.id, schoolId, items: items.map((i) => i.id) };
}

/** One code per student of the classroom; returns their hashes. */
async function issueDemoCodes(db: Db, survey: DemoSurvey, classroomId: number): Promise<string[]> {
  const roll = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.classroomId, classroomId), eq(students.status, 'studying')));
  const hashes = generateSurveyCodes(roll.length).map(hashSurveyCode);
  await db.insert(surveyCodes).values(
    hashes.map((codeHash) => ({
      schoolId: survey.schoolId,
      surveyGroupId: survey.id,
      classroomId,
      codeHash,
    })),
  );
  return hashes;
}

/** Issues the classroom's codes and answers with `count` of them (all its teachers, every question). */
async function answerDemo(db: Db, survey: DemoSurvey, classroomId: number, count: number): Promise<void> {
  const hashes = await issueDemoCodes(db, survey, classroomId);
  const teacherIds = [
    ...new Set(
      (
        await db
          .select({ id: courseGroups.teacherId })
          .from(courseGroups)
          .where(and(eq(courseGroups.classroomId, classroomId), isNotNull(courseGroups.teacherId)))
      ).map((g) => g.id!),
    ),
  ];
  const spent = hashes.slice(0, count);
  await db.update(surveyCodes).set({ spent: true }).where(inArray(surveyCodes.codeHash, spent));
  await db.insert(surveyAnswers).values(
    spent.flatMap((_, student) =>
      teacherIds.flatMap((teacherId, t) =>
        survey.items.map((surveyItemId, i) => ({
          schoolId: survey.schoolId,
          surveyGroupId: survey.id,
          classroomId,
          teacherId,
          surveyItemId,
          score: demoScore(student, t, i),
        })),
      ),
    ),
  );
}
