/**
 * The Excel import of people (students, teachers): every row is validated with the registry's write
 * schema, like the form, plus the rules of a batch: duplicates in the file, national codes of another
 * school, codes unique per school. Commit upserts by national code in one transaction: all rows or
 * only the valid ones, as the user chooses.
 */
import { ERROR_CODES, entityWriteSchema, type SheetImportPreview } from '@school/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CurrentContext } from '../../access/current-context';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { changedOnly } from '../../engine/audit';
import { AppError } from '../../http/errors';
import { readSheet } from '../../http/sheet-reader';
import type { ImportSpec, ImportTarget } from './import-spec';
import { cellsToValues } from './sheet-values';

export const MAX_IMPORT_ROWS = 20_000;
const BATCH = 500;

export const BATCH_MESSAGES = {
  duplicateInFile: (row: number) =>
    `این کد ملی در ردیف ${row.toLocaleString('fa-IR')} همین فایل هم آمده است.`,
  notAll: (invalid: number) =>
    `${invalid.toLocaleString('fa-IR')} ردیف خطا دارد؛ هیچ ردیفی ثبت نشد. خطاها را اصلاح کنید یا «فقط ردیف‌های درست» را انتخاب کنید.`,
} as const;

interface CheckedRow {
  row: number;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  action: 'create' | 'update';
  existingId?: number;
}

/** The first row of each value keeps it; later rows with the same value get the message. */
function markDuplicates(rows: CheckedRow[], field: string, message: (row: number) => string) {
  const seen = new Map<string, number>();
  for (const row of rows) {
    const value = row.values[field];
    if (typeof value !== 'string' || !value || row.errors[field]) continue;
    if (seen.has(value)) row.errors[field] = message(seen.get(value)!);
    else seen.set(value, row.row);
  }
  return [...seen.keys()];
}

async function checkRows(db: Db, spec: ImportSpec, buffer: Buffer, target: ImportTarget) {
  const sheet = await readSheet(buffer, spec.columns, MAX_IMPORT_ROWS);
  const references = (await spec.references?.(db, target)) ?? {};
  const schema = entityWriteSchema(spec.entity, 'create');
  const codeFields = spec.secondary ? [spec.secondary.field] : [];
  const checked: CheckedRow[] = sheet.map(({ rowNumber, cells }) => {
    const { values, errors } = cellsToValues(spec.entity, spec.fields, cells, references, codeFields);
    const withDefaults = { ...spec.defaults, ...values };
    const parsed = schema.safeParse(withDefaults);
    if (!parsed.success)
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { row: rowNumber, values: parsed.success ? parsed.data : withDefaults, errors, action: 'create' };
  });

  const codes = markDuplicates(checked, 'nationalCode', BATCH_MESSAGES.duplicateInFile);
  const { secondary } = spec;
  if (secondary && spec.messages.secondaryDuplicateInFile)
    markDuplicates(checked, secondary.field, spec.messages.secondaryDuplicateInFile);

  // Existing people: same school → update; another school → error (codes are network-wide).
  const existing = new Map<string, { id: number; schoolId: number }>();
  for (let i = 0; i < codes.length; i += 5000) {
    const found = (await db
      .select({ id: spec.idColumn, schoolId: spec.schoolColumn, code: spec.nationalCodeColumn })
      .from(spec.table)
      .where(inArray(spec.nationalCodeColumn, codes.slice(i, i + 5000)))) as {
      id: number;
      schoolId: number;
      code: string;
    }[];
    for (const p of found) existing.set(p.code, p);
  }
  // The per-school code must stay unique: taken by someone else with another national code.
  const owners = new Map<string, string>();
  if (secondary) {
    const taken = (await db
      .select({ value: secondary.column, code: spec.nationalCodeColumn })
      .from(spec.table)
      .where(eq(spec.schoolColumn, target.schoolId))) as { value: string | null; code: string }[];
    for (const t of taken) if (t.value) owners.set(t.value, t.code);
  }
  for (const row of checked) {
    const code = row.values.nationalCode as string;
    const found = existing.get(code);
    if (found && found.schoolId !== target.schoolId) row.errors.nationalCode ??= spec.messages.otherSchool;
    else if (found) Object.assign(row, { action: 'update', existingId: found.id });
    const value = secondary ? (row.values[secondary.field] as string | undefined) : undefined;
    const owner = value ? owners.get(value) : undefined;
    if (secondary && owner && owner !== code && spec.messages.secondaryTaken)
      row.errors[secondary.field] ??= spec.messages.secondaryTaken;
  }
  return { sheet, checked };
}

const isValid = (r: CheckedRow) => Object.keys(r.errors).length === 0;

export async function previewImport(
  db: Db,
  spec: ImportSpec,
  buffer: Buffer,
  context: CurrentContext,
): Promise<SheetImportPreview> {
  const { sheet, checked } = await checkRows(db, spec, buffer, requireTarget(context));
  const invalid = checked.filter((r) => !isValid(r));
  const valid = checked.filter(isValid);
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
  spec: ImportSpec,
  buffer: Buffer,
  context: CurrentContext,
  mode: 'all' | 'valid',
  userId: number,
) {
  const target = requireTarget(context);
  const { checked } = await checkRows(db, spec, buffer, target);
  const invalid = checked.filter((r) => !isValid(r));
  if (mode === 'all' && invalid.length > 0)
    throw new AppError(400, ERROR_CODES.VALIDATION, BATCH_MESSAGES.notAll(invalid.length));
  const valid = checked.filter(isValid);
  const entity = spec.entity.name;
  const { schoolId } = target;
  const now = new Date();
  await db.transaction(async (tx) => {
    for (let i = 0; i < valid.length; i += BATCH) {
      const batch = valid.slice(i, i + BATCH);
      const creates = batch.filter((r) => r.action === 'create');
      const updates = batch.filter((r) => r.action === 'update');
      if (creates.length) {
        const inserted = (await tx
          .insert(spec.table)
          .values(creates.map((r) => ({ ...r.values, schoolId, createdBy: userId, updatedBy: userId })))
          .returning({ id: spec.idColumn })) as { id: number }[];
        await tx.insert(auditLog).values(
          inserted.map((p, k) => ({
            userId,
            entity,
            entityId: p.id,
            action: 'create',
            schoolId,
            before: null,
            after: creates[k]!.values,
          })),
        );
      }
      // The rows as they were, for the audit's before values (only the fields that change are kept).
      const previous = updates.length
        ? ((await tx
            .select()
            .from(spec.table)
            .where(
              inArray(
                spec.idColumn,
                updates.map((r) => r.existingId!),
              ),
            )) as Record<string, unknown>[])
        : [];
      const previousById = new Map(previous.map((p) => [p.id as number, p]));
      for (const row of updates) {
        await tx
          .update(spec.table)
          .set({ ...row.values, updatedAt: now, updatedBy: userId, version: sql`version + 1` })
          .where(and(eq(spec.idColumn, row.existingId!), eq(spec.schoolColumn, schoolId)));
      }
      if (updates.length) {
        await tx.insert(auditLog).values(
          updates.map((r) => ({
            userId,
            entity,
            entityId: r.existingId!,
            action: 'update',
            schoolId,
            ...changedOnly(previousById.get(r.existingId!) ?? {}, r.values),
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

function requireTarget(context: CurrentContext): ImportTarget {
  if (context.schoolId === null || context.academicYearId === null) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'ابتدا مدرسه و سال تحصیلی جاری را انتخاب کنید.');
  }
  return { schoolId: context.schoolId, yearId: context.academicYearId };
}
