/**
 * What a student does on /survey/{id}, without signing in: read the survey, open it with a code
 * (which shows the teachers of the code's classroom and the questions) and answer once. A code is
 * spent by a conditional UPDATE (… WHERE spent = false RETURNING) in the transaction that stores
 * the answers: of two submissions of one code at the same moment the database lets exactly one
 * change the row, and the other finds it spent. The answers keep no code, student or time.
 */
import { ERROR_CODES, SURVEY_ERROR_CODES, SURVEY_SCALE, formatDateJalali } from '@school/shared';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  classrooms,
  courseGroups,
  coursePlans,
  schools,
  surveyAnswers,
  surveyCodes,
  surveyItems,
  teachers,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import { guessesExhausted, recordWrongCode } from './guess-guard';
import { hashSurveyCode } from './survey-codes';
import { surveyState, type SurveyRow } from './survey-scope';

export const PUBLIC_MESSAGES = {
  wrongCode: 'این کد درست نیست. کد را از روی برگه دوباره بخوانید و ۱۶ رقم آن را وارد کنید.',
  spentCode: 'با این کد قبلاً به نظرسنجی پاسخ داده شده است. هر کد فقط یک بار به کار می‌رود.',
  closed: 'مهلت پاسخ به این نظرسنجی به پایان رسیده است.',
  notOpen: (date: string) => `پاسخ‌گویی به این نظرسنجی از ${date} آغاز می‌شود.`,
  guessLimit: 'کدهای نادرست زیادی برای این نظرسنجی وارد شده است. چند دقیقه دیگر دوباره امتحان کنید.',
  incomplete: 'به همه پرسش‌ها برای همه دبیران پاسخ دهید.',
  nothingToAnswer: 'برای کلاس شما دبیر یا پرسشی در این نظرسنجی ثبت نشده است.',
};

export interface PublicSurvey {
  id: number;
  title: string;
  description: string | null;
  schoolName: string;
  opensOn: string;
  closesOn: string;
  state: ReturnType<typeof surveyState>;
}

export async function publicSurvey(db: Db, survey: SurveyRow): Promise<PublicSurvey> {
  const [school] = await db
    .select({ name: schools.name })
    .from(schools)
    .where(eq(schools.id, survey.schoolId));
  return {
    id: survey.id,
    title: survey.title,
    description: survey.description,
    schoolName: school?.name ?? '',
    opensOn: survey.opensOn,
    closesOn: survey.closesOn,
    state: surveyState(survey),
  };
}

export interface Ballot {
  classroomName: string;
  teachers: { id: number; name: string; courses: string[] }[];
  items: { id: number; question: string }[];
}

/** The teachers of a classroom this year (from its course groups) and the survey's questions. */
export async function classroomBallot(db: Db, survey: SurveyRow, classroomId: number): Promise<Ballot> {
  const [room, groups, items] = await Promise.all([
    db.select({ name: classrooms.name }).from(classrooms).where(eq(classrooms.id, classroomId)),
    db
      .select({
        teacherId: teachers.id,
        firstName: teachers.firstName,
        lastName: teachers.lastName,
        course: coursePlans.title,
      })
      .from(courseGroups)
      .innerJoin(teachers, eq(teachers.id, courseGroups.teacherId))
      .innerJoin(coursePlans, eq(coursePlans.id, courseGroups.coursePlanId))
      .where(
        and(
          eq(courseGroups.classroomId, classroomId),
          eq(courseGroups.academicYearId, survey.academicYearId),
          isNotNull(courseGroups.teacherId),
        ),
      )
      .orderBy(asc(teachers.lastName), asc(teachers.firstName), asc(coursePlans.title)),
    db
      .select({ id: surveyItems.id, question: surveyItems.question })
      .from(surveyItems)
      .where(eq(surveyItems.surveyGroupId, survey.id))
      .orderBy(asc(surveyItems.sortOrder), asc(surveyItems.id)),
  ]);
  const byTeacher = new Map<number, Ballot['teachers'][number]>();
  for (const g of groups) {
    const teacher = byTeacher.get(g.teacherId) ?? {
      id: g.teacherId,
      name: `${g.firstName} ${g.lastName}`,
      courses: [],
    };
    if (!teacher.courses.includes(g.course)) teacher.courses.push(g.course);
    byTeacher.set(g.teacherId, teacher);
  }
  return { classroomName: room[0]?.name ?? '', teachers: [...byTeacher.values()], items };
}

