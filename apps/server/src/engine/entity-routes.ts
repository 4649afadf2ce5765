/**
 * REST routes for every registry entity, exactly as the API contract of DESIGN.md:
 *   GET    /api/<entity>              list (paging, sort, quick search, filters)
 *   GET    /api/<entity>/export.xlsx  the same list as an Excel file
 *   GET    /api/<entity>/options      id + title pairs for reference pickers
 *   GET    /api/<entity>/:id          one row
 *   GET    /api/<entity>/:id/history  its audit trail
 *   POST   /api/<entity>              create
 *   PATCH  /api/<entity>/:id          update (body carries `version`; stale → 409)
 *   DELETE /api/<entity>/:id          delete (refused while other rows depend on it)
 */
import { ENTITIES, entityWriteSchema, searchKey } from '@school/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../access/guard';
import type { EntityBinding } from './binding';
import type { EntityService } from './entity-service';
import { exportXlsx } from './export-xlsx';
import { listQuerySchema } from './list-query';
import { logExport } from '../http/export-log';
import { idParams } from '../http/params';

const optionsQuery = z
  .object({
    q: z.string().max(100).optional(),
    ids: z
      .string()
      .regex(/^\d+(,\d+){0,99}$/, 'فهرست شناسه‌ها معتبر نیست.')
      .transform((v) => v.split(',').map(Number))
      .optional(),
  })
  .strict();

/** Who may read an entity's options: its list permission, or add/edit of an entity that references it. */
function optionPermissions(binding: EntityBinding): string[] {
  // Only a reference the form writes needs the picker (a server-written sender does not).
  const referrers = ENTITIES.filter((e) =>
    e.fields.some((f) => f.type === 'reference' && f.ref === binding.def.name && !f.readOnly),
  );
  return [
    ...new Set([
      binding.def.permissions.list,
      ...referrers.flatMap((e) => [e.permissions.add, e.permissions.edit]),
    ]),
  ];
}

function routesFor(binding: EntityBinding, service: EntityService): FastifyPluginAsyncZod {
  const { def } = binding;
  const tags = [def.name];
  return async (app) => {
    app.get(
      '/',
      {
        schema: { tags, summary: `List ${def.label.enPlural}`, querystring: listQuerySchema(def) },
        config: { permission: def.permissions.list },
      },
      // The page's JSON is written by the service (list-json.ts): the same text as the object reply's.
      async (request, reply) => {
        const data = await service.listJson(binding, requireAuth(request).access, request.query);
        return reply.type('application/json; charset=utf-8').send(`{"success":true,"data":${data}}`);
      },
    );

    app.get(
      '/export.xlsx',
      {
        schema: { tags, summary: `Export ${def.label.enPlural} to Excel`, querystring: listQuerySchema(def) },
        config: { permission: def.permissions.list },
      },
      async (request, reply) => {
        const items = await service.listAll(binding, requireAuth(request).access, request.query);
        const file = await exportXlsx(def, items);
        await logExport(service.db, request, def.name, items.length, def.label.faPlural);
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header(
            'content-disposition',
            `attachment; filename="${def.name}.xlsx"; filename*=UTF-8''${encodeURIComponent(def.label.faPlural)}.xlsx`,
          )
          .send(file);
      },
    );

    app.get(
      '/options',
      {
        schema: { tags, summary: `${def.label.enPlural} for pickers`, querystring: optionsQuery },
        config: { permission: optionPermissions(binding) },
      },
      async (request) => ({
        success: true,
        data: await service.options(
          binding,
          requireAuth(request).access,
          request.query.q ? searchKey(request.query.q) : undefined,
          request.query.ids,
        ),
      }),
    );

    app.get(
      '/:id',
      {
        schema: { tags, summary: `One ${def.label.en}`, params: idParams },
        config: { permission: def.permissions.list },
      },
      async (request) => ({
        success: true,
        data: await service.get(binding, requireAuth(request).access, request.params.id),
      }),
    );

    app.get(
      '/:id/history',
      {
        schema: { tags, summary: `Change history of a ${def.label.en}`, params: idParams },
        config: { permission: def.permissions.edit },
      },
      async (request) => ({
        success: true,
        data: await service.history(binding, requireAuth(request).access, request.params.id),
      }),
    );

    app.post(
      '/',
      {
        schema: { tags, summary: `Create a ${def.label.en}`, body: entityWriteSchema(def, 'create') },
        config: { permission: def.permissions.add },
        // Who sent an anonymous message is not in the request log either (its address, its time).
        ...(binding.anonymousCreate ? { logLevel: 'warn' as const } : {}),
      },
      async (request, reply) => {
        const data = await service.create(
          binding,
          requireAuth(request).access,
          request.body as Record<string, unknown>,
        );
        return reply.status(201).send({ success: true, data });
      },
    );

    app.patch(
      '/:id',
      {
        schema: {
          tags,
          summary: `Update a ${def.label.en}`,
          params: idParams,
          body: entityWriteSchema(def, 'update'),
        },
        config: { permission: def.permissions.edit },
      },
      async (request) => ({
        success: true,
        data: await service.update(
          binding,
          requireAuth(request).access,
          request.params.id,
          request.body as Record<string, unknown>,
        ),
      }),
    );

    app.delete(
      '/:id',
      {
        schema: { tags, summary: `Delete a ${def.label.en}`, params: idParams },
        config: { permission: def.permissions.delete },
      },
      async (request) => {
        await service.remove(binding, requireAuth(request).access, request.params.id);
        return { success: true, message: `${def.label.fa} حذف شد.` };
      },
    );
  };
}

export async function registerEntityRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  service: EntityService,
  bindings: ReadonlyMap<string, EntityBinding>,
) {
  for (const binding of bindings.values()) {
    await app.register(routesFor(binding, service), { prefix: `/api/${binding.def.name}` });
  }
}
