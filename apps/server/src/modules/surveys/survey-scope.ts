/**
 * The survey a request names, within the user's current school (another school's survey does not
 * exist for them: 404), with the facts every survey page needs.
 */
import { isoDateIn } from '@school/shared';
import { and, eq } from 'drizzle-orm';
import { currentContext } from '../../access/current-context';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { surveyGroups } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { ERROR_CODES } from '@school/shared';

export const SURVEY_NOT_FOUND = 'نظرسنجی یافت نشد.';

export interface SurveyRow {
  id: number;
  schoolId: number;
  academicYearId: number;
  title: string;
  description: string | null;
  opensOn: string;
  closesOn: string;
  classroomIds: number[];
}

const columns = {
  id: surveyGroups.id,
  schoolId: surveyGroups.schoolId,
  academicYearId: surveyGroups.academicYearId,
  title: surveyGroups.title,
  description: surveyGroups.description,
  opensOn: surveyGroups.opensOn,
  closesOn: surveyGroups.closesOn,
  classroomIds: surveyGroups.classroomIds,
};

export async function surveyById(db: Db, id: number): Promise<SurveyRow | null> {
  const [row] = await db.select(columns).from(surveyGroups).where(eq(surveyGroups.id, id));
  return row ?? null;
}

/** The user's current school (400 while none is chosen). */
export async function currentSchool(db: Db, access: UserAccess): Promise<number> {
  const { schoolId } = await currentContext(db, access);
  if (schoolId === null)
    throw new AppError(400, ERROR_CODES.VALIDATION, 'ابتدا مدرسه و سال تحصیلی را انتخاب کنید.');
  return schoolId;
}

/** A survey of the user's current school, or 404. */
export async function ownSurvey(db: Db, access: UserAccess, id: number): Promise<SurveyRow> {
  const schoolId = await currentSchool(db, access);
  const [row] = await db
    .select(columns)
    .from(surveyGroups)
    .where(and(eq(surveyGroups.id, id), eq(surveyGroups.schoolId, schoolId)));
  if (!row) throw notFound(SURVEY_NOT_FOUND);
  return row;
}

export type SurveyState = 'notYet' | 'open' | 'closed';

/** Open from its first day to its last, both whole days in Tehran. */
export function surveyState(survey: Pick<SurveyRow, 'opensOn' | 'closesOn'>, now = new Date()): SurveyState {
  const today = isoDateIn(now);
  if (today < survey.opensOn) return 'notYet';
  return today > survey.closesOn ? 'closed' : 'open';
}
