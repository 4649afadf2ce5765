/** POST /api/users/with-role: the add-user form's account and first role, in one request. */
import { entityWriteSchema, userWithRoleForm } from '@school/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import type { EntityBinding } from '../../engine/binding';
import { createUserWithRole } from './user-account-service';

export const userAccountRoutes =
  (db: Db, bindings: ReadonlyMap<string, EntityBinding>): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/',
      {
        schema: {
          tags: ['users'],
          summary: 'Create a user with their role in a school',
          body: entityWriteSchema(userWithRoleForm, 'create'),
        },
        // Both halves need it: users.add creates accounts and user roles alike.
        config: { permission: 'users.add' },
      },
      async (request, reply) => {
        const { access } = requireAuth(request);
        const data = await createUserWithRole(db, bindings, access, request.body as Record<string, unknown>);
        return reply.status(201).send({ success: true, data });
      },
    );
  };
