/**
 * `npx tsx bench/src/bench/rows-ab.ts DIST_A DIST_B [rounds] [page]`: rows visible of one signed-in
 * page (the students list by default; a bench:rows page by its name, e.g. `"attendance sheet"`, as
 * rows-pages.ts names them, or the path of an entity list) under two builds of the web app on one
 * server, alternating A, B / B, A each round, one warm and one cold load each (rows-visible.ts). DIST_A and DIST_B are
 * copies of apps/web/dist from two builds: their hashed assets are all put into this checkout's
 * apps/web/dist, and each load is served the index.html of its build. Only the web app may differ;
 * the server is this checkout's (build it first). On a busy machine only large differences count.
 */
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ENTRY_SHELL_DIR } from '@school/shared';
import { chromiumPath } from './chromium';
import { cleanupAll, cleanupOnSignals, onCleanup } from './cleanup';
import { pickRowsPage } from './rows-pages';
import { load, median, newContext, newProfile } from './rows-visible';
import { startServer } from './server-process';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(repoRoot, 'apps/web/dist');
const DEMO_PASSWORD = 'Bench-Rows-1404';
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

interface Runs {
  warm: number[];
  cold: number[];
  /** When the page's own API request left, warm. */
  request: number[];
}

function useBuild(dir: string) {
  for (const file of ['index.html', 'index.html.br', 'index.html.gz'])
    copyFileSync(path.join(dir, file), path.join(dist, file));
}

async function main() {
  const [dirA, dirB, rounds = '9', pageArg = 'students list'] = process.argv.slice(2);
  if (!dirA || !dirB) throw new Error('usage: rows-ab.ts DIST_A DIST_B [rounds] [page]');
  cleanupOnSignals();
  for (const dir of [dirA, dirB])
    cpSync(path.join(dir, 'assets'), path.join(dist, 'assets'), { recursive: true, force: false });
  // The server allows the inline scripts of the pages it finds at start (security-headers.ts: their
  // CSP hashes, index.html's and the first-screen copies'): both builds' index.html go in as copies
  // of their own, so a build whose start-up script differs is not refused its script.
  const shells = path.join(dist, ENTRY_SHELL_DIR, 'rows-ab');
  mkdirSync(shells, { recursive: true });
  onCleanup(`remove ${shells}`, () => rmSync(shells, { recursive: true, force: true }));
  for (const [name, dir] of [
    ['a', dirA],
    ['b', dirB],
  ] as const)
    copyFileSync(path.join(dir, 'index.html'), path.join(shells, `${name}.html`));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-ab-'));
  onCleanup(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startServer(repoRoot, { dataDir }, { NODE_ENV: 'development', DEMO_PASSWORD });
  const page = await pickRowsPage(server.baseUrl, DEMO_PASSWORD, pageArg);
  const builds: [string, string][] = [
    ['A', dirA],
    ['B', dirB],
  ];
  const runs = new Map<string, Runs>(builds.map(([name]) => [name, { warm: [], cold: [], request: [] }]));
  // Warm loads in a profile on disk, as a person's browser; cold ones off the record (rows-visible.ts).
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: BROWSER_ARGS });
  const profile = await newProfile(page, BROWSER_ARGS);
  const warm = profile.context;
  try {
    for (const [, dir] of builds) {
      useBuild(dir);
      await load(warm, server.baseUrl, page);
    }
    for (let round = 0; round < Number(rounds); round++) {
      for (const [name, dir] of round % 2 ? [...builds].reverse() : builds) {
        useBuild(dir);
        const run = runs.get(name)!;
        const warmLoad = await load(warm, server.baseUrl, page);
        run.warm.push(warmLoad.rowsMs);
        run.request.push(
          warmLoad.api.find((r) => !/\/api\/(auth|context|dashboard|activity)/.test(r.path))?.start ?? NaN,
        );
        const cold = await newContext(browser, page);
        try {
          run.cold.push((await load(cold, server.baseUrl, page)).rowsMs);
        } finally {
          await cold.close();
        }
      }
    }
  } finally {
    await profile.close();
    await browser.close();
    await cleanupAll();
  }
  const list = (values: number[]) => values.map(Math.round).join(', ');
  for (const [name, run] of runs)
    console.log(
      `${name}: warm ${Math.round(median(run.warm))} ms (${list(run.warm)}), cold ${Math.round(median(run.cold))} ms (${list(run.cold)}), the page's request leaves at ${Math.round(median(run.request))} ms`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
