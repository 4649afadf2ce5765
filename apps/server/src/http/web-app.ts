/**
 * Serves the built web app: hashed assets cached for a year, index.html for every page path — with
 * the page's own head tags where a provider knows the page (a public news item's link preview) —
 * and public.html for the public pages, with their first screen written in (page-shell.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ENTRY_SHELL_DIR, ERROR_CODES, entryShellFile, entryShellPage } from '@school/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, failure } from './errors';
import { renderPageHead, requestOrigin, type PageHeadProvider } from './page-head';
import { renderPageShell, type PageShellProvider } from './page-shell';

/** A malformed %-escape is not a file of ours: keep the raw text so it simply isn't found. */
function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Pages anyone on the internet opens (pre-registration, teacher survey): they have an entry of their
 * own (apps/web/public.html, apps/web/vite.public.config.ts) that never loads the signed-in app.
 */
const PUBLIC_PAGE = /^\/(application|survey)\/[^/]+$/;
const PUBLIC_HTML = 'public.html';

/**
 * Page loads (HTML, not files) an address may make a minute. A page's HTML may read the database
 * (a public page's first screen, a news item's link preview) for anyone on the internet, so its
 * loads are limited like the public API's reads; an office's staff opening the app stay far below.
 */
export const PAGE_LOADS_PER_MINUTE = 600;

/**
 * index.html with a page's first screen already in #root, written by the web build for the landing
 * and login pages and `/` (apps/web src/build/entry-shells): named by @school/shared's entryShellFile.
 */
/** The page paths the build wrote a first screen for (read once: the build does not change under us). */
export function entryShellPaths(webDist: string): Set<string> {
  const dir = path.join(webDist, ENTRY_SHELL_DIR);
  if (!existsSync(dir)) return new Set();
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  return new Set(files.filter((file) => file.endsWith('.html')).map(entryShellPage));
}

/** The request's path without its query, trailing slashes and %-escapes. */
const pathOf = (rawUrl: string) => safeDecode((rawUrl.split('?')[0] ?? '/').replace(/\/+$/, '') || '/');

/** The shell, or null when building it failed: the page then loads its data itself and says what is wrong. */
async function shellOrNull(request: FastifyRequest, provider: PageShellProvider, url: string) {
  try {
    return await provider(url);
  } catch (error) {
    request.log.warn({ err: error, url }, 'page shell failed; public.html sent without it');
    return null;
  }
}

function apiNotFound(reply: FastifyReply) {
  return reply.status(404).send(failure(ERROR_CODES.NOT_FOUND, MESSAGES.routeNotFound));
}

export interface PageProviders {
  /** Head tags of index.html's pages. */
  pageHead?: PageHeadProvider;
  /** First screens of the public pages. */
  pageShell?: PageShellProvider;
}

export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  { pageHead, pageShell }: PageProviders = {},
): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const hasPublicPages = existsSync(path.join(webDist, PUBLIC_HTML));
  const entryShells = entryShellPaths(webDist);
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  /** index.html, with the page's head tags when the provider knows the page. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, url: string) => {
    const head = pageHead ? await pageHead(url, requestOrigin(request)) : null;
    if (!head && entryShells.has(url))
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile(entryShellFile(url));
    if (!head) return sendIndex(reply);
    const html = await readFile(path.join(webDist, 'index.html'), 'utf8');
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderPageHead(html, head));
  };
  /** public.html, with the page's first screen and data when the provider knows the page. */
  const sendPublicPage = async (request: FastifyRequest, reply: FastifyReply, url: string) => {
    const shell = pageShell ? await shellOrNull(request, pageShell, url) : null;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!shell) return reply.sendFile(PUBLIC_HTML);
    const html = await readFile(path.join(webDist, PUBLIC_HTML), 'utf8');
    return reply.send(renderPageShell(html, shell));
  };

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
      // No limit on the app's files (the service worker fetches ~150 of them at once when it
      // installs, and a school office shares one address); page loads are limited (above).
      {
        schema: { hide: true },
        config: {
          permission: 'public',
          rateLimit: {
            max: PAGE_LOADS_PER_MINUTE,
            timeWindow: '1 minute',
            groupId: 'page-loads',
            allowList: (request: FastifyRequest) => {
              const url = pathOf(request.url);
              return isApi(url) || path.extname(url) !== '';
            },
          },
        },
      },
      async (request: FastifyRequest, reply) => {
        const url = pathOf(request.url);
        if (isApi(url)) return apiNotFound(reply);
        // A path with a file extension is a file (missing → 404); anything else is a page of the app.
        if (path.extname(url)) return reply.sendFile(url.slice(1));
        if (hasPublicPages && PUBLIC_PAGE.test(url)) return sendPublicPage(request, reply, url);
        return sendPage(request, reply, url);
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
