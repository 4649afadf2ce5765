/**
 * An institute exam's results from Excel: each row is read and checked (result-row.ts), matched to a
 * student of the exam's school by national code, and marked new or replacing the student's earlier
 * result of the exam. The commit writes all rows or only the valid ones, as the user chooses, in one
 * transaction: a student's result and course rows are replaced whole, each change audited with its
 * before and after values, and the exam's count of results kept. An exam of a closed year takes no
 * results: they are the school's own record, read-only with the rest of that year (DOMAIN.md "The
 * year's turn"; Sida's results, the Ministry's, stay receivable).
 */
import { ERROR_CODES, type SheetImportPreview } from '@school/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { corpExamResults, students } from '../../db/schema';
import { refuseClosedYear } from '../../engine/closed-years';
import { AppError } from '../../http/errors';
import type { ImportMode, ImportResult } from '../../http/sheet-import-routes';
import { readSheet } from '../../http/sheet-reader';
import { hasResults, parseResultRow, type ExamCourse, type ParsedResult } from './result-row';
import { writeResults } from './result-writes';
import { resultColumns } from './result-sheet';

export const MAX_RESULT_ROWS = 5_000;
/** Valid rows the preview lists besides every invalid one. */
const PREVIEW_VALID_ROWS = 200;

export const IMPORT_MESSAGES = {
  noCodeColumn: 'ستون «کد ملی» در فایل نیست؛ از فایل نمونه همین آزمون استفاده کنید.',
  noResultColumns: 'ستون‌های نتایج این آزمون در فایل نیست؛ از فایل نمونه همین آزمون استفاده کنید.',
  noRows: 'هیچ ردیفی نتیجه‌ای ندارد.',
  notInSchool: 'دانش‌آموزی با این کد ملی در این مدرسه نیست.',
  duplicateInFile: (row: number) =>
    `این کد ملی در ردیف ${row.toLocaleString('fa-IR')} همین فایل هم آمده است.`,
  notAll: (invalid: number) =>
    `${invalid.toLocaleString('fa-IR')} ردیف خطا دارد؛ هیچ ردیفی ثبت نشد. خطاها را اصلاح کنید یا «فقط ردیف‌های درست» را انتخاب کنید.`,
} as const;

/** The exam results are imported into, with its courses in the sheet's order. */
export interface ResultsTarget {
  examId: number;
  schoolId: number;
  title: string;
  gradeLevel: number;
  academicYearId: number;
  courses: ExamCourse[];
}

interface CheckedRow {
  row: number;
  cells: Record<string, string>;
  errors: Record<string, string>;
  result: ParsedResult | null;
  studentId?: number;
  action: 'create' | 'update';
}

const isValid = (r: CheckedRow) => Object.keys(r.errors).length === 0;

/** Students of the exam's school by national code, a few thousand codes a query. */
async function studentsByCode(db: Db, schoolId: number, codes: string[]) {
  const found = new Map<string, number>();
  for (let i = 0; i < codes.length; i += 5_000) {
    const rows = await db
      .select({ id: students.id, code: students.nationalCode })
      .from(students)
      .where(and(eq(students.schoolId, schoolId), inArray(students.nationalCode, codes.slice(i, i + 5_000))));
    for (const r of rows) found.set(r.code, r.id);
  }
  return found;
}

async function checkRows(db: Db, target: ResultsTarget, buffer: Buffer): Promise<CheckedRow[]> {
  const columns = resultColumns(target.courses);
  const sheet = await readSheet(buffer, columns, MAX_RESULT_ROWS);
  const present = new Set(sheet.flatMap((r) => Object.keys(r.cells)));
  if (!present.has('nationalCode'))
    throw new AppError(400, ERROR_CODES.VALIDATION, IMPORT_MESSAGES.noCodeColumn);
  if (!columns.some((c) => c.key !== 'nationalCode' && c.key !== 'studentName' && present.has(c.key)))
    throw new AppError(400, ERROR_CODES.VALIDATION, IMPORT_MESSAGES.noResultColumns);
  // A template row left with the code and name alone is no result: it is passed over.
  const filled = sheet.filter((r) => hasResults(r.cells, target.courses));
  if (!filled.length) throw new AppError(400, ERROR_CODES.VALIDATION, IMPORT_MESSAGES.noRows);

  const checked: CheckedRow[] = filled.map(({ rowNumber, cells }) => ({
    row: rowNumber,
    cells,
    action: 'create',
    ...parseResultRow(cells, target.courses),
  }));
  const firstRow = new Map<string, number>();
  for (const row of checked) {
    const code = row.result?.nationalCode;
    if (!code) continue;
    if (firstRow.has(code)) row.errors.nationalCode = IMPORT_MESSAGES.duplicateInFile(firstRow.get(code)!);
    else firstRow.set(code, row.row);
  }
  const ids = await studentsByCode(db, target.schoolId, [...firstRow.keys()]);
  const existing = new Set(
    ids.size
      ? (
          await db
            .select({ studentId: corpExamResults.studentId })
            .from(corpExamResults)
            .where(
              and(
                eq(corpExamResults.corpExamId, target.examId),
                inArray(corpExamResults.studentId, [...ids.values()]),
              ),
            )
        ).map((r) => r.studentId)
      : [],
  );
  for (const row of checked) {
    if (!row.result || row.errors.nationalCode) continue;
    const studentId = ids.get(row.result.nationalCode);
    if (studentId === undefined) row.errors.nationalCode = IMPORT_MESSAGES.notInSchool;
    else Object.assign(row, { studentId, action: existing.has(studentId) ? 'update' : 'create' });
  }
  return checked;
}

export async function previewResults(
  db: Db,
  target: ResultsTarget,
  buffer: Buffer,
): Promise<SheetImportPreview> {
  await refuseClosedYear(db, target.academicYearId);
  const checked = await checkRows(db, target, buffer);
  const valid = checked.filter(isValid);
  const invalid = checked.filter((r) => !isValid(r));
  const shown = [...invalid, ...valid.slice(0, PREVIEW_VALID_ROWS)].sort((a, b) => a.row - b.row);
  return {
    total: checked.length,
    valid: valid.length,
    invalid: invalid.length,
    creates: valid.filter((r) => r.action === 'create').length,
    updates: valid.filter((r) => r.action === 'update').length,
    rows: shown.map(({ row, cells, errors, action }) => ({ row, cells, errors, action })),
    columns: resultColumns(target.courses),
  };
}

export async function commitResults(
  db: Db,
  target: ResultsTarget,
  buffer: Buffer,
  mode: ImportMode,
  userId: number,
): Promise<ImportResult> {
  await refuseClosedYear(db, target.academicYearId);
  const checked = await checkRows(db, target, buffer);
  const invalid = checked.filter((r) => !isValid(r));
  if (mode === 'all' && invalid.length)
    throw new AppError(400, ERROR_CODES.VALIDATION, IMPORT_MESSAGES.notAll(invalid.length));
  const valid = checked.filter(isValid) as (CheckedRow & { result: ParsedResult; studentId: number })[];

  await writeResults(
    db,
    target,
    valid.map((r) => ({ studentId: r.studentId, action: r.action, result: r.result })),
    userId,
  );
  return {
    created: valid.filter((r) => r.action === 'create').length,
    updated: valid.filter((r) => r.action === 'update').length,
    skipped: invalid.length,
  };
}
