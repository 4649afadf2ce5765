/** Reading report cards: the filtered list, and full cards (with courses) for viewing and printing. */
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  academicYears,
  classrooms,
  coursePlans,
  courseGroups,
  qualitativeScoreTypes,
  reportCardCourses,
  reportCards,
  schools,
  students,
  terms,
} from '../../db/schema';
import { persianSortKey } from '../../engine/persian-sql';
import { cardYearResultsOf, type CardYearResult } from './card-year-results';
import { disciplineScoresOf } from './discipline-scores';
import type { CardContext } from './report-card-scope';

export interface CardFilters {
  /** undefined: every period; null: year cards; a number: that term's cards. */
  term?: number | null | undefined;
  classroomId?: number | undefined;
  gradeLevel?: number | undefined;
  studentId?: number | undefined;
  status?: 'draft' | 'published' | undefined;
}

function filtersWhere(context: CardContext, filters: CardFilters): SQL | undefined {
  return and(
    eq(reportCards.schoolId, context.schoolId),
    eq(reportCards.academicYearId, context.academicYearId),
    filters.term === undefined
      ? undefined
      : filters.term === null
        ? isNull(reportCards.termId)
        : eq(reportCards.termId, filters.term),
    filters.classroomId === undefined ? undefined : eq(reportCards.classroomId, filters.classroomId),
    filters.gradeLevel === undefined ? undefined : eq(reportCards.gradeLevel, filters.gradeLevel),
    filters.studentId === undefined ? undefined : eq(reportCards.studentId, filters.studentId),
    filters.status === undefined ? undefined : eq(reportCards.status, filters.status),
  );
}

const cardColumns = {
  id: reportCards.id,
  schoolId: reportCards.schoolId,
  academicYearId: reportCards.academicYearId,
  termId: reportCards.termId,
  termTitle: terms.title,
  academicYearTitle: academicYears.title,
  studentId: reportCards.studentId,
  firstName: students.firstName,
  lastName: students.lastName,
  fatherName: students.fatherName,
  nationalCode: students.nationalCode,
  studentNumber: students.studentNumber,
  classroomId: reportCards.classroomId,
  classroomName: classrooms.name,
  gradeLevel: reportCards.gradeLevel,
  average: reportCards.average,
  totalUnits: reportCards.totalUnits,
  passedUnits: reportCards.passedUnits,
  classRank: reportCards.classRank,
  gradeRank: reportCards.gradeRank,
  absentCount: reportCards.absentCount,
  lateCount: reportCards.lateCount,
  excusedCount: reportCards.excusedCount,
  status: reportCards.status,
  computedAt: reportCards.computedAt,
  publishedAt: reportCards.publishedAt,
  version: reportCards.version,
};

function cardsSelect(db: Db) {
  return db
    .select(cardColumns)
    .from(reportCards)
    .innerJoin(students, eq(students.id, reportCards.studentId))
    .innerJoin(classrooms, eq(classrooms.id, reportCards.classroomId))
    .innerJoin(academicYears, eq(academicYears.id, reportCards.academicYearId))
    .leftJoin(terms, eq(terms.id, reportCards.termId));
}

/** Classroom, then roll number, then Persian alphabetical order: the order of a printed batch. */
const rollOrder = [
  asc(classrooms.name),
  sql`${students.rollNumber} asc nulls last`,
  asc(persianSortKey(students.lastName)),
  asc(reportCards.id),
];

export async function listCards(
  db: Db,
  context: CardContext,
  filters: CardFilters,
  page: { page: number; pageSize: number },
) {
  const where = filtersWhere(context, filters);
  const items = await cardsSelect(db)
    .where(where)
    .orderBy(sql`${terms.ordinal} asc nulls last`, ...rollOrder)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(reportCards).where(where);
  return { items, total: total?.n ?? 0, page: page.page, pageSize: page.pageSize };
}