/** Refuses a survey outside its window. */
function assertOpen(survey: SurveyRow): void {
  const state = surveyState(survey);
  if (state === 'closed') throw new AppError(409, SURVEY_ERROR_CODES.closed, PUBLIC_MESSAGES.closed);
  if (state === 'notYet')
    throw new AppError(
      409,
      SURVEY_ERROR_CODES.notOpen,
      PUBLIC_MESSAGES.notOpen(formatDateJalali(survey.opensOn)),
    );
}

/**
 * The code's row, or the refusal a student reads: wrong (counted against the survey's budget of
 * wrong codes) or spent. Past the budget, no code is looked at until the minute is over.
 */
async function findCode(db: Db, survey: SurveyRow, code: string) {
  if (await guessesExhausted(db, survey.id))
    throw new AppError(429, ERROR_CODES.THROTTLED, PUBLIC_MESSAGES.guessLimit);
  const [row] = await db
    .select({ id: surveyCodes.id, classroomId: surveyCodes.classroomId, spent: surveyCodes.spent })
    .from(surveyCodes)
    .where(and(eq(surveyCodes.surveyGroupId, survey.id), eq(surveyCodes.codeHash, hashSurveyCode(code))));
  if (!row) {
    await recordWrongCode(db, survey.id);
    throw new AppError(400, SURVEY_ERROR_CODES.wrongCode, PUBLIC_MESSAGES.wrongCode, {
      code: PUBLIC_MESSAGES.wrongCode,
    });
  }
  if (row.spent) throw spentCode();
  return row;
}

const spentCode = () =>
  new AppError(409, SURVEY_ERROR_CODES.spentCode, PUBLIC_MESSAGES.spentCode, {
    code: PUBLIC_MESSAGES.spentCode,
  });

/** Opens the survey with a code: the ballot of its classroom. */
export async function openWithCode(db: Db, survey: SurveyRow, code: string): Promise<Ballot> {
  assertOpen(survey);
  const row = await findCode(db, survey, code);
  const ballot = await classroomBallot(db, survey, row.classroomId);
  if (!ballot.teachers.length || !ballot.items.length)
    throw new AppError(409, ERROR_CODES.CONFLICT, PUBLIC_MESSAGES.nothingToAnswer);
  return ballot;
}

export interface SubmittedAnswer {
  teacherId: number;
  itemId: number;
  score: number;
}

/** Exactly one score on the scale for every teacher and question of the ballot, nothing else. */
function checkComplete(ballot: Ballot, answers: SubmittedAnswer[]): void {
  const wanted = new Set(ballot.teachers.flatMap((t) => ballot.items.map((i) => `${t.id}:${i.id}`)));
  const seen = new Set<string>();
  for (const a of answers) {
    const key = `${a.teacherId}:${a.itemId}`;
    if (!wanted.has(key) || seen.has(key) || !(SURVEY_SCALE as readonly number[]).includes(a.score)) {
      throw new AppError(400, ERROR_CODES.VALIDATION, PUBLIC_MESSAGES.incomplete, {
        answers: PUBLIC_MESSAGES.incomplete,
      });
    }
    seen.add(key);
  }
  if (!wanted.size || seen.size !== wanted.size)
    throw new AppError(400, ERROR_CODES.VALIDATION, PUBLIC_MESSAGES.incomplete, {
      answers: PUBLIC_MESSAGES.incomplete,
    });
}

/** Stores one student's answers and spends the code, both or neither. */
export async function submitAnswers(
  db: Db,
  survey: SurveyRow,
  code: string,
  answers: SubmittedAnswer[],
): Promise<{ answers: number }> {
  assertOpen(survey);
  const row = await findCode(db, survey, code);
  checkComplete(await classroomBallot(db, survey, row.classroomId), answers);
  await db.transaction(async (tx) => {
    const spent = await tx
      .update(surveyCodes)
      .set({ spent: true })
      .where(and(eq(surveyCodes.id, row.id), eq(surveyCodes.spent, false)))
      .returning({ id: surveyCodes.id });
    // Another submission of the same code got there first (it holds the row until it commits).
    if (!spent.length) throw spentCode();
    await tx.insert(surveyAnswers).values(
      answers.map((a) => ({
        schoolId: survey.schoolId,
        surveyGroupId: survey.id,
        classroomId: row.classroomId,
        teacherId: a.teacherId,
        surveyItemId: a.itemId,
        score: a.score,
      })),
    );
  });
  return { answers: answers.length };
}
