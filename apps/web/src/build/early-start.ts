/**
 * Build step: a few lines of script written into index.html, run while the page's bundle is still
 * loading. For a returning signed-in user (a stored token that has not expired, a session whose
 * end has not passed) it
 * - asks for the signed-in layout's code (`<link rel=modulepreload>` of its chunks), which the
 *   start-up would otherwise ask for only once its own chunk had run, and
 * - sends the requests every signed-in page makes first (the session check, the work context, the
 *   bell's count) with the stored token, exactly as the API client would (lib/api.ts).
 * The API client adopts those answers (lib/early-requests.ts) when it makes the same request with
 * the same token; the session check and the guard still decide what is shown.
 */
import type { Plugin } from 'vite';

/** Requests of the signed-in layout (layout-queries.ts) and of the session check (auth-session.ts). */
export const EARLY_REQUESTS = ['/api/auth/me', '/api/context', '/api/dashboard/notifications'] as const;

/** Pages that show no signed-in layout to a signed-in user (the public news, logging out). */
export const NO_EARLY_START = /^\/(news|logout)(\/|$)/;

/**
 * The inline script: `preloads` are the file names of the signed-in layout's chunks. Plain
 * JavaScript that fails silently: the start-up does everything itself when nothing was started.
 */
export function earlyStartScript(preloads: readonly string[]): string {
  return `(function () {
  try {
    if (${NO_EARLY_START}.test(location.pathname)) return;
    var token = localStorage.getItem('accessToken');
    var user = JSON.parse(localStorage.getItem('userData') || 'null');
    if (!token || !user) return;
    var now = Date.now() / 1000;
    var part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    var exp = JSON.parse(atob(part + '==='.slice((part.length + 3) % 4))).exp;
    if (typeof exp !== 'number' || exp <= now + 5) return;
    if (typeof user.sessionExpiresAt === 'number' && user.sessionExpiresAt <= now) return;
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var answers = {};
    ${JSON.stringify(EARLY_REQUESTS)}.forEach(function (path) {
      answers[path] = fetch(path, {
        method: 'GET',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer ' + token },
        credentials: 'include',
      });
      answers[path].catch(function () {});
    });
    window.earlyRequests = { token: token, answers: answers };
  } catch (error) {}
})();`;
}

/** The chunks the signed-in layout loads: its own and those it imports (chunk-plan.ts). */
function layoutChunks(bundle: Record<string, { type: string }>, layout: string): string[] {
  type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[] };
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const start = chunks.find((chunk) => chunk.facadeModuleId === layout);
  if (!start) throw new Error(`early-start: no chunk for ${layout}`);
  const entryFiles = new Set<string>();
  const visit = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    byFile.get(fileName)?.imports.forEach((imported) => visit(imported, into));
  };
  for (const chunk of chunks) if ((chunk as { isEntry?: boolean }).isEntry) visit(chunk.fileName, entryFiles);
  const layoutFiles = new Set<string>();
  visit(start.fileName, layoutFiles);
  // What the entry loads anyway is not named again.
  return [...layoutFiles].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
}

/** `layout`: the signed-in layout's module id. */
export function earlyStart(layout: string): Plugin {
  return {
    name: 'school:early-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const preloads = layoutChunks(ctx.bundle, layout);
        return [{ tag: 'script', children: earlyStartScript(preloads), injectTo: 'head' }];
      },
    },
  };
}
