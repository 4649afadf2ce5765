/**
 * Prometheus metrics at /api/metrics (prom-client), on only with METRICS=1 and for the Bearer token
 * METRICS_TOKEN alone (config.ts refuses one without the other): request durations by route pattern
 * (never the raw address, which would carry ids and make a series per row) and status, the
 * PostgreSQL pool's connections, the SMS outbox's waiting messages, and Node's own figures with the
 * event loop's lag.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@school/shared';
import type { FastifyInstance } from 'fastify';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client';
import { MESSAGES, failure } from './errors';

export interface MetricSources {
  /** Messages of the SMS outbox waiting to be sent, by status (pending, sending). */
  outboxWaiting(): Promise<Record<string, number>>;
}

const BEARER = /^Bearer\s+(\S+)$/i;
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared in constant time, so the answer's timing tells nothing of the token. */
function sameToken(given: string, token: string): boolean {
  return timingSafeEqual(digest(given), digest(token));
}

export function registerMetrics(
  app: FastifyInstance,
  database: Database,
  token: string,
  sources: MetricSources,
): void {
  const registry = new Registry();
  // Process and Node figures, among them nodejs_eventloop_lag_seconds and its percentiles.
  collectDefaultMetrics({ register: registry });

  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    durations.observe(
      {
        method: request.method,
        // The pattern ('/api/students/:id'); a request no route matched counts under one label.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const poolStats = database.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool: connections open (total), idle among them, and the most it opens (max)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'max' }, stats.max);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a free connection of the PostgreSQL pool',
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }

  new Gauge({
    name: 'sms_outbox_waiting',
    help: 'SMS messages in the outbox not yet handed to the provider, by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const waiting = await sources.outboxWaiting();
      this.reset();
      for (const [status, count] of Object.entries(waiting)) this.set({ status }, count);
    },
  });

  app.get(
    '/api/metrics',
    {
      schema: { tags: ['system'], summary: 'Prometheus metrics (METRICS=1, Bearer METRICS_TOKEN)' },
      config: { permission: 'public' },
    },
    async (request, reply) => {
      const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!given)
        return reply.status(401).send(failure(ERROR_CODES.UNAUTHENTICATED, MESSAGES.unauthenticated));
      if (!sameToken(given, token))
        return reply.status(403).send(failure(ERROR_CODES.FORBIDDEN, MESSAGES.forbidden));
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
