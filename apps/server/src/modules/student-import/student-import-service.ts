/**
 * Student import: every row is validated with the same registry schema as the form, plus the rules
 * of a batch (duplicates in the file, codes of another school, unknown classrooms). Commit upserts by
 * national code in one transaction: all rows or only the valid ones, as the user chooses.
 */
import { ERROR_CODES, entityWriteSchema, searchKey, studentsEntity } from '@school/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { CurrentContext } from '../../access/current-context';
import type { Db } from '../../db/client';
import { auditLog, classrooms, students } from '../../db/schema';
import { AppError } from '../../http/errors';
import { readSheet } from '../../http/sheet-reader';
import { IMPORT_MESSAGES, STUDENT_COLUMNS, rowToValues } from './student-columns';

export const MAX_IMPORT_ROWS = 20_000;
const BATCH = 500;
const createSchema = entityWriteSchema(studentsEntity, 'create');

export interface CheckedRow {
  row: number;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  action: 'create' | 'update';
  existingId?: number;
}

export interface ImportPreview {
  total: number;
  valid: number;
  invalid: number;
  creates: number;
  updates: number;
  /** Every row with an error, and the first valid rows, for the preview table. */
  rows: {
    row: number;
    cells: Record<string, string>;
    errors: Record<string, string>;
    action: 'create' | 'update';
  }[];
}

async function checkRows(db: Db, buffer: Buffer, schoolId: number, yearId: number) {
  const sheet = await readSheet(buffer, STUDENT_COLUMNS, MAX_IMPORT_ROWS);
  const rooms = await db
    .select({ id: classrooms.id, name: classrooms.name })
    .from(classrooms)
    .where(and(eq(classrooms.schoolId, schoolId), eq(classrooms.academicYearId, yearId)));
  const classroomsByName = new Map(rooms.map((r) => [searchKey(r.name), r.id]));

  const checked: CheckedRow[] = sheet.map(({ rowNumber, cells }) => {
    const { values, errors } = rowToValues(cells, classroomsByName);
    const parsed = createSchema.safeParse(values);
    if (!parsed.success)
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { row: rowNumber, values: parsed.success ? parsed.data : values, errors, action: 'create' };
  });

  // Duplicates inside the file: the later row is the one in error.
  const seenCode = new Map<string, number>();
  const seenNumber = new Map<string, number>();
  for (const row of checked) {
    const code = row.values.nationalCode as string | undefined;
    const number = row.values.studentNumber as string | undefined;
    if (code && !row.errors.nationalCode) {
      if (seenCode.has(code)) row.errors.nationalCode = IMPORT_MESSAGES.duplicateInFile(seenCode.get(code)!);
      else seenCode.set(code, row.row);
    }
    if (number) {
      if (seenNumber.has(number))
        row.errors.studentNumber = IMPORT_MESSAGES.duplicateNumberInFile(seenNumber.get(number)!);
      else seenNumber.set(number, row.row);
    }
  }

  // Existing students: same school → update; another school → error. Student numbers must stay unique.
  const codes = [...seenCode.keys()];
  const existing = new Map<string, { id: number; schoolId: number }>();
  for (let i = 0; i < codes.length; i += 5000) {
    const found = await db
      .select({ id: students.id, schoolId: students.schoolId, nationalCode: students.nationalCode })
      .from(students)
      .where(inArray(students.nationalCode, codes.slice(i, i + 5000)));
    for (const s of found) existing.set(s.nationalCode, s);
  }
  const numbers = await db
    .select({ studentNumber: students.studentNumber, nationalCode: students.nationalCode })
    .from(students)
    .where(eq(students.schoolId, schoolId));
  const numberOwner = new Map(
    numbers.filter((n) => n.studentNumber).map((n) => [n.studentNumber!, n.nationalCode]),
  );
  for (const row of checked) {
    const code = row.values.nationalCode as string;
    const found = existing.get(code);
    if (found && found.schoolId !== schoolId) row.errors.nationalCode ??= IMPORT_MESSAGES.otherSchool;
    else if (found) Object.assign(row, { action: 'update', existingId: found.id });
    const number = row.values.studentNumber as string | undefined;
    const owner = number ? numberOwner.get(number) : undefined;
    if (owner && owner !== code) row.errors.studentNumber ??= IMPORT_MESSAGES.numberTaken;
  }
  return { sheet, checked };
}

