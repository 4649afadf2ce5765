/**
 * `npm run bench:rows [-- options]`: rows visible in Chromium (rows-visible.ts) on the built app,
 * served by the production bundle on a fresh embedded database with the demo network (its users:
 * the manager for the students list, a teacher for their periods of today and an attendance
 * sheet). Warm loads (the HTTP cache of a profile that loaded the page before) alternate with cold
 * ones (a fresh profile), no service worker in either. Prints the medians and each page's requests,
 * and writes them into docs/benchmarks.md between the bench:rows markers unless --skip-write.
 *
 *   --loads N        warm and cold loads per page (default 7)
 *   --skip-build     reuse the built apps/web/dist and apps/server/dist
 *   --skip-write     print only
 *   --label TEXT     what the build is, for the report (default: the commit)
 *   --wait-quiet S   wait up to S s for the load average to drop first
 *   --lighthouse-runs N   Lighthouse mobile runs per page (default 3)
 *   --skip-lighthouse     rows only
 *   --skip-rows           Lighthouse only
 *   --pages A,B      Lighthouse on these pages only, by name (landing, login, pre-registration
 *                    form, survey, students list, …)
 *
 * Then Lighthouse's default mobile preset (simulated slow 4G, 4× CPU) scores the landing page, the
 * login page, the same three pages signed in, and the public pre-registration and survey pages.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import * as prettier from 'prettier';
import { getData, login } from './api-client';
import { chromiumPath, launchChromium } from './chromium';
import { auditPagesAs, type AuditedPage, type PageResult } from './lighthouse-pages';
import { cleanupAll, cleanupOnSignals, onCleanup } from './cleanup';
import { machineInfo } from './machine';
import { waitForQuietMachine } from './quiet-machine';
import {
  describeRequests,
  measureRowsVisible,
  medianRowsMs,
  type RowsPage,
  type RowsResult,
} from './rows-visible';
import { startServer } from './server-process';
import { positiveInt } from '../generator/options';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const START = '<!-- bench:rows:start -->';
const END = '<!-- bench:rows:end -->';
/** The demo network's password in this throwaway database. */
const DEMO_PASSWORD = 'Bench-Rows-1404';
/** Issue 24's goal for a warm load; a cold load within twice the warm figure. */
const WARM_TARGET_MS = 400;
const SCRIPT_BUDGET = 12;
/** Issue 24's goals under Lighthouse's mobile preset. */
const MOBILE_SCORE_TARGET = 90;
const MOBILE_LCP_TARGET_MS = 2_500;

function options() {
  const { values } = parseArgs({
    options: {
      loads: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      'skip-write': { type: 'boolean', default: false },
      label: { type: 'string' },
      'wait-quiet': { type: 'string' },
      'lighthouse-runs': { type: 'string' },
      'skip-lighthouse': { type: 'boolean', default: false },
      'skip-rows': { type: 'boolean', default: false },
      pages: { type: 'string' },
    },
  });
  return {
    loads: positiveInt(values.loads, 7, '--loads', 51),
    skipBuild: values['skip-build'],
    skipWrite: values['skip-write'],
    label: values.label,
    waitQuietS: positiveInt(values['wait-quiet'], 0, '--wait-quiet', 3600),
    lighthouseRuns: values['skip-lighthouse']
      ? 0
      : positiveInt(values['lighthouse-runs'], 3, '--lighthouse-runs', 15),
    skipRows: values['skip-rows'],
    pages: values.pages?.split(',').map((name) => name.trim()),
  };
}

