/** Serves the built web app: hashed assets cached for a year, index.html for every page path. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@school/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, failure } from './errors';

/** A malformed %-escape is not a file of ours: keep the raw text so it simply isn't found. */
function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

function apiNotFound(reply: FastifyReply) {
  return reply.status(404).send(failure(ERROR_CODES.NOT_FOUND, MESSAGES.routeNotFound));
}

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');

  if (hasWeb) {
    // serve: false — only reply.sendFile; the one route below declares its permission like every route.
    await app.register(fastifyStatic, {
      root: webDist,
      serve: false,
      // The build writes Brotli and gzip copies beside the scripts and styles (apps/web
      // src/build/precompress.ts): sent as they are, so a page load costs no compression work here.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite content-hashes everything under /assets; other files may change between releases.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get(
      '/*',
      // The API limit does not apply to the app's files: the service worker fetches ~150 of them at
      // once when it installs, and a school office shares one address.
      { schema: { hide: true }, config: { permission: 'public', rateLimit: false } },
      (request: FastifyRequest, reply) => {
        const url = safeDecode((request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/');
        if (isApi(url)) return apiNotFound(reply);
        // A path with a file extension is a file (missing → 404); anything else is a page of the app.
        return path.extname(url) ? reply.sendFile(url.slice(1)) : sendIndex(reply);
      },
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApi(url) || !hasWeb || request.method !== 'GET' || path.extname(url)) {
      return isApi(url)
        ? apiNotFound(reply)
        : reply.status(404).send(failure(ERROR_CODES.NOT_FOUND, MESSAGES.notFound));
    }
    return sendIndex(reply);
  });
}