/** Full cards (courses, school name and logo) of the given cards, in roll order; three queries. */
export async function fullCards(db: Db, where: SQL | undefined, limit = 1000) {
  const cards = await cardsSelect(db)
    .where(where)
    .orderBy(...rollOrder)
    .limit(limit);
  if (!cards.length) return [];
  const ids = cards.map((c) => c.id);
  const courses = await db
    .select({
      reportCardId: reportCardCourses.reportCardId,
      courseGroupId: reportCardCourses.courseGroupId,
      coursePlanId: reportCardCourses.coursePlanId,
      courseTitle: coursePlans.title,
      grading: coursePlans.grading,
      units: reportCardCourses.units,
      continuousScore: reportCardCourses.continuousScore,
      finalScore: reportCardCourses.finalScore,
      score: reportCardCourses.score,
      qualitativeTypeId: reportCardCourses.qualitativeTypeId,
      qualitativeTitle: qualitativeScoreTypes.title,
      passed: reportCardCourses.passed,
      classAverage: reportCardCourses.classAverage,
    })
    .from(reportCardCourses)
    .innerJoin(courseGroups, eq(courseGroups.id, reportCardCourses.courseGroupId))
    .innerJoin(coursePlans, eq(coursePlans.id, reportCardCourses.coursePlanId))
    .leftJoin(qualitativeScoreTypes, eq(qualitativeScoreTypes.id, reportCardCourses.qualitativeTypeId))
    .where(inArray(reportCardCourses.reportCardId, ids))
    .orderBy(desc(reportCardCourses.units), asc(persianSortKey(coursePlans.title)), asc(courseGroups.id));
  const schoolIds = [...new Set(cards.map((c) => c.schoolId))];
  const schoolRows = await db
    .select({ id: schools.id, name: schools.name, logo: schools.logo })
    .from(schools)
    .where(inArray(schools.id, schoolIds));
  const schoolOf = new Map(schoolRows.map((s) => [s.id, s]));
  const coursesOf = new Map<number, Omit<(typeof courses)[number], 'reportCardId'>[]>();
  for (const { reportCardId, ...course } of courses) {
    const list = coursesOf.get(reportCardId) ?? [];
    list.push(course);
    coursesOf.set(reportCardId, list);
  }
  const discipline = await disciplineScoresOf(db, cards);
  const yearResults = await cardYearResultsOf(db, cards);
  return cards.map((card) => {
    const result = yearResults.get(card.id);
    const courses = (coursesOf.get(card.id) ?? []).map((course) => ({
      ...course,
      // A year card's sat make-up, beside the card's own score (which stays the original).
      makeup: result?.makeups.get(course.coursePlanId) ?? null,
    }));
    return {
      ...card,
      // Null until the discipline module provides scores: the card then has no discipline row.
      disciplineScore: discipline.get(card.id) ?? null,
      schoolName: schoolOf.get(card.schoolId)?.name ?? '',
      // `/api/files/<id>` of the school's logo (served to users of that school), or null for none.
      schoolLogo: schoolOf.get(card.schoolId)?.logo ?? null,
      yearResult: result ? yearResultOfCard(result, courses) : null,
      courses,
    };
  });
}

/**
 * A year card's standing once its make-ups count: the outcome, the average, and the passed units
 * counted as the card counts them (numeric courses with a score), a make-up's result replacing the
 * course's own.
 */
function yearResultOfCard(
  result: CardYearResult,
  courses: readonly {
    grading: string;
    units: number;
    score: string | number | null;
    passed: boolean | null;
    makeup: { passed: boolean } | null;
  }[],
) {
  const passedUnits = courses
    .filter((c) => c.grading !== 'qualitative' && c.score !== null)
    .reduce((sum, c) => sum + ((c.makeup ? c.makeup.passed : c.passed) ? c.units : 0), 0);
  return {
    outcome: result.outcome,
    average: result.average,
    passedUnits,
    reason: result.reason,
    hasMakeup: result.makeups.size > 0,
  };
}

export const cardsOfScope = (context: CardContext, filters: CardFilters) => filtersWhere(context, filters);
export const cardById = (id: number) => eq(reportCards.id, id);

/** The filters' choices: the year's terms and the school's classrooms of the year. */
export async function cardOptions(db: Db, context: CardContext) {
  const termRows = await db
    .select({ id: terms.id, title: terms.title, ordinal: terms.ordinal })
    .from(terms)
    .where(eq(terms.academicYearId, context.academicYearId))
    .orderBy(asc(terms.ordinal));
  const rooms = await db
    .select({ id: classrooms.id, name: classrooms.name, gradeLevel: classrooms.gradeLevel })
    .from(classrooms)
    .where(
      and(eq(classrooms.schoolId, context.schoolId), eq(classrooms.academicYearId, context.academicYearId)),
    )
    .orderBy(asc(classrooms.gradeLevel), asc(classrooms.name));
  return { terms: termRows, classrooms: rooms };
}