/** The pages of the measure: each with its user and what its rows are. */
async function pages(baseUrl: string): Promise<RowsPage[]> {
  const manager = await login(baseUrl, 'manager', DEMO_PASSWORD);
  const teacher = await login(baseUrl, 'teacher', DEMO_PASSWORD);
  const token = teacher.accessToken;
  const today = await getData<{ date: string }>(baseUrl, token, '/api/attendance/today');
  const profile = await getData<{ id: number }>(baseUrl, token, '/api/teacher/profile');
  const groups = await getData<{ items: { id: number; teacherId: number }[] }>(
    baseUrl,
    token,
    '/api/course-groups?pageSize=100',
  );
  const group = groups.items.find((g) => g.teacherId === profile.id);
  const periods = await getData<{ id: number }[]>(baseUrl, token, '/api/class-period/options');
  if (!group || !periods[0]) throw new Error('the demo teacher has no course group or the school no period');
  const sheet = `courseGroupId=${group.id}&classPeriodId=${periods[0].id}&date=${today.date}`;
  return [
    {
      name: 'students list',
      path: '/manager/students/list',
      rows: '[data-testid="entity-table"] tbody tr.entity-row',
      session: manager,
    },
    {
      name: "teacher's periods of today",
      path: '/manager/attendance/detail',
      rows: '[data-testid="today-periods"] li, [data-testid="today-none"]',
      session: teacher,
    },
    {
      name: 'attendance sheet',
      path: `/manager/attendance/detail?${sheet}`,
      rows: '[data-testid^="attendance-row-"]',
      session: teacher,
    },
  ];
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;

function table(results: readonly RowsResult[]): string {
  const rows = results.map((r) => {
    const warm = medianRowsMs(r.warm);
    const cold = medianRowsMs(r.cold);
    const files = Math.max(...r.cold.map((l) => l.scripts + l.styles));
    return `| ${r.name} | ${ms(warm)} (${r.warm.map((l) => Math.round(l.rowsMs)).join(', ')}) | ${ms(cold)} (${r.cold.map((l) => Math.round(l.rowsMs)).join(', ')}) | ${(cold / warm).toFixed(1)}× | ${files} |`;
  });
  return [
    '| page | rows visible, warm: median (each load) | cold: median (each load) | cold ÷ warm | JS + CSS files |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

function verdicts(results: readonly RowsResult[]): string {
  return results
    .map((r) => {
      const warm = medianRowsMs(r.warm);
      const cold = medianRowsMs(r.cold);
      const files = Math.max(...r.cold.map((l) => l.scripts + l.styles));
      const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
      return `- ${r.name}: warm ≤ ${WARM_TARGET_MS} ms ${verdict(warm <= WARM_TARGET_MS)}; cold within 2× of warm ${verdict(cold <= 2 * warm)}; at most ${SCRIPT_BUDGET} JS + CSS files ${verdict(files <= SCRIPT_BUDGET)}. A cold load's API requests (path, start–end ms after the navigation started): ${describeRequests(r.cold[0]!)}.`;
    })
    .join('\n');
}

/** The pages Lighthouse's mobile preset scores: the rows pages with their users, and the public ones. */
async function mobilePages(baseUrl: string, rowsPages: readonly RowsPage[]): Promise<AuditedPage[]> {
  const manager = await login(baseUrl, 'manager', DEMO_PASSWORD);
  const campaigns = await getData<{ items: { id: number }[] }>(
    baseUrl,
    manager.accessToken,
    '/api/preregister-campaigns?pageSize=1',
  );
  const surveys = await getData<{ items: { id: number }[] }>(
    baseUrl,
    manager.accessToken,
    '/api/survey-groups?pageSize=1',
  );
  const usernames = new Map([
    ['students list', 'manager'],
    ["teacher's periods of today", 'teacher'],
    ['attendance sheet', 'teacher'],
  ]);
  return [
    { name: 'landing', path: '/front-pages/landing-page' },
    { name: 'login', path: '/login' },
    ...rowsPages.map((p) => ({
      name: p.name,
      path: p.path,
      login: () => login(baseUrl, usernames.get(p.name) ?? 'manager', DEMO_PASSWORD),
    })),
    ...(campaigns.items[0]
      ? [{ name: 'pre-registration form', path: `/application/${campaigns.items[0].id}` }]
      : []),
    ...(surveys.items[0] ? [{ name: 'survey', path: `/survey/${surveys.items[0].id}` }] : []),
  ];
}

function mobileTable(results: readonly PageResult[]): string {
  const verdict = (r: PageResult) =>
    r.performance >= MOBILE_SCORE_TARGET && r.lcpMs <= MOBILE_LCP_TARGET_MS ? 'met' : '**missed**';
  return [
    `| page (mobile preset) | performance: median (each run) | LCP | TBT | ≥ ${MOBILE_SCORE_TARGET} and LCP ≤ ${MOBILE_LCP_TARGET_MS / 1000} s |`,
    '| --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.name} (\`${r.path.replace(/\?.*/, '?…')}\`) | ${r.performance} (${r.allScores.join(', ')}) | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${verdict(r)} |`,
    ),
  ].join('\n');
}

async function writeSection(section: string): Promise<string> {
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  const current = readFileSync(file, 'utf8');
  const block = `${START}\n\n${section}\n\n${END}`;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const text =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${block}${current.slice(end + END.length)}`
      : `${current.trimEnd()}\n\n## Rows visible (\`npm run bench:rows\`)\n\n${block}\n`;
  const config = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...config, filepath: file }));
  return file;
}

