/**
 * The demo network a newcomer sees on first start: two schools in one complex, the current academic
 * year with two terms, majors, classrooms and four users (system manager, school manager, clerk,
 * teacher). Runs only on an empty database and never in production.
 */
import { BUILT_IN_ROLES, academicYearStart, jalaliToIsoDate, toJalali } from '@school/shared';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import {
  academicYears,
  classrooms,
  complexes,
  majors,
  roles,
  schools,
  terms,
  userRoles,
  teachers,
  users,
  leaveTypes,
} from '../schema';
import { hashPassword } from '../../auth/passwords';
import { seedDemoAssessment } from './demo-assessment';
import { seedDemoPeople } from './demo-people';
import { seedDemoTeacherWork } from './demo-teacher-work';
import { seedDemoPreviousYear } from './demo-previous-year';
import { seedDemoReportCardScores } from './demo-report-cards';
import { seedDemoDisciplineAndDebts } from './demo-discipline-debts';
import { seedDemoExamLogistics } from './demo-exam-logistics';
import { seedDemoExamAbsentees } from './demo-exam-absentees';
import { seedDemoContent } from './demo-content';
import { seedDemoSurveys } from './demo-surveys';
import { seedDemoMessages } from './demo-messages';
import { seedDemoInstitutes } from './demo-institutes';
import { seedDemoPreregistration } from './demo-preregistration';
import { seedDemoYearResults } from './demo-year-results';
import { seedDemoSida } from './demo-sida';
import { seedDemoSchoolOffice } from './demo-school-office';
import { seedDemoAttendance } from './demo-attendance';

export const DEMO_USERS = [
  { username: 'admin', fullName: 'مدیر سیستم شبکه', role: BUILT_IN_ROLES.systemManager, school: null },
  { username: 'manager', fullName: 'زهرا احمدی', role: BUILT_IN_ROLES.schoolManager, school: 0 },
  { username: 'clerk', fullName: 'علی رضایی', role: BUILT_IN_ROLES.clerk, school: 0 },
  { username: 'teacher', fullName: 'مریم کریمی', role: BUILT_IN_ROLES.teacher, school: 0 },
  // Records discipline items (معاون پرورشی): the discipline pages have a user of their own.
  { username: 'deputy', fullName: 'حسین موسوی', role: BUILT_IN_ROLES.trainingDeputy, school: 0 },
] as const;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

