/**
 * The dossier's discipline tab, and the discipline scores report cards show (through the report
 * cards' extension point, report-card-discipline.ts).
 */
import { disciplineScoreOfPeriod } from '@school/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { academicYears, terms } from '../../db/schema';

interface ItemRow {
  id: number;
  date: string;
  typeTitle: string;
  kind: string;
  scoreDelta: number;
  description: string | null;
  actionTaken: string | null;
  parentsNotified: boolean;
}

async function itemsOf(db: Db, studentIds: readonly number[], yearIds: readonly number[]) {
  if (!studentIds.length || !yearIds.length) return [];
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`select i.id, i.student_id, i.academic_year_id, i.date::text as date, t.title, t.kind,
        t.score_delta, i.description, i.action_taken, i.parents_notified
      from discipline_items i join discipline_types t on t.id = i.discipline_type_id
      where i.student_id in (${sql.join(
        studentIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and i.academic_year_id in (${sql.join(
        yearIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by i.date desc, i.id desc`,
  );
  return rows.map((r) => ({
    studentId: Number(r.student_id),
    academicYearId: Number(r.academic_year_id),
    item: {
      id: Number(r.id),
      date: String(r.date),
      typeTitle: String(r.title),
      kind: String(r.kind),
      scoreDelta: Number(r.score_delta),
      description: (r.description as string | null) ?? null,
      actionTaken: (r.action_taken as string | null) ?? null,
      parentsNotified: Boolean(r.parents_notified),
    } satisfies ItemRow,
  }));
}

/** The student's items of the year, newest first, with the score of each term and of the year. */
export async function studentDiscipline(db: Db, studentId: number, academicYearId: number) {
  const items = (await itemsOf(db, [studentId], [academicYearId])).map((r) => r.item);
  const entries = items.map((i) => ({ date: i.date, delta: i.scoreDelta }));
  const yearTerms = await db
    .select({ id: terms.id, title: terms.title, startDate: terms.startDate, endDate: terms.endDate })
    .from(terms)
    .where(eq(terms.academicYearId, academicYearId))
    .orderBy(asc(terms.ordinal));
  const [year] = await db
    .select({ startDate: academicYears.startDate, endDate: academicYears.endDate })
    .from(academicYears)
    .where(eq(academicYears.id, academicYearId));
  return {
    items,
    terms: yearTerms.map((t) => ({ id: t.id, title: t.title, score: disciplineScoreOfPeriod(entries, t) })),
    yearScore: year ? disciplineScoreOfPeriod(entries, year) : null,
  };
}

export interface CardForDiscipline {
  id: number;
  studentId: number;
  academicYearId: number;
  termId: number | null;
}

/**
 * The discipline score of each card whose school records discipline in the card's year: a term
 * card counts the term's items, a year card the whole year's. Schools that record none get no
 * score, so their cards keep no discipline row.
 */
export async function cardDisciplineScores(
  db: Db,
  cards: readonly CardForDiscipline[],
): Promise<ReadonlyMap<number, number>> {
  const scores = new Map<number, number>();
  if (!cards.length) return scores;
  const studentIds = [...new Set(cards.map((c) => c.studentId))];
  const yearIds = [...new Set(cards.map((c) => c.academicYearId))];
  const inUse = await executeRows<{ school_id: number; academic_year_id: number }>(
    db,
    sql`select distinct i.school_id, i.academic_year_id from discipline_items i
      where i.academic_year_id in (${sql.join(
        yearIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  if (!inUse.length) return scores;
  const used = new Set(inUse.map((u) => `${u.school_id}:${u.academic_year_id}`));
  const schoolOf = new Map(
    (
      await executeRows<{ id: number; school_id: number }>(
        db,
        sql`select id, school_id from students where id in (${sql.join(
          studentIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    ).map((s) => [Number(s.id), Number(s.school_id)]),
  );
  const periods = new Map<string, { startDate: string; endDate: string }>();
  for (const t of await db
    .select({ id: terms.id, startDate: terms.startDate, endDate: terms.endDate })
    .from(terms)
    .where(inArray(terms.academicYearId, yearIds)))
    periods.set(`t${t.id}`, t);
  for (const y of await db
    .select({ id: academicYears.id, startDate: academicYears.startDate, endDate: academicYears.endDate })
    .from(academicYears)
    .where(inArray(academicYears.id, yearIds)))
    periods.set(`y${y.id}`, y);
  const byStudentYear = new Map<string, { date: string; delta: number }[]>();
  for (const { studentId, academicYearId, item } of await itemsOf(db, studentIds, yearIds)) {
    const key = `${studentId}:${academicYearId}`;
    const list = byStudentYear.get(key) ?? [];
    list.push({ date: item.date, delta: item.scoreDelta });
    byStudentYear.set(key, list);
  }
  for (const card of cards) {
    if (!used.has(`${schoolOf.get(card.studentId)}:${card.academicYearId}`)) continue;
    const period = periods.get(card.termId === null ? `y${card.academicYearId}` : `t${card.termId}`);
    if (!period) continue;
    scores.set(
      card.id,
      disciplineScoreOfPeriod(byStudentYear.get(`${card.studentId}:${card.academicYearId}`) ?? [], period),
    );
  }
  return scores;
}