async function main() {
  const opts = options();
  cleanupOnSignals();
  if (!opts.skipBuild) {
    const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  await waitForQuietMachine(opts.waitQuietS);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-rows-'));
  onCleanup(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  // The demo network is seeded outside production mode; the bundle and its caching are production's.
  const server = await startServer(repoRoot, { dataDir }, { NODE_ENV: 'development', DEMO_PASSWORD });
  const loadBefore = os.loadavg()[0]!;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  let results: RowsResult[] = [];
  let mobile: PageResult[] = [];
  try {
    const rowsPages = await pages(server.baseUrl);
    if (!opts.skipRows) results = await measureRowsVisible(browser, server.baseUrl, rowsPages, opts.loads);
    if (opts.lighthouseRuns > 0) {
      const audited = (await mobilePages(server.baseUrl, rowsPages)).filter(
        (p) => !opts.pages || opts.pages.includes(p.name),
      );
      if (opts.pages && audited.length !== opts.pages.length)
        throw new Error(`--pages: unknown page among ${opts.pages.join(', ')}`);
      const lighthouseBrowser = await launchChromium();
      try {
        mobile = await auditPagesAs(
          lighthouseBrowser,
          server.baseUrl,
          audited,
          opts.lighthouseRuns,
          'mobile',
        );
      } finally {
        await lighthouseBrowser.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const machine = machineInfo(repoRoot);
  const command = [
    'npm run bench:rows',
    ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : []),
  ].join(' ');
  const section = [
    `Run ${new Date().toISOString().slice(0, 10)} of ${opts.label ?? machine.commit} on ${machine.cores} cores (${machine.cpu}), ${machine.chromium ?? 'Chromium'}, load average ${loadBefore.toFixed(1)} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end: \`${command}\`${results.length ? `, ${opts.loads} warm and ${opts.loads} cold loads per page, alternating` : ''}.`,
    ...(results.length ? ['', table(results), '', verdicts(results)] : []),
    ...(mobile.length
      ? [
          '',
          `Lighthouse, default mobile preset, ${opts.lighthouseRuns} runs per page:`,
          '',
          mobileTable(mobile),
        ]
      : []),
  ].join('\n');
  console.log(`\n${section}\n`);
  for (const r of mobile)
    console.log(
      `${r.name}: LCP element ${r.lcpElement ?? '?'}; CLS ${r.cls.toFixed(3)}${r.shifted.length ? ` (${r.shifted.join(' | ')})` : ''}; ${r.opportunities.join('; ') || 'no opportunity ≥ 50 ms'}`,
    );
  if (!opts.skipWrite) console.log(`Wrote ${await writeSection(section)}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
