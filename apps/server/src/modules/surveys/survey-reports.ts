/**
 * The survey reports: averages per question and overall, counts and the spread of scores, for a
 * teacher (over the classrooms they teach) or a classroom (over its teachers, with each teacher's
 * average). A classroom's answers count only once it has MIN_SURVEY_ANSWERS respondents (spent
 * codes): below that they are in no figure at all, so every figure is a sum of whole classrooms of
 * five or more and no comparison of two figures isolates fewer than five students. A report
 * without enough answers carries no figure, only `enough: false` (the page says «پاسخ کافی نیست»).
 */
import {
  countedClassrooms,
  enoughSurveyAnswers,
  surveyAverage,
  SURVEY_SCALE,
  type SurveyFigures,
  type SurveyItemFigures,
  type SurveyReport,
  type SurveyTeacherRow,
} from '@school/shared';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surveyAnswers, surveyCodes, surveyItems, teachers } from '../../db/schema';
import type { SurveyRow } from './survey-scope';

/** Respondents per classroom of the survey: its spent codes. */
async function respondentsByClassroom(db: Db, surveyId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ classroomId: surveyCodes.classroomId, n: sql<number>`count(*)::int` })
    .from(surveyCodes)
    .where(and(eq(surveyCodes.surveyGroupId, surveyId), eq(surveyCodes.spent, true)))
    .groupBy(surveyCodes.classroomId);
  return new Map(rows.map((r) => [r.classroomId, r.n]));
}

/** Answers per question and score among the counted classrooms, narrowed by `where`. */
async function tally(db: Db, survey: SurveyRow, counted: number[], where: SQL) {
  const [items, cells] = await Promise.all([
    db
      .select({ id: surveyItems.id, question: surveyItems.question })
      .from(surveyItems)
      .where(eq(surveyItems.surveyGroupId, survey.id))
      .orderBy(asc(surveyItems.sortOrder), asc(surveyItems.id)),
    counted.length
      ? db
          .select({
            itemId: surveyAnswers.surveyItemId,
            score: surveyAnswers.score,
            n: sql<number>`count(*)::int`,
          })
          .from(surveyAnswers)
          .where(
            and(
              eq(surveyAnswers.surveyGroupId, survey.id),
              inArray(surveyAnswers.classroomId, counted),
              where,
            ),
          )
          .groupBy(surveyAnswers.surveyItemId, surveyAnswers.score)
      : Promise.resolve([]),
  ]);
  return { items, cells };
}

/** Figures from a tally; respondents are the most answers any question has (each answers all). */
function figures(
  items: { id: number; question: string }[],
  cells: { itemId: number; score: number; n: number }[],
): SurveyFigures {
  const perItem = items.map((item): SurveyItemFigures => {
    const distribution = SURVEY_SCALE.map(
      (score) => cells.find((c) => c.itemId === item.id && c.score === score)?.n ?? 0,
    );
    const answers = distribution.reduce((a, b) => a + b, 0);
    const sum = distribution.reduce((a, n, i) => a + n * SURVEY_SCALE[i]!, 0);
    return {
      itemId: item.id,
      question: item.question,
      answers,
      average: surveyAverage(sum, answers),
      distribution,
    };
  });
  const distribution = SURVEY_SCALE.map((_, i) => perItem.reduce((a, item) => a + item.distribution[i]!, 0));
  const answers = distribution.reduce((a, b) => a + b, 0);
  const sum = distribution.reduce((a, n, i) => a + n * SURVEY_SCALE[i]!, 0);
  return {
    respondents: Math.max(0, ...perItem.map((i) => i.answers)),
    answers,
    average: surveyAverage(sum, answers),
    distribution,
    items: perItem,
  };
}

export async function teacherReport(db: Db, survey: SurveyRow, teacherId: number): Promise<SurveyReport> {
  const counted = [...countedClassrooms(await respondentsByClassroom(db, survey.id))];
  const { items, cells } = await tally(db, survey, counted, eq(surveyAnswers.teacherId, teacherId));
  const result = figures(items, cells);
  return enoughSurveyAnswers(result.respondents) ? { enough: true, ...result } : { enough: false };
}

export async function classroomReport(
  db: Db,
  survey: SurveyRow,
  classroomId: number,
): Promise<SurveyReport<{ teachers: SurveyTeacherRow[] }>> {
  const respondents = (await respondentsByClassroom(db, survey.id)).get(classroomId) ?? 0;
  if (!enoughSurveyAnswers(respondents)) return { enough: false };
  const inClassroom = eq(surveyAnswers.classroomId, classroomId);
  const [{ items, cells }, perTeacher] = await Promise.all([
    tally(db, survey, [classroomId], inClassroom),
    db
      .select({
        teacherId: teachers.id,
        firstName: teachers.firstName,
        lastName: teachers.lastName,
        answers: sql<number>`count(*)::int`,
        sum: sql<number>`sum(${surveyAnswers.score})::int`,
      })
      .from(surveyAnswers)
      .innerJoin(teachers, eq(teachers.id, surveyAnswers.teacherId))
      .where(and(eq(surveyAnswers.surveyGroupId, survey.id), inClassroom))
      .groupBy(teachers.id, teachers.firstName, teachers.lastName)
      .orderBy(asc(teachers.lastName), asc(teachers.firstName)),
  ]);
  // Each respondent answered every teacher: the classroom's respondents are its spent codes.
  const result = { ...figures(items, cells), respondents };
  return {
    enough: true,
    ...result,
    teachers: perTeacher.map((t) => ({
      teacherId: t.teacherId,
      teacherName: `${t.firstName} ${t.lastName}`,
      answers: t.answers,
      average: surveyAverage(t.sum, t.answers),
    })),
  };
}
