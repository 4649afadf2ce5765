/**
 * What the Sida course-list tests (from a file, over HTTP) both stand on: the demo network's
 * grade-10 course codes and teachers, a classroom's rows of Sida's list, and the counts they compare.
 */
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { courseGroups, coursePlans, teachers } from '../../src/db/schema';
import type { CourseListRow } from '../../src/modules/sida/course-list-files';

/** The course title Sida gives the course the network lacks. */
export const NEW_COURSE_TITLE = 'تفکر و سبک زندگی';

export interface CourseListPeople {
  /** School A's teachers, in id order. */
  teachersA: (typeof teachers.$inferSelect)[];
  /** A teacher of school B: their national code. */
  teacherB: string;
  /** The network's first two grade-10 course codes. */
  code10a: string;
  code10b: string;
  plans: (typeof coursePlans.$inferSelect)[];
}

export async function courseListPeople(db: Db, schoolA: number, schoolB: number): Promise<CourseListPeople> {
  const teachersA = await db
    .select()
    .from(teachers)
    .where(eq(teachers.schoolId, schoolA))
    .orderBy(teachers.id);
  const [staffB] = await db.select().from(teachers).where(eq(teachers.schoolId, schoolB)).limit(1);
  const plans = await db.select().from(coursePlans).orderBy(coursePlans.id);
  const grade10 = plans.filter((p) => p.gradeLevel === 10 && p.code);
  return {
    teachersA,
    teacherB: staffB!.nationalCode,
    code10a: grade10[0]!.code!,
    code10b: grade10[1]!.code!,
    plans,
  };
}

/**
 * A classroom's rows of the list: both grade-10 courses (the grade named in letters, then in digits;
 * the first with its teacher when one is given) and the course the network lacks, with `units`.
 */
export function classroomCourseRows<Units extends string | number>(
  classroom: string,
  codes: { code10a: string; code10b: string; newCode: string },
  { teacherCode, units }: { teacherCode?: string | undefined; units: Units },
): (Partial<Omit<CourseListRow, 'units'>> & { units?: Units })[] {
  return [
    {
      classroom,
      gradeLevel: 'دهم',
      courseCode: codes.code10a,
      courseTitle: 'درس الف',
      ...(teacherCode ? { teacherNationalCode: teacherCode } : {}),
    },
    { classroom, gradeLevel: '10', courseCode: codes.code10b, courseTitle: 'درس ب' },
    { classroom, courseCode: codes.newCode, courseTitle: NEW_COURSE_TITLE, units, weeklyHours: '2' },
  ];
}

/** The course groups of these classrooms, in id order. */
export const groupsOf = (db: Db, roomIds: number[]) =>
  db
    .select()
    .from(courseGroups)
    .where(inArray(courseGroups.classroomId, roomIds))
    .orderBy(asc(courseGroups.id));

/** How many course plans the network has. */
export async function planCount(db: Db) {
  const [row] = await db.select({ n: count() }).from(coursePlans);
  return row!.n;
}