export async function seedDemoNetwork(db: Db, password: string, today = new Date()): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [complex] = await tx
      .insert(complexes)
      .values({
        name: 'مجتمع آموزشی فرهنگ',
        code: '1001',
        address: 'تهران، خیابان انقلاب',
        phone: '02166400000',
      })
      .returning();
    const schoolRows = await tx
      .insert(schools)
      .values([
        {
          complexId: complex!.id,
          name: 'دبیرستان پسرانه فرهنگ',
          code: '13570001',
          stage: 'upperSecondary',
          gender: 'boys',
          kind: 'private',
          phone: '02166400001',
        },
        {
          complexId: complex!.id,
          name: 'دبیرستان دخترانه فرهنگ',
          code: '13570002',
          stage: 'upperSecondary',
          gender: 'girls',
          kind: 'private',
          phone: '02166400002',
        },
      ])
      .returning();

    const startYear = academicYearStart(toJalali(today));
    const [year] = await tx
      .insert(academicYears)
      .values({
        title: `${startYear}-${startYear + 1}`,
        startDate: jalaliToIsoDate({ jy: startYear, jm: 7, jd: 1 }),
        endDate: jalaliToIsoDate({ jy: startYear + 1, jm: 6, jd: 31 }),
        isCurrent: true,
      })
      .returning();
    await tx.insert(terms).values([
      {
        academicYearId: year!.id,
        title: 'نوبت اول',
        ordinal: 1,
        startDate: jalaliToIsoDate({ jy: startYear, jm: 7, jd: 1 }),
        endDate: jalaliToIsoDate({ jy: startYear, jm: 10, jd: 30 }),
      },
      {
        academicYearId: year!.id,
        title: 'نوبت دوم',
        ordinal: 2,
        startDate: jalaliToIsoDate({ jy: startYear, jm: 11, jd: 1 }),
        endDate: jalaliToIsoDate({ jy: startYear + 1, jm: 3, jd: 31 }),
      },
    ]);

    const majorRows = await tx
      .insert(majors)
      .values([
        { name: 'ریاضی فیزیک', code: '01', stage: 'upperSecondary' },
        { name: 'علوم تجربی', code: '02', stage: 'upperSecondary' },
        { name: 'ادبیات و علوم انسانی', code: '03', stage: 'upperSecondary' },
      ])
      .returning();
    for (const school of schoolRows) {
      await tx.insert(classrooms).values(
        [10, 11, 12].flatMap((grade) =>
          majorRows.slice(0, 2).map((major, i) => ({
            schoolId: school.id,
            academicYearId: year!.id,
            gradeLevel: grade,
            majorId: major.id,
            name: `${grade}${i + 1}`,
            capacity: 30,
          })),
        ),
      );
      await tx.insert(leaveTypes).values([
        { schoolId: school.id, title: 'پزشکی', countsAsExcused: true, needsDocument: true },
        { schoolId: school.id, title: 'خانوادگی', countsAsExcused: true, needsDocument: false },
        { schoolId: school.id, title: 'شخصی', countsAsExcused: false, needsDocument: false },
      ]);
    }

    await seedDemoPeople(
      tx,
      schoolRows,
      year!.id,
      majorRows.map((m) => m.id),
    );
    await seedDemoAssessment(
      tx,
      schoolRows.map((s) => s.id),
      year!.id,
      today,
    );

    const roleRows = await tx
      .select()
      .from(roles)
      .where(
        inArray(
          roles.name,
          DEMO_USERS.map((u) => u.role),
        ),
      );
    for (const demo of DEMO_USERS) {
      const school = demo.school === null ? null : schoolRows[demo.school]!;
      const [user] = await tx
        .insert(users)
        .values({
          username: demo.username,
          fullName: demo.fullName,
          passwordHash,
          currentSchoolId: school?.id ?? schoolRows[0]!.id,
          currentAcademicYearId: year!.id,
        })
        .returning();
      const role = roleRows.find((r) => r.name === demo.role)!;
      await tx.insert(userRoles).values({ userId: user!.id, roleId: role.id, schoolId: school?.id ?? null });
      // The demo teacher is one of the first school's teachers, so their profile page has data.
      if (demo.username === 'teacher') {
        const [first] = await tx
          .select({ id: teachers.id })
          .from(teachers)
          .where(eq(teachers.schoolId, school!.id))
          .orderBy(teachers.id)
          .limit(1);
        await tx
          .update(teachers)
          .set({ userId: user!.id, firstName: 'مریم', lastName: 'کریمی', gender: 'female' })
          .where(eq(teachers.id, first!.id));
        await seedDemoTeacherWork(tx, first!.id, user!.id, today);
      }
    }
    // After the teacher's own worksheets, so their groups keep exactly those.
    await seedDemoReportCardScores(
      tx,
      schoolRows.map((s) => s.id),
      year!.id,
      today,
    );
    await seedDemoPreviousYear(tx, schoolRows[0]!.id, startYear);
    await seedDemoDisciplineAndDebts(
      tx,
      schoolRows.map((s) => s.id),
      year!.id,
      today,
    );
    await seedDemoExamLogistics(
      tx,
      schoolRows.map((s) => s.id),
      year!.id,
      today,
    );
    await seedDemoExamAbsentees(
      tx,
      schoolRows.map((s) => s.id),
    );
    await seedDemoInstitutes(
      tx,
      schoolRows.map((s) => s.id),
      year!.id,
      today,
    );
    await seedDemoMessages(
      tx,
      schoolRows.map((s) => s.id),
      today,
    );
    await seedDemoContent(
      tx,
      schoolRows.map((s) => s.id),
      today,
    );
    await seedDemoPreregistration(
      tx,
      schoolRows.map((s) => s.id),
      year!.id,
      today,
    );
    await seedDemoSurveys(
      tx,
      schoolRows.map((s) => s.id),
      year!.id,
      today,
    );
    // After the exam sessions (seedDemoExamLogistics): the make-up exam takes the first.
    await seedDemoYearResults(
      tx,
      schoolRows.map((s) => s.id),
      year!.id,
    );
    // After the year's results: Sida's results are read from those cards.
    await seedDemoSida(tx, schoolRows[0]!.id, year!.id, today);
    // After the exam plan (its days get no holiday) and the users (who decide leaves, who record).
    const { officialHolidays } = await seedDemoSchoolOffice(
      tx,
      schoolRows.map((s) => s.id),
      year!.id,
      startYear,
      today,
    );
    // After the calendar: the sheets skip its holidays.
    await seedDemoAttendance(
      tx,
      schoolRows.map((s) => s.id),
      year!.id,
      today,
      officialHolidays,
    );
  });
}

export async function findUserId(db: Db, username: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id;
}
