/**
 * Security headers (helmet) on every response, the refusals of the guard included. The middleware
 * is built once at start-up: the Fastify wrapper rebuilt it — parsing the policy again — on every
 * request, a measurable share of a small API call.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { entryShellFile } from '@school/shared';
import { entryShellPaths } from './web-app';

/**
 * The CSP hashes of the inline scripts of the web app's pages (index.html's start-up script that
 * sends a signed-in page's first requests while the bundle loads: apps/web/src/build/early-start.ts;
 * the copies with a first screen, whose landing page starts the app on the visitor's first
 * interaction: apps/web/src/build/entry-shells), so those scripts may run while no other inline
 * script can. Each once, in the order first met.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const hashes = new Set<string>();
  const shells = [...entryShellPaths(webDist)].map(entryShellFile);
  for (const page of ['index.html', 'public.html', ...shells.sort()]) {
    const file = path.join(webDist, page);
    if (!existsSync(file)) continue;
    for (const [, code] of readFileSync(file, 'utf8').matchAll(
      /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g,
    ))
      hashes.add(`'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
  }
  return [...hashes];
}

function securityHeaders(scriptHashes: readonly string[]) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
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
}

/** `scriptHashes`: CSP hashes of the pages' inline scripts (inlineScriptHashes). */
export function registerSecurityHeaders(app: FastifyInstance, scriptHashes: readonly string[] = []): void {
  const applySecurityHeaders = securityHeaders(scriptHashes);
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
