/**
 * /api/students/phone-import — a sheet of national codes and phone numbers updates the students'
 * and parents' phones in the current school; unmatched and invalid rows are listed, nothing else changes.
 */
import {
  ERROR_CODES,
  fieldLabel,
  isValidNationalCode,
  normalizeCode,
  normalizeMobile,
  studentsEntity,
} from '@school/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentContext } from '../../access/current-context';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { auditLog, students } from '../../db/schema';
import { AppError } from '../../http/errors';
import { readSheet, templateWorkbook, type SheetColumn } from '../../http/sheet-reader';
import { readXlsxUpload } from '../../http/xlsx-upload';

const PHONE_FIELDS = ['mobile', 'fatherMobile', 'motherMobile'] as const;
type Phones = Record<(typeof PHONE_FIELDS)[number], string | null>;
const COLUMNS: SheetColumn[] = [
  { key: 'nationalCode', header: fieldLabel('students', 'nationalCode') },
  ...PHONE_FIELDS.map((key) => ({ key, header: fieldLabel('students', key) })),
];

export const phoneImportRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['students'];
    app.get(
      '/template.xlsx',
      { schema: { tags, summary: 'Phone import template' }, config: { permission: 'students.phone-import' } },
      async (_request, reply) =>
        reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', 'attachment; filename="phones-template.xlsx"')
          .send(
            await templateWorkbook('شماره‌ها', COLUMNS, {
              nationalCode: '0499370899',
              mobile: '',
              fatherMobile: '09121234567',
              motherMobile: '',
            }),
          ),
    );

    app.post(
      '/',
      {
        schema: { tags, summary: 'Update phones from a sheet of national codes' },
        config: { permission: 'students.phone-import' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const { schoolId } = await currentContext(db, access);
        if (schoolId === null)
          throw new AppError(400, ERROR_CODES.VALIDATION, 'ابتدا مدرسه جاری را انتخاب کنید.');
        const { buffer } = await readXlsxUpload(request);
        const rows = await readSheet(buffer, COLUMNS, 20_000);

        const invalid: { row: number; errors: Record<string, string> }[] = [];
        const changes: { row: number; code: string; values: Record<string, string> }[] = [];
        for (const { rowNumber, cells } of rows) {
          const errors: Record<string, string> = {};
          const code = normalizeCode(cells.nationalCode ?? '').padStart(10, '0');
          if (!isValidNationalCode(code)) errors.nationalCode = 'کد ملی معتبر نیست.';
          const values: Record<string, string> = {};
          for (const field of PHONE_FIELDS) {
            const text = (cells[field] ?? '').trim();
            if (!text) continue;
            const mobile = normalizeMobile(text);
            if (mobile) values[field] = mobile;
            else errors[field] = 'شماره موبایل معتبر نیست.';
          }
          if (Object.keys(errors).length) invalid.push({ row: rowNumber, errors });
          else if (Object.keys(values).length) changes.push({ row: rowNumber, code, values });
        }

        const found = new Map<string, Phones & { id: number }>();
        const codes = changes.map((c) => c.code);
        for (let i = 0; i < codes.length; i += 5000) {
          const batch = await db
            .select({
              id: students.id,
              nationalCode: students.nationalCode,
              mobile: students.mobile,
              fatherMobile: students.fatherMobile,
              motherMobile: students.motherMobile,
            })
            .from(students)
            .where(
              and(eq(students.schoolId, schoolId), inArray(students.nationalCode, codes.slice(i, i + 5000))),
            );
          for (const s of batch) found.set(s.nationalCode, s);
        }
        const unmatched = changes
          .filter((c) => !found.has(c.code))
          .map((c) => ({ row: c.row, nationalCode: c.code }));
        const matched = changes.filter((c) => found.has(c.code));
        await db.transaction(async (tx) => {
          const audits: (typeof auditLog.$inferInsert)[] = [];
          for (const change of matched) {
            const student = found.get(change.code)!;
            const changed = PHONE_FIELDS.filter(
              (f) => change.values[f] !== undefined && change.values[f] !== student[f],
            );
            if (changed.length === 0) continue;
            const after = Object.fromEntries(changed.map((f) => [f, change.values[f]]));
            // A version step, so an edit form opened before the import refuses to overwrite it.
            await tx
              .update(students)
              .set({ ...after, updatedAt: new Date(), updatedBy: access.userId, version: sql`version + 1` })
              .where(eq(students.id, student.id));
            audits.push({
              userId: access.userId,
              entity: studentsEntity.name,
              entityId: student.id,
              action: 'update',
              schoolId,
              before: Object.fromEntries(changed.map((f) => [f, student[f]])),
              after,
            });
          }
          // The audit rows in a few statements, not one per student.
          for (let i = 0; i < audits.length; i += 1000)
            await tx.insert(auditLog).values(audits.slice(i, i + 1000));
        });
        return { success: true, data: { updated: matched.length, unmatched, invalid } };
      },
    );
  };
