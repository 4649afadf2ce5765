/**
 * One report as two GET endpoints: `/<name>` answers JSON, `/<name>.xlsx` the same data as a
 * right-to-left workbook. Shared by the attendance and the assessment reports, which differ only
 * in how a request's filters become a scope.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { logExport } from '../../http/export-log';
import { reportWorkbook, type SheetSpec } from './report-workbook';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ReportDef<S, D> {
  name: string;
  permission: string;
  summary: string;
  querystring: z.ZodType;
  load: (db: Db, scope: S) => Promise<D>;
  sheet: (data: D, scope: S) => SheetSpec;
}

export function registerReport<S, D>(
  app: FastifyInstance,
  db: Db,
  tag: string,
  resolveScope: (request: FastifyRequest) => Promise<S>,
  def: ReportDef<S, D>,
): void {
  const options = {
    schema: { tags: [tag], summary: def.summary, querystring: def.querystring },
    config: { permission: def.permission },
  };
  app.get(`/${def.name}`, options, async (request) => {
    const scope = await resolveScope(request);
    return { success: true, data: await def.load(db, scope) };
  });
  app.get(`/${def.name}.xlsx`, options, async (request, reply) => {
    const scope = await resolveScope(request);
    const spec = def.sheet(await def.load(db, scope), scope);
    await logExport(db, request, def.name, spec.rows.length, spec.title);
    return reply
      .header('content-type', XLSX_TYPE)
      .header(
        'content-disposition',
        `attachment; filename="${def.name}.xlsx"; filename*=UTF-8''${encodeURIComponent(spec.title)}.xlsx`,
      )
      .send(await reportWorkbook(spec));
  });
}
