/**
 * The three routes of a people import (http/sheet-import-routes.ts) into the user's current school
 * and year: the template, a preview of a file's rows with their errors, and the commit.
 */
import type { Db } from '../../db/client';
import { currentContext } from '../../access/current-context';
import { requireAuth } from '../../access/guard';
import { templateWorkbook } from '../../http/sheet-reader';
import { sheetImportRoutes } from '../../http/sheet-import-routes';
import type { ImportSpec } from './import-spec';
import { commitImport, previewImport } from './import-service';

export interface ImportRouteOptions {
  permission: string;
  /** ASCII name of the template file, and its Persian name for browsers that read filename*. */
  templateFile: string;
  templateTitle: string;
  /** «دانش‌آموز» or «دبیر», for the result message. */
  noun: string;
}

const n = (v: number) => v.toLocaleString('fa-IR');

export const importRoutes = (db: Db, spec: ImportSpec, options: ImportRouteOptions) =>
  sheetImportRoutes({
    permission: options.permission,
    tags: [spec.entity.name],
    target: (request) => currentContext(db, requireAuth(request).access),
    template: async () => ({
      buffer: await templateWorkbook(spec.entity.label.faPlural, spec.columns, spec.example),
      file: options.templateFile,
      title: options.templateTitle,
    }),
    preview: (buffer, context) => previewImport(db, spec, buffer, context),
    commit: (buffer, context, mode, userId) => commitImport(db, spec, buffer, context, mode, userId),
    resultMessage: (result) =>
      `${n(result.created)} ${options.noun} افزوده و ${n(result.updated)} به‌روز شد.`,
  });
