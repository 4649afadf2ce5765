/** /school-information: the current school's own record, shown and edited through the engine. */
import { ERROR_CODES, entityWriteSchema, schoolsEntity } from '@school/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentContext } from '../../access/current-context';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import type { EntityService } from '../../engine/entity-service';
import { AppError } from '../../http/errors';

export const schoolInformationRoutes =
  (db: Db, service: EntityService): FastifyPluginAsyncZod =>
  async (app) => {
    const binding = service.binding('schools');
    const currentSchool = async (access: Parameters<typeof currentContext>[1]) => {
      const { schoolId } = await currentContext(db, access);
      if (schoolId === null)
        throw new AppError(404, ERROR_CODES.NOT_FOUND, 'مدرسه‌ای برای شما تعریف نشده است.');
      return schoolId;
    };

    app.get(
      '/',
      {
        schema: { tags: ['schools'], summary: 'The current school' },
        config: { permission: 'school-information.view' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        return { success: true, data: await service.get(binding, access, await currentSchool(access)) };
      },
    );

    app.patch(
      '/',
      {
        schema: {
          tags: ['schools'],
          summary: 'Edit the current school',
          body: entityWriteSchema(schoolsEntity, 'update'),
        },
        config: { permission: 'school-information.edit' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        return {
          success: true,
          data: await service.update(
            binding,
            access,
            await currentSchool(access),
            request.body as Record<string, unknown>,
          ),
        };
      },
    );
  };
