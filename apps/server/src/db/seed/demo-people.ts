/**
 * The people of the demo network: class periods, course plans, teachers, course groups, students and
 * a first timetable, so a newcomer sees a school that looks used.
 */
import { withNationalCheckDigit } from '@school/shared';
import type { Db } from '../client';
import {
  classPeriods,
  classrooms,
  coursePlans,
  courseGroups,
  scheduleSlots,
  students,
  teachers,
} from '../schema';

const BOY_NAMES = [
  'علی',
  'محمد',
  'حسین',
  'رضا',
  'امیرحسین',
  'مهدی',
  'پارسا',
  'آرین',
  'سینا',
  'کیان',
  'یاسین',
  'ماهان',
];
const GIRL_NAMES = [
  'فاطمه',
  'زهرا',
  'مریم',
  'ریحانه',
  'نازنین',
  'هستی',
  'آیدا',
  'سارا',
  'یاسمن',
  'کوثر',
  'نرگس',
  'ژینا',
];
const LAST_NAMES = [
  'احمدی',
  'محمدی',
  'کریمی',
  'حسینی',
  'رضایی',
  'موسوی',
  'جعفری',
  'صادقی',
  'قاسمی',
  'چراغی',
  'پورمحمد',
  'گودرزی',
  'ژیان',
  'آقایی',
  'بهرامی',
];
const FATHER_NAMES = ['حسن', 'عباس', 'مجید', 'سعید', 'ناصر', 'جواد', 'کاظم', 'بهروز'];

const PERIODS = [
  ['زنگ اول', '07:30', '08:15'],
  ['زنگ دوم', '08:25', '09:10'],
  ['زنگ سوم', '09:25', '10:10'],
  ['زنگ چهارم', '10:20', '11:05'],
  ['زنگ پنجم', '11:15', '12:00'],
  ['زنگ ششم', '12:10', '12:55'],
] as const;

const COURSES = [
  ['ریاضی', 4, 4],
  ['فیزیک', 3, 3],
  ['شیمی', 3, 3],
  ['ادبیات فارسی', 2, 2],
  ['عربی', 2, 2],
  ['زبان انگلیسی', 2, 2],
] as const;

const STUDENTS_PER_CLASSROOM = 12;

export async function seedDemoPeople(
  db: Db,
  schoolRows: { id: number; gender: string }[],
  yearId: number,
  majorIds: number[],
) {
  const plans = await db
    .insert(coursePlans)
    .values(
      [10, 11, 12].flatMap((grade) =>
        COURSES.map(([title, hours, units], i) => ({
          title: `${title} ${grade === 10 ? '۱' : grade === 11 ? '۲' : '۳'}`,
          code: `${grade}${String(i + 1).padStart(2, '0')}`,
          gradeLevel: grade,
          majorId: majorIds[0],
          weeklyHours: hours,
          units,
          maxScore: 20,
          passingScore: 10,
          kind: 'theory',
          grading: 'numeric',
        })),
      ),
    )
    .returning();

  let person = 0;
  for (const school of schoolRows) {
    const girls = school.gender === 'girls';
    const periodRows = await db
      .insert(classPeriods)
      .values(
        PERIODS.map(([title, startTime, endTime], i) => ({
          schoolId: school.id,
          title,
          ordinal: i + 1,
          startTime,
          endTime,
        })),
      )
      .returning();
    const teacherRows = await db
      .insert(teachers)
      .values(
        COURSES.map(([course], i) => ({
          schoolId: school.id,
          firstName: (girls ? GIRL_NAMES : BOY_NAMES)[(i + 3) % 12]!,
          lastName: LAST_NAMES[(i * 4 + school.id) % LAST_NAMES.length]!,
          nationalCode: withNationalCheckDigit(String(1_100_000 + ++person * 37)),
          personnelCode: `${school.id}${String(i + 1).padStart(4, '0')}`,
          mobile: `0912${String(3_000_000 + person).slice(-7)}`,
          gender: girls ? 'female' : 'male',
          degree: 'master',
          fieldOfStudy: course,
          employment: 'official',
        })),
      )
      .returning();
    const rooms = (await db.select().from(classrooms)).filter((c) => c.schoolId === school.id);
    for (const room of rooms) {
      const groups = await db
        .insert(courseGroups)
        .values(
          plans
            .filter((p) => p.gradeLevel === room.gradeLevel)
            .map((plan, i) => ({
              schoolId: school.id,
              academicYearId: yearId,
              title: `${plan.title} — ${room.name}`,
              classroomId: room.id,
              coursePlanId: plan.id,
              teacherId: teacherRows[i]!.id,
            })),
        )
        .returning();
      await db.insert(students).values(
        Array.from({ length: STUDENTS_PER_CLASSROOM }, (_, k) => {
          const n = ++person;
          return {
            schoolId: school.id,
            firstName: (girls ? GIRL_NAMES : BOY_NAMES)[(n * 5) % 12]!,
            lastName: LAST_NAMES[(n * 7) % LAST_NAMES.length]!,
            fatherName: FATHER_NAMES[n % FATHER_NAMES.length]!,
            nationalCode: withNationalCheckDigit(String(1_100_000 + n * 37)),
            studentNumber: String(14000 + n),
            classroomId: room.id,
            rollNumber: k + 1,
            gender: girls ? 'female' : 'male',
            status: 'studying',
            nationality: 'iranian',
            fatherMobile: `0912${String(1_000_000 + n).slice(-7)}`,
          };
        }),
      );
      // The first classroom of each school gets a timetable: each course on its own day and period,
      // Saturday to Wednesday.
      if (room.id === rooms[0]!.id) {
        await db.insert(scheduleSlots).values(
          groups.map((g, i) => ({
            schoolId: school.id,
            courseGroupId: g.id,
            weekday: i % 5,
            classPeriodId: periodRows[i % periodRows.length]!.id,
          })),
        );
      }
    }
  }
}