export async function previewImport(db: Db, buffer: Buffer, context: CurrentContext): Promise<ImportPreview> {
  const { schoolId, yearId } = requireContext(context);
  const { sheet, checked } = await checkRows(db, buffer, schoolId, yearId);
  const invalid = checked.filter((r) => Object.keys(r.errors).length > 0);
  const valid = checked.filter((r) => Object.keys(r.errors).length === 0);
  const shown = [...invalid, ...valid.slice(0, 200)].sort((a, b) => a.row - b.row);
  const cellsOf = new Map(sheet.map((r) => [r.rowNumber, r.cells]));
  return {
    total: checked.length,
    valid: valid.length,
    invalid: invalid.length,
    creates: valid.filter((r) => r.action === 'create').length,
    updates: valid.filter((r) => r.action === 'update').length,
    rows: shown.map((r) => ({
      row: r.row,
      cells: cellsOf.get(r.row) ?? {},
      errors: r.errors,
      action: r.action,
    })),
  };
}

export async function commitImport(
  db: Db,
  buffer: Buffer,
  context: CurrentContext,
  mode: 'all' | 'valid',
  userId: number,
) {
  const { schoolId, yearId } = requireContext(context);
  const { checked } = await checkRows(db, buffer, schoolId, yearId);
  const invalid = checked.filter((r) => Object.keys(r.errors).length > 0);
  if (mode === 'all' && invalid.length > 0) {
    throw new AppError(
      400,
      ERROR_CODES.VALIDATION,
      `${invalid.length.toLocaleString('fa-IR')} ردیف خطا دارد؛ هیچ ردیفی ثبت نشد. خطاها را اصلاح کنید یا «فقط ردیف‌های درست» را انتخاب کنید.`,
    );
  }
  const valid = checked.filter((r) => Object.keys(r.errors).length === 0);
  const now = new Date();
  await db.transaction(async (tx) => {
    for (let i = 0; i < valid.length; i += BATCH) {
      const batch = valid.slice(i, i + BATCH);
      const creates = batch.filter((r) => r.action === 'create');
      if (creates.length) {
        const inserted = await tx
          .insert(students)
          .values(
            creates.map((r) => ({
              ...(r.values as typeof students.$inferInsert),
              schoolId,
              createdBy: userId,
              updatedBy: userId,
            })),
          )
          .returning({ id: students.id });
        await tx.insert(auditLog).values(
          inserted.map((s, k) => ({
            userId,
            entity: 'students',
            entityId: s.id,
            action: 'create',
            schoolId,
            before: null,
            after: creates[k]!.values,
          })),
        );
      }
      for (const row of batch.filter((r) => r.action === 'update')) {
        await tx
          .update(students)
          .set({
            ...(row.values as Partial<typeof students.$inferInsert>),
            updatedAt: now,
            updatedBy: userId,
          })
          .where(and(eq(students.id, row.existingId!), eq(students.schoolId, schoolId)));
      }
      const updates = batch.filter((r) => r.action === 'update');
      if (updates.length) {
        await tx.insert(auditLog).values(
          updates.map((r) => ({
            userId,
            entity: 'students',
            entityId: r.existingId!,
            action: 'update',
            schoolId,
            before: null,
            after: r.values,
          })),
        );
      }
    }
  });
  return {
    created: valid.filter((r) => r.action === 'create').length,
    updated: valid.filter((r) => r.action === 'update').length,
    skipped: invalid.length,
  };
}

function requireContext(context: CurrentContext): { schoolId: number; yearId: number } {
  if (context.schoolId === null || context.academicYearId === null) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'ابتدا مدرسه و سال تحصیلی جاری را انتخاب کنید.');
  }
  return { schoolId: context.schoolId, yearId: context.academicYearId };
}
