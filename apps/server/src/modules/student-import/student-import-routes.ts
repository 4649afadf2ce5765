/**
 * /api/students/import: the template, a preview of a file's rows with their errors, and the commit
 * (the same file again, with the mode: all rows or only the valid ones).
 */
import { ERROR_CODES } from '@school/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentContext } from '../../access/current-context';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { readXlsxUpload } from '../../http/xlsx-upload';
import { templateWorkbook } from '../../http/sheet-reader';
import { STUDENT_COLUMNS, STUDENT_TEMPLATE_EXAMPLE } from './student-columns';
import { commitImport, previewImport } from './student-import-service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const studentImportRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['students'];
    app.get(
      '/template.xlsx',
      { schema: { tags, summary: 'Student import template' }, config: { permission: 'students.import' } },
      async (_request, reply) =>
        reply
          .header('content-type', XLSX_TYPE)
          .header(
            'content-disposition',
            `attachment; filename="students-template.xlsx"; filename*=UTF-8''${encodeURIComponent('نمونه ورود دانش‌آموزان')}.xlsx`,
          )
          .send(await templateWorkbook('دانش‌آموزان', STUDENT_COLUMNS, STUDENT_TEMPLATE_EXAMPLE)),
    );

    app.post(
      '/preview',
      {
        schema: { tags, summary: 'Check a student sheet and show every row’s errors' },
        config: { permission: 'students.import' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const { buffer } = await readXlsxUpload(request);
        return { success: true, data: await previewImport(db, buffer, await currentContext(db, access)) };
      },
    );

    app.post(
      '/commit',
      {
        schema: { tags, summary: 'Import a student sheet: all rows or only the valid ones' },
        config: { permission: 'students.import' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const { buffer, fields } = await readXlsxUpload(request);
        const mode = fields.mode;
        if (mode !== 'all' && mode !== 'valid') {
          throw new AppError(
            400,
            ERROR_CODES.VALIDATION,
            'شیوه ثبت را انتخاب کنید: همه ردیف‌ها یا فقط ردیف‌های درست.',
            { mode: 'all یا valid' },
          );
        }
        const result = await commitImport(db, buffer, await currentContext(db, access), mode, access.userId);
        return {
          success: true,
          data: result,
          message: `${result.created.toLocaleString('fa-IR')} دانش‌آموز افزوده و ${result.updated.toLocaleString('fa-IR')} به‌روز شد.`,
        };
      },
    );
  };
