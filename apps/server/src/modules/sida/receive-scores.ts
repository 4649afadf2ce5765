/**
 * Sida's final results into Sida report cards (kept apart from the school's own cards): one row per
 * student, year and course code, created, updated or left alone, so receiving the same results again
 * writes nothing. A student is matched by national code within the school. A closed year still
 * receives them (DOMAIN.md "The year's turn"): they are the Ministry's record, which often arrives
 * after the year has ended, and change none of the school's own cards, scores or outcomes.
 */
import { ERROR_CODES, normalizeCode, searchKey, toAsciiDigits } from '@school/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sidaReportCards, students } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { RowAction, SchoolYearTarget } from './basic-information';
import type { SidaResultRow } from './sida-connector';

export interface CheckedResultRow {
  row: number;
  cells: Record<string, string>;
  errors: Record<string, string>;
  action: RowAction;
  studentId?: number;
  existingId?: number;
  value?: { courseCode: string; courseTitle: string; score: number };
}

export interface ResultsReport {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

export const RESULT_MESSAGES = {
  notInSchool: 'دانش‌آموزی با این کد ملی در این مدرسه نیست.',
  noCourse: 'کد درس خالی است.',
  noTitle: 'نام درس خالی است.',
  badScore: 'نمره باید عددی از ۰ تا ۲۰ باشد.',
  duplicate: (row: number) =>
    `این دانش‌آموز و درس در ردیف ${row.toLocaleString('fa-IR')} همین فایل هم آمده است.`,
  noRows: 'فهرست نمرات هیچ ردیفی ندارد.',
} as const;

/** A score as Sida writes it: Persian or ASCII digits, «/» or «٫» as the decimal point. */
export function parseScore(text: string): number | null {
  const clean = toAsciiDigits(text).trim().replace(/[/٫,]/g, '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(clean)) return null;
  const n = Number(clean);
  return n >= 0 && n <= 20 ? n : null;
}

export function resultRowsToCells(rows: SidaResultRow[]) {
  return rows.map((r, i) => ({ rowNumber: i + 1, cells: { ...r } as Record<string, string> }));
}

export async function planResults(
  db: Db,
  target: SchoolYearTarget,
  input: { rowNumber: number; cells: Record<string, string> }[],
): Promise<CheckedResultRow[]> {
  if (!input.length) throw new AppError(400, ERROR_CODES.VALIDATION, RESULT_MESSAGES.noRows);
  const rows: CheckedResultRow[] = input.map(({ rowNumber, cells }) => {
    const errors: Record<string, string> = {};
    const code = normalizeCode(cells.nationalCode ?? '');
    const courseCode = normalizeCode(cells.courseCode ?? '');
    const courseTitle = searchKey(cells.courseTitle ?? '') ? (cells.courseTitle ?? '').trim() : '';
    const score = parseScore(cells.score ?? '');
    if (!/^\d{8,10}$/.test(code)) errors.nationalCode = RESULT_MESSAGES.notInSchool;
    if (!courseCode) errors.courseCode = RESULT_MESSAGES.noCourse;
    if (!courseTitle) errors.courseTitle = RESULT_MESSAGES.noTitle;
    if (score === null) errors.score = RESULT_MESSAGES.badScore;
    return {
      row: rowNumber,
      cells: { ...cells, nationalCode: code.padStart(10, '0') },
      errors,
      action: 'create',
      ...(score !== null ? { value: { courseCode, courseTitle, score } } : {}),
    };
  });
  const codes = [...new Set(rows.map((r) => r.cells.nationalCode!))];
  const ids = new Map<string, number>();
  for (let i = 0; i < codes.length; i += 5000) {
    for (const s of await db
      .select({ id: students.id, code: students.nationalCode })
      .from(students)
      .where(
        and(eq(students.schoolId, target.schoolId), inArray(students.nationalCode, codes.slice(i, i + 5000))),
      ))
      ids.set(s.code, s.id);
  }
  const held = new Map<string, { id: number; title: string; score: number | null }>();
  const studentIds = [...ids.values()];
  for (let i = 0; i < studentIds.length; i += 5000) {
    for (const c of await db
      .select()
      .from(sidaReportCards)
      .where(
        and(
          eq(sidaReportCards.academicYearId, target.academicYearId),
          inArray(sidaReportCards.studentId, studentIds.slice(i, i + 5000)),
        ),
      ))
      held.set(`${c.studentId}:${c.courseCode}`, { id: c.id, title: c.courseTitle, score: c.score });
  }
  const seen = new Map<string, number>();
  for (const row of rows) {
    const studentId = ids.get(row.cells.nationalCode!);
    if (studentId === undefined) {
      row.errors.nationalCode ??= RESULT_MESSAGES.notInSchool;
      continue;
    }
    row.studentId = studentId;
    if (!row.value || Object.keys(row.errors).length) continue;
    const key = `${studentId}:${row.value.courseCode}`;
    if (seen.has(key)) {
      row.errors.courseCode = RESULT_MESSAGES.duplicate(seen.get(key)!);
      continue;
    }
    seen.set(key, row.row);
    const before = held.get(key);
    if (before) {
      row.existingId = before.id;
      row.action =
        before.score === row.value.score && before.title === row.value.courseTitle ? 'unchanged' : 'update';
    }
  }
  return rows;
}

export async function applyResults(
  tx: Db,
  target: SchoolYearTarget,
  rows: CheckedResultRow[],
  exchangeId: number | null,
): Promise<ResultsReport> {
  const valid = rows.filter((r) => !Object.keys(r.errors).length && r.value && r.studentId);
  const creates = valid.filter((r) => r.action === 'create');
  const updates = valid.filter((r) => r.action === 'update');
  for (let i = 0; i < creates.length; i += 1000) {
    await tx.insert(sidaReportCards).values(
      creates.slice(i, i + 1000).map((r) => ({
        schoolId: target.schoolId,
        academicYearId: target.academicYearId,
        studentId: r.studentId!,
        courseCode: r.value!.courseCode,
        courseTitle: r.value!.courseTitle,
        score: r.value!.score,
        exchangeId,
      })),
    );
  }
  for (const r of updates) {
    await tx
      .update(sidaReportCards)
      .set({ courseTitle: r.value!.courseTitle, score: r.value!.score, exchangeId, receivedAt: sql`now()` })
      .where(and(eq(sidaReportCards.id, r.existingId!), eq(sidaReportCards.schoolId, target.schoolId)));
  }
  return {
    created: creates.length,
    updated: updates.length,
    unchanged: valid.filter((r) => r.action === 'unchanged').length,
    skipped: rows.length - valid.length,
  };
}
