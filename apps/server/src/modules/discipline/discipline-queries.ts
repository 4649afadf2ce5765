/**
 * The discipline reports and the dossier's discipline tab. Scores follow grading rule 10: 20 plus
 * the deltas of the period's items, clamped to 0–20; a period is a term (its start and end dates,
 * both included) or, without a term, the whole academic year.
 */
import { ERROR_CODES } from '@school/shared';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import { currentContext } from '../../access/current-context';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { academicYears, classrooms, disciplineTypes, terms } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';

export interface SchoolYear {
  schoolId: number;
  academicYearId: number;
}

/** The user's current school and year; the reports need both (400 otherwise). */
export async function currentSchoolYear(db: Db, access: UserAccess): Promise<SchoolYear> {
  const { schoolId, academicYearId } = await currentContext(db, access);
  if (schoolId === null || academicYearId === null) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'ابتدا مدرسه و سال تحصیلی را انتخاب کنید.');
  }
  return { schoolId, academicYearId };
}

/** A classroom of the school and year, or 404 (another school's classroom does not exist here). */
export async function ownClassroom(db: Db, scope: SchoolYear, classroomId: number): Promise<void> {
  const [room] = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(and(eq(classrooms.id, classroomId), eq(classrooms.schoolId, scope.schoolId)));
  if (!room) throw notFound('کلاس مورد نظر یافت نشد.');
}

export async function ownDisciplineType(db: Db, scope: SchoolYear, typeId: number): Promise<void> {
  const [type] = await db
    .select({ id: disciplineTypes.id })
    .from(disciplineTypes)
    .where(and(eq(disciplineTypes.id, typeId), eq(disciplineTypes.schoolId, scope.schoolId)));
  if (!type) throw notFound('نوع مورد انضباطی یافت نشد.');
}

export interface Period {
  startDate: string;
  endDate: string;
  termId: number | null;
  title: string;
}

/** A term of the year (404 when it is another year's), or the whole year. */
export async function periodOf(db: Db, scope: SchoolYear, termId?: number): Promise<Period> {
  if (termId !== undefined) {
    const [term] = await db
      .select({ startDate: terms.startDate, endDate: terms.endDate, title: terms.title })
      .from(terms)
      .where(and(eq(terms.id, termId), eq(terms.academicYearId, scope.academicYearId)));
    if (!term) throw notFound('نوبت مورد نظر در این سال تحصیلی یافت نشد.');
    return { ...term, termId };
  }
  const [year] = await db
    .select({
      startDate: academicYears.startDate,
      endDate: academicYears.endDate,
      title: academicYears.title,
    })
    .from(academicYears)
    .where(eq(academicYears.id, scope.academicYearId));
  if (!year) throw notFound();
  return { ...year, termId: null };
}

export interface ReportFilters {
  from: string;
  to: string;
  classroomId?: number;
  disciplineTypeId?: number;
}

export interface DisciplineRow {
  id: number;
  date: string;
  studentId: number;
  studentName: string;
  classroomName: string | null;
  typeTitle: string;
  kind: string;
  scoreDelta: number;
  description: string | null;
  actionTaken: string | null;
  parentsNotified: boolean;
}

