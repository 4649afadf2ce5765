/**
 * GET /api/ready: whether this server should be sent requests — the database answers, it has every
 * migration this build carries, and the server is not shutting down. 200, or 503 with the reason
 * (a proxy's or an orchestrator's check; /api/health only says that the process answers).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { pendingMigrations } from '../db/migrate';
import { failure } from './errors';

export type NotReadyReason = 'stopping' | 'database' | 'migrations';

/** Set by the shutdown (main.ts): from then on the server reports itself not ready. */
export interface Readiness {
  stopping: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

const NOT_READY: Record<NotReadyReason, string> = {
  stopping: 'سرور در حال توقف است.',
  database: 'پایگاه داده پاسخ نمی‌دهد.',
  migrations: 'پایگاه داده هنوز به‌روز نشده است (مهاجرت‌های اجرانشده).',
};

export function registerReadiness(app: FastifyInstance, database: Database): void {
  const readiness: Readiness = { stopping: false };
  app.decorate('readiness', readiness);
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: database reachable, migrations current, not stopping',
      },
      config: { permission: 'public' },
    },
    async (request, reply) => {
      const notReady = (reason: NotReadyReason, extra: Record<string, unknown> = {}) =>
        reply.status(503).send({ ...failure('NOT_READY', NOT_READY[reason]), reason, ...extra });
      if (readiness.stopping) return notReady('stopping');
      let pending: number;
      try {
        pending = await pendingMigrations(database.db);
      } catch (error) {
        // The driver's message names hosts and addresses: the log has it, the answer does not.
        request.log.warn({ err: error }, 'readiness: the database does not answer');
        return notReady('database');
      }
      if (pending > 0) return notReady('migrations', { pendingMigrations: pending });
      return { success: true, data: { database: 'up', migrations: 'current' } };
    },
  );
}
