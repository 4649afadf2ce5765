/**
 * The three routes of a people import, under its prefix: the template, a preview of a file's rows
 * with their errors, and the commit (the same file again, with the mode: all rows or only valid ones).
 */
import { ERROR_CODES } from '@school/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentContext } from '../../access/current-context';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { templateWorkbook } from '../../http/sheet-reader';
import { readXlsxUpload } from '../../http/xlsx-upload';
import type { ImportSpec } from './import-spec';
import { commitImport, previewImport } from './import-service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MODE_MESSAGE = 'شیوه ثبت را انتخاب کنید: همه ردیف‌ها یا فقط ردیف‌های درست.';

export interface ImportRouteOptions {
  permission: string;
  /** ASCII name of the template file, and its Persian name for browsers that read filename*. */
  templateFile: string;
  templateTitle: string;
  /** «دانش‌آموز» or «دبیر», for the result message. */
  noun: string;
}

export const importRoutes =
  (db: Db, spec: ImportSpec, options: ImportRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = [spec.entity.name];
    const config = { permission: options.permission };
    app.get(
      '/template.xlsx',
      { schema: { tags, summary: 'Import template' }, config },
      async (_request, reply) =>
        reply
          .header('content-type', XLSX_TYPE)
          .header(
            'content-disposition',
            `attachment; filename="${options.templateFile}"; filename*=UTF-8''${encodeURIComponent(options.templateTitle)}.xlsx`,
          )
          .send(await templateWorkbook(spec.entity.label.faPlural, spec.columns, spec.example)),
    );

    app.post(
      '/preview',
      { schema: { tags, summary: 'Check a sheet and show every row’s errors' }, config },
      async (request) => {
        const { access } = requireAuth(request);
        const { buffer } = await readXlsxUpload(request);
        const context = await currentContext(db, access);
        return { success: true, data: await previewImport(db, spec, buffer, context) };
      },
    );

    app.post(
      '/commit',
      { schema: { tags, summary: 'Import a sheet: all rows or only the valid ones' }, config },
      async (request) => {
        const { access } = requireAuth(request);
        const { buffer, fields } = await readXlsxUpload(request);
        const mode = fields.mode;
        if (mode !== 'all' && mode !== 'valid')
          throw new AppError(400, ERROR_CODES.VALIDATION, MODE_MESSAGE, { mode: MODE_MESSAGE });
        const context = await currentContext(db, access);
        const result = await commitImport(db, spec, buffer, context, mode, access.userId);
        const n = (v: number) => v.toLocaleString('fa-IR');
        return {
          success: true,
          data: result,
          message: `${n(result.created)} ${options.noun} افزوده و ${n(result.updated)} به‌روز شد.`,
        };
      },
    );
  };
