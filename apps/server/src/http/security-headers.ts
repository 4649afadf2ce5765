/**
 * Security headers (helmet) on every response, the refusals of the guard included. The middleware
 * is built once at start-up: the Fastify wrapper rebuilt it — parsing the policy again — on every
 * request, a measurable share of a small API call.
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI/emotion inject style tags at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
});

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  // API answers carry students' data and tokens: no browser or proxy cache may keep them (a school
  // office's computers are shared). Only a public route may choose its own caching.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) {
      const isPublic = request.routeOptions.config?.permission === 'public';
      if (!isPublic || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
