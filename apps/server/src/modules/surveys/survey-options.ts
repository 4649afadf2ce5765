/** What the survey pages' pickers offer: the school's surveys, a survey's teachers and classrooms. */
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { currentContext } from '../../access/current-context';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { classrooms, courseGroups, surveyGroups, teachers } from '../../db/schema';
import { surveyState, type SurveyRow } from './survey-scope';

/** The surveys of the user's current school and year, newest first. */
export async function schoolSurveys(db: Db, access: UserAccess) {
  const { schoolId, academicYearId } = await currentContext(db, access);
  if (schoolId === null || academicYearId === null) return [];
  const rows = await db
    .select({
      id: surveyGroups.id,
      title: surveyGroups.title,
      opensOn: surveyGroups.opensOn,
      closesOn: surveyGroups.closesOn,
    })
    .from(surveyGroups)
    .where(and(eq(surveyGroups.schoolId, schoolId), eq(surveyGroups.academicYearId, academicYearId)))
    .orderBy(desc(surveyGroups.opensOn), desc(surveyGroups.id));
  return rows.map((row) => ({ ...row, state: surveyState(row) }));
}

/** The teachers of the survey's classrooms (from their course groups of the survey's year). */
export async function surveyTeachers(db: Db, survey: SurveyRow) {
  if (!survey.classroomIds.length) return [];
  const rows = await db
    .selectDistinct({ id: teachers.id, firstName: teachers.firstName, lastName: teachers.lastName })
    .from(courseGroups)
    .innerJoin(teachers, eq(teachers.id, courseGroups.teacherId))
    .where(
      and(
        inArray(courseGroups.classroomId, survey.classroomIds),
        eq(courseGroups.academicYearId, survey.academicYearId),
        isNotNull(courseGroups.teacherId),
      ),
    )
    .orderBy(asc(teachers.lastName), asc(teachers.firstName), asc(teachers.id));
  return rows.map((t) => ({ id: t.id, name: `${t.firstName} ${t.lastName}` }));
}

export async function surveyClassrooms(db: Db, survey: SurveyRow) {
  if (!survey.classroomIds.length) return [];
  return db
    .select({ id: classrooms.id, name: classrooms.name })
    .from(classrooms)
    .where(inArray(classrooms.id, survey.classroomIds))
    .orderBy(asc(classrooms.gradeLevel), asc(classrooms.name));
}

/** The teacher record of a user in a school (a teacher's own report). */
export async function ownTeacher(db: Db, userId: number, schoolId: number) {
  const [row] = await db
    .select({ id: teachers.id, firstName: teachers.firstName, lastName: teachers.lastName })
    .from(teachers)
    .where(and(eq(teachers.userId, userId), eq(teachers.schoolId, schoolId)));
  return row ? { id: row.id, name: `${row.firstName} ${row.lastName}` } : null;
}
