/**
 * The three routes of an Excel import, under its prefix: the template, a preview of a file's rows
 * with their errors, and the commit (the same file again, with the mode: all rows or only valid
 * ones). Shared by the people imports and the institute results import, which differ in what they
 * import into (the current school; one exam of it) and how a row is checked and written.
 */
import { ERROR_CODES, type SheetImportPreview } from '@school/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAuth } from '../access/guard';
import { AppError } from './errors';
import { readXlsxUpload } from './xlsx-upload';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MODE_MESSAGE = 'شیوه ثبت را انتخاب کنید: همه ردیف‌ها یا فقط ردیف‌های درست.';

export type ImportMode = 'all' | 'valid';

export interface ImportResult {
  created: number;
  updated: number;
  skipped: number;
}

export interface SheetImporter<T> {
  permission: string;
  tags: string[];
  /** Path parameters of the prefix (an exam's id), checked before anything else: 400 otherwise. */
  params?: z.ZodType;
  /** What the request imports into — the user's current school, an exam of it — or a 400/404. */
  target(request: FastifyRequest): Promise<T>;
  /** The template workbook, its ASCII file name and its Persian title (filename*). */
  template(target: T): Promise<{ buffer: Buffer; file: string; title: string }>;
  preview(buffer: Buffer, target: T): Promise<SheetImportPreview>;
  commit(buffer: Buffer, target: T, mode: ImportMode, userId: number): Promise<ImportResult>;
  /** The Persian sentence of a commit's result. */
  resultMessage(result: ImportResult): string;
}

export const sheetImportRoutes =
  <T>(importer: SheetImporter<T>): FastifyPluginAsyncZod =>
  async (app) => {
    const schema = (summary: string) => ({
      tags: importer.tags,
      summary,
      ...(importer.params ? { params: importer.params } : {}),
    });
    const config = { permission: importer.permission };

    app.get('/template.xlsx', { schema: schema('Import template'), config }, async (request, reply) => {
      const { buffer, file, title } = await importer.template(await importer.target(request));
      return reply
        .header('content-type', XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${file}"; filename*=UTF-8''${encodeURIComponent(title)}.xlsx`,
        )
        .send(buffer);
    });

    app.post(
      '/preview',
      { schema: schema('Check a sheet and show every row’s errors'), config },
      async (request) => {
        const target = await importer.target(request);
        const { buffer } = await readXlsxUpload(request);
        return { success: true, data: await importer.preview(buffer, target) };
      },
    );

    app.post(
      '/commit',
      { schema: schema('Import a sheet: all rows or only the valid ones'), config },
      async (request) => {
        const { access } = requireAuth(request);
        const target = await importer.target(request);
        const { buffer, fields } = await readXlsxUpload(request);
        const mode = fields.mode;
        if (mode !== 'all' && mode !== 'valid')
          throw new AppError(400, ERROR_CODES.VALIDATION, MODE_MESSAGE, { mode: MODE_MESSAGE });
        const result = await importer.commit(buffer, target, mode, access.userId);
        return { success: true, data: result, message: importer.resultMessage(result) };
      },
    );
  };
