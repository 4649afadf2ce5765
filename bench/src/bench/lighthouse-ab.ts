/**
 * `npx tsx bench/src/bench/lighthouse-ab.ts PATH DIST_A DIST_B [DIST_C …] [--runs N] [--signed-in]`:
 * Lighthouse's mobile preset (simulated slow 4G, 4× CPU) on one page under two or more builds of the
 * web app on one server, alternating the builds' order each round (A, B / B, A, …), with the load
 * average at each run: on a shared machine only builds measured in the same minutes compare.
 *
 * Each DIST is a copy of apps/web/dist. Their hashed assets all go into this checkout's
 * apps/web/dist, and before each run the page's HTML of that build — its first-screen copy
 * (entryShellFile: entry-shells/<path>.html) when it has one, else index.html — is put where the server reads the
 * page's copy, with its precompressed files. The server is this checkout's (build it first); it
 * hashes every build's inline scripts for its CSP (each build's HTML is also written as an extra
 * copy under entry-shells/, which the server reads at start). Only the web app differs.
 *
 * `--signed-in`: the page is opened as the demo manager, a fresh session put into localStorage
 * before each run (lighthouse-pages.ts, the way `npm run bench:rows` audits signed-in pages), and
 * each build's index.html is the page's HTML.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { entryShellFile } from '@school/shared';
import { launchChromium } from './chromium';
import { cleanupAll, cleanupOnSignals, onCleanup } from './cleanup';
import { login } from './api-client';
import { audit, injectSession } from './lighthouse-pages';
import { startServer } from './server-process';
import { positiveInt } from '../generator/options';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(repoRoot, 'apps/web/dist');
const COMPRESSED = ['', '.br', '.gz'];
const DEMO_PASSWORD = 'Bench-Lighthouse-1404';

/** The build's HTML for `page`: its first-screen copy (signed out), else index.html. */
function pageHtml(build: string, page: string, signedIn: boolean): string {
  const copy = path.join(build, entryShellFile(page));
  return !signedIn && existsSync(copy) ? copy : path.join(build, 'index.html');
}

/** Copies `source` (and its .br/.gz beside it, or removes stale ones) to `target`. */
function place(source: string, target: string) {
  mkdirSync(path.dirname(target), { recursive: true });
  for (const ending of COMPRESSED) {
    if (existsSync(source + ending)) copyFileSync(source + ending, target + ending);
    else rmSync(target + ending, { force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const { values, positionals } = parseArgs({
    options: { runs: { type: 'string' }, 'signed-in': { type: 'boolean' } },
    allowPositionals: true,
  });
  const [page, ...builds] = positionals;
  if (!page?.startsWith('/') || builds.length < 2)
    throw new Error('usage: lighthouse-ab.ts PATH DIST_A DIST_B [DIST_C …] [--runs N] [--signed-in]');
  const runs = positiveInt(values.runs, 3, '--runs');
  const signedIn = values['signed-in'] === true;
  cleanupOnSignals();
  const names = builds.map((_, i) => String.fromCharCode(65 + i));
  const served = path.join(dist, signedIn ? 'index.html' : entryShellFile(page));
  const original = mkdtempSync(path.join(tmpdir(), 'bench-lh-ab-page-'));
  if (existsSync(served)) place(served, path.join(original, 'page.html'));
  onCleanup('put back the checkout’s page', () => {
    if (existsSync(path.join(original, 'page.html'))) place(path.join(original, 'page.html'), served);
    else for (const ending of COMPRESSED) rmSync(served + ending, { force: true });
    for (const name of names) rmSync(path.join(dist, 'entry-shells', `ab-${name}.html`), { force: true });
    rmSync(original, { recursive: true, force: true });
  });
  builds.forEach((build, i) => {
    cpSync(path.join(build, 'assets'), path.join(dist, 'assets'), { recursive: true, force: false });
    // Read by the server at start for its CSP hashes.
    copyFileSync(pageHtml(build, page, signedIn), path.join(dist, 'entry-shells', `ab-${names[i]}.html`));
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lh-ab-'));
  onCleanup(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startServer(repoRoot, { dataDir }, { NODE_ENV: 'development', DEMO_PASSWORD });
  const results = new Map(
    names.map((name) => [name, [] as { score: number; fcp: number; lcp: number; tbt: number }[]]),
  );
  const browser = await launchChromium();
  try {
    for (let round = 0; round < runs; round++) {
      const order = builds.map((build, i) => [names[i]!, build] as const);
      for (const [name, build] of round % 2 ? order.reverse() : order) {
        place(pageHtml(build, page, signedIn), served);
        if (signedIn)
          await injectSession(browser, server.baseUrl, await login(server.baseUrl, 'manager', DEMO_PASSWORD));
        const load = os.loadavg()[0]!.toFixed(1);
        const run = await audit(`${server.baseUrl}${page}`, browser.port, signedIn, 'mobile');
        results.get(name)!.push({ score: run.performance, fcp: run.fcpMs, lcp: run.lcpMs, tbt: run.tbtMs });
        console.log(
          `round ${round + 1} ${name}: score ${run.performance}, FCP ${Math.round(run.fcpMs)} ms, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, load ${load}`,
        );
      }
    }
  } finally {
    await browser.close();
    await cleanupAll();
  }
  builds.forEach((build, i) => {
    const all = results.get(names[i]!)!;
    const list = (key: 'score' | 'fcp' | 'lcp' | 'tbt') => all.map((r) => Math.round(r[key])).join(', ');
    console.log(
      `${names[i]} ${build}: score ${median(all.map((r) => r.score))} (${list('score')}), FCP ${Math.round(median(all.map((r) => r.fcp)))} ms (${list('fcp')}), LCP ${Math.round(median(all.map((r) => r.lcp)))} ms (${list('lcp')}), TBT ${Math.round(median(all.map((r) => r.tbt)))} ms (${list('tbt')})`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
