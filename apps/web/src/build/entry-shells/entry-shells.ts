/**
 * Build step: the landing and login pages' first screens in their HTML. index.html's #root is
 * empty, so those pages painted nothing until the start-up script (React, MUI, the router, i18next)
 * had loaded and run — on a phone on a slow network the largest paint came after ~4 s. This writes,
 * beside index.html, a copy of it per page with the page's first screen in #root
 * (`dist/entry-shells/<path>.html`, markup from shell-markup.ts, its sheet entry-shell.css inline);
 * the server sends that copy for that path (apps/server src/http/web-app.ts) and React's first
 * commit replaces it.
 *
 * The landing page's copy holds the whole page and starts the app on the visitor's first
 * interaction, not at load (deferred-app.ts).
 *
 * A line of script in index.html's head (all copies share it; the server hashes the copies' inline
 * scripts for its CSP too) hides the shell for a visitor whose page would not look like it: one with a stored session (the
 * page sends them on to the app), another language, or a theme, skin or colour of their own.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ENTRY_SHELL_DIR, entryShellFile } from '@school/shared';
import type { Plugin, ResolvedConfig } from 'vite';
import { precompressFiles } from '../precompress.js';
import { LAYOUT_KEYS, STORAGE_KEYS } from '../../lib/storage-keys.js';
import { withDeferredApp } from './deferred-app.js';
import { catalogueTexts, landingShell, loginShell, type Texts } from './shell-markup.js';

export interface EntryShell {
  markup: (t: Texts) => string;
  /**
   * The page's module when the app starts on the visitor's first interaction instead of at load
   * (deferred-app.ts): a page whose shell is the whole page and needs no script until then.
   */
  deferredPage?: RegExp;
}

/** The pages with a first screen, by path. */
const LANDING: EntryShell = {
  markup: landingShell,
  deferredPage: /[\\/]features[\\/]landing[\\/]LandingPage\.tsx$/,
};
export const ENTRY_SHELLS: Record<string, EntryShell> = {
  '/front-pages/landing-page': LANDING,
  // Where a signed-out visitor lands (IndexRedirect sends them to the landing page; main.tsx puts its
  // address in place of `/` before the app starts, so the app starts on that page directly).
  '/': LANDING,
  '/login': { markup: loginShell },
};

type BundleChunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[] };

/** The files of the page's chunk and of those it imports, as URLs. */
export function pageChunks(bundle: Record<string, { type: string }>, page: RegExp): string[] {
  const chunks = Object.values(bundle).filter((file): file is BundleChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const start = chunks.find((chunk) => chunk.facadeModuleId !== null && page.test(chunk.facadeModuleId));
  if (!start) throw new Error(`entry shell: no chunk of the build is the page ${page}`);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    byFile.get(fileName)?.imports.forEach(visit);
  };
  visit(start.fileName);
  return [...files].map((file) => `/${file}`);
}

/** The folder of dist/ the copies are written into (the server reads it). */
export { ENTRY_SHELL_DIR };

/** The attribute on <html> that hides the shell (entry-shell.css). */
const NO_SHELL = 'data-no-shell';

/** The head script: plain JavaScript, silent on any failure (the shell then simply shows). */
export function noShellScript(): string {
  const chosen = [LAYOUT_KEYS.skin, LAYOUT_KEYS.lightThemePrimaryColor, LAYOUT_KEYS.darkThemePrimaryColor];
  return `(function () {
  try {
    var s = localStorage;
    var language = s.getItem(${JSON.stringify(STORAGE_KEYS.language)});
    var theme = s.getItem(${JSON.stringify(LAYOUT_KEYS.theme)});
    var other =
      s.getItem(${JSON.stringify(STORAGE_KEYS.accessToken)}) !== null ||
      (language !== null && language !== 'fa') ||
      (theme !== null && theme !== 'system') ||
      ${JSON.stringify(chosen)}.some(function (key) { return s.getItem(key) !== null; });
    if (other) document.documentElement.setAttribute(${JSON.stringify(NO_SHELL)}, '');
  } catch (error) {}
})();`;
}

/** index.html with `markup` and its sheet in #root. */
export function withShell(indexHtml: string, css: string, markup: string): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error('entry shell: index.html has no empty #root');
  return indexHtml.replace(root, () => `<div id="root"><style>${css}</style>${markup}</div>`);
}

/** The file of the copy for `pagePath`, relative to dist/. */
export const shellFile = entryShellFile;

export function entryShells(): Plugin {
  let config: ResolvedConfig;
  const here = path.dirname(new URL(import.meta.url).pathname);
  return {
    name: 'school:entry-shells',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: noShellScript(), injectTo: 'head' }],
    },
    async writeBundle(_options, bundle) {
      const outDir = path.resolve(config.root, config.build.outDir);
      const [indexHtml, css, catalogue] = await Promise.all([
        readFile(path.join(outDir, 'index.html'), 'utf8'),
        readFile(path.join(here, 'entry-shell.css'), 'utf8'),
        readFile(path.join(config.root, 'src/locales/fa.json'), 'utf8'),
      ]);
      const t = catalogueTexts(JSON.parse(catalogue) as Record<string, unknown>);
      // Comments out: the sheet is sent with every load of these pages.
      const sheet = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\n\s*\n/g, '\n');
      const files = Object.entries(ENTRY_SHELLS).map(async ([pagePath, { markup, deferredPage }]) => {
        const file = path.join(outDir, shellFile(pagePath));
        const html = deferredPage ? withDeferredApp(indexHtml, pageChunks(bundle, deferredPage)) : indexHtml;
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, withShell(html, sheet, markup(t)));
        return shellFile(pagePath);
      });
      // Sent as written, like the scripts (the server's preCompressed files).
      await precompressFiles(outDir, await Promise.all(files));
    },
  };
}
