/**
 * /api/security-log — sign-ins, refused sign-ins, password changes and resets, exports of personal
 * data, and changes of users, roles and who holds them, across the whole network. The log spans
 * every school, so besides its permission it is the system manager's alone.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/errors';
import { securityLogQuery } from './security-log-query';
import { securityLog } from './security-log-service';

export const securityLogRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/',
      {
        schema: {
          tags: ['security log'],
          summary: 'Security events and account, role and permission changes of the whole network',
          querystring: securityLogQuery,
        },
        config: { permission: 'audit.view' },
        // Before the query is read: anyone else learns nothing, not even which filters are valid.
        preValidation: async (request) => {
          if (!requireAuth(request).access.isSystemManager) throw forbidden();
        },
      },
      async (request) => ({ success: true, data: await securityLog(db, request.query) }),
    );
  };