/** Items of the school's year in a date range (optionally one classroom, one type), newest first. */
export async function disciplinaryReport(db: Db, scope: SchoolYear, filters: ReportFilters) {
  const where: SQL[] = [
    sql`i.school_id = ${scope.schoolId}`,
    sql`i.academic_year_id = ${scope.academicYearId}`,
    sql`i.date between ${filters.from} and ${filters.to}`,
  ];
  if (filters.classroomId !== undefined) where.push(sql`s.classroom_id = ${filters.classroomId}`);
  if (filters.disciplineTypeId !== undefined)
    where.push(sql`i.discipline_type_id = ${filters.disciplineTypeId}`);
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`select i.id, i.date::text as date, i.student_id, s.first_name || ' ' || s.last_name as student_name,
        c.name as classroom_name, t.title as type_title, t.kind, t.score_delta, i.description,
        i.action_taken, i.parents_notified
      from discipline_items i
        join students s on s.id = i.student_id
        left join classrooms c on c.id = s.classroom_id
        join discipline_types t on t.id = i.discipline_type_id
      where ${sql.join(where, sql` and `)}
      order by i.date desc, i.id desc
      limit 5000`,
  );
  const items: DisciplineRow[] = rows.map((r) => ({
    id: Number(r.id),
    date: String(r.date),
    studentId: Number(r.student_id),
    studentName: String(r.student_name),
    classroomName: (r.classroom_name as string | null) ?? null,
    typeTitle: String(r.type_title),
    kind: String(r.kind),
    scoreDelta: Number(r.score_delta),
    description: (r.description as string | null) ?? null,
    actionTaken: (r.action_taken as string | null) ?? null,
    parentsNotified: Boolean(r.parents_notified),
  }));
  const count = (key: (i: DisciplineRow) => string) => {
    const map = new Map<string, number>();
    for (const item of items) map.set(key(item), (map.get(key(item)) ?? 0) + 1);
    return [...map.entries()].map(([title, n]) => ({ title, count: n })).sort((a, b) => b.count - a.count);
  };
  return {
    items,
    total: items.length,
    negative: items.filter((i) => i.kind === 'negative').length,
    positive: items.filter((i) => i.kind === 'positive').length,
    byType: count((i) => i.typeTitle),
    byClassroom: count((i) => i.classroomName ?? '—'),
  };
}

export interface StudentScore {
  studentId: number;
  studentName: string;
  classroomId: number | null;
  classroomName: string | null;
  items: number;
  score: number;
}

/** Every active student of the school (or one classroom) with their score of the period, lowest first. */
export async function disciplineScores(
  db: Db,
  scope: SchoolYear,
  period: Period,
  classroomId?: number,
): Promise<StudentScore[]> {
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`select s.id, s.first_name || ' ' || s.last_name as student_name, s.classroom_id,
        c.name as classroom_name, count(i.id)::int as items,
        greatest(0, least(20, 20 + coalesce(sum(t.score_delta), 0))) as score
      from students s
        join classrooms c on c.id = s.classroom_id and c.academic_year_id = ${scope.academicYearId}
        left join discipline_items i on i.student_id = s.id and i.academic_year_id = ${scope.academicYearId}
          and i.date between ${period.startDate} and ${period.endDate}
        left join discipline_types t on t.id = i.discipline_type_id
      where s.school_id = ${scope.schoolId}
        ${classroomId === undefined ? sql`` : sql`and s.classroom_id = ${classroomId}`}
      group by s.id, s.first_name, s.last_name, s.classroom_id, c.name
      order by score asc, c.name, s.last_name, s.first_name, s.id`,
  );
  return rows.map((r) => ({
    studentId: Number(r.id),
    studentName: String(r.student_name),
    classroomId: r.classroom_id === null ? null : Number(r.classroom_id),
    classroomName: (r.classroom_name as string | null) ?? null,
    items: Number(r.items),
    score: Number(r.score),
  }));
}

/** Students per whole point of score (0–20; 19.5 counts in 19), for the distribution chart. */
export function scoreDistribution(scores: readonly { score: number }[]): { score: number; count: number }[] {
  const counts = Array.from({ length: 21 }, (_, score) => ({ score, count: 0 }));
  for (const { score } of scores) counts[Math.floor(score)]!.count++;
  return counts;
}

/** Classroom averages of the period's scores, lowest first. */
export function classroomAverages(scores: readonly StudentScore[]) {
  const map = new Map<string, { sum: number; n: number }>();
  for (const s of scores) {
    const key = s.classroomName ?? '—';
    const entry = map.get(key) ?? { sum: 0, n: 0 };
    entry.sum += s.score;
    entry.n++;
    map.set(key, entry);
  }
  return [...map.entries()]
    .map(([classroomName, { sum, n }]) => ({
      classroomName,
      students: n,
      average: Math.round((sum / n) * 100) / 100,
    }))
    .sort((a, b) => a.average - b.average);
}
