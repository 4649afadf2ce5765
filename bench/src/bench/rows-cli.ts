/**
 * `npm run bench:rows [-- options]`: rows visible in Chromium (rows-visible.ts) on the built app,
 * served by the production bundle on a fresh embedded database with the demo network (its users:
 * the manager for the students list, a teacher for their periods of today and an attendance
 * sheet). Warm loads (the HTTP cache of a profile that loaded the page before) alternate with cold
 * ones (a fresh profile), no service worker in either; profiles on disk, as a person's browser
 * (each warm load is repeated in an off-the-record context, shown beside). Prints the medians and each page's requests,
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
 *   --scenario NAME  rows (default), protocols or worker
 *
 * Then Lighthouse's default mobile preset (simulated slow 4G, 4× CPU) scores the landing page, the
 * login page, the same three pages signed in, and the public pre-registration and survey pages.
 *
 * Two more scenarios measure the students list through our own nginx (deploy/nginx.conf, as the
 * fleet test runs it; NGINX_PATH or /usr/sbin/nginx), each written between its own markers:
 * `--scenario protocols` plain HTTP/1.1 against HTTPS with HTTP/1.1 and with HTTP/2 (a throwaway
 * self-signed certificate, Chromium with --ignore-certificate-errors; rows-protocols.ts), and
 * `--scenario worker` repeat visits with the service worker installed (rows-worker.ts).
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { freePort, startServer, type RunningServer } from './server-process';
import { startNginx } from '../../../apps/server/fleet/nginx';
import { getData, login } from './api-client';
import { chromiumPath, launchChromium } from './chromium';
import { auditPagesAs, type AuditedPage, type PageResult } from './lighthouse-pages';
import { buildUnlessSkipped } from './build-step';
import { cleanupAll, cleanupOnSignals, onCleanup, runWithCleanup, tempDir } from './cleanup';
import { machineInfo } from './machine';
import { waitForQuietMachine } from './quiet-machine';
import {
  describeRequests,
  measureRowsVisible,
  type LoadTiming,
  medianRowsMs,
  type RowsPage,
  type RowsResult,
} from './rows-visible';
import { writeMarkedBlock } from './doc-block';
import { rowsPages as benchPages } from './rows-pages';
import { isApi, isScriptOrStyle } from './nginx-log';
import { measureProtocols, protocolsTable, type ProxyRoute } from './rows-protocols';
import { measureWorkerRepeat, workerTable } from './rows-worker';
import { selfSignedCertificate } from './self-signed';
import { BENCH_START_TIMEOUT } from './start-timeout';
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

const SCENARIOS = ['rows', 'protocols', 'worker'] as const;
type Scenario = (typeof SCENARIOS)[number];

/** Where each scenario's figures go in docs/benchmarks.md. */
const BLOCKS = {
  rows: { start: START, end: END, heading: '## Rows visible (`npm run bench:rows`)' },
  protocols: {
    start: '<!-- bench:rows-protocols:start -->',
    end: '<!-- bench:rows-protocols:end -->',
    heading: '## HTTP/2 behind nginx (`npm run bench:rows -- --scenario protocols`)',
  },
  worker: {
    start: '<!-- bench:rows-worker:start -->',
    end: '<!-- bench:rows-worker:end -->',
    heading: '## A repeat visit with the service worker (`npm run bench:rows -- --scenario worker`)',
  },
} as const;

const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

type Options = ReturnType<typeof options>;

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
      scenario: { type: 'string', default: 'rows' },
    },
  });
  if (!SCENARIOS.includes(values.scenario as Scenario))
    throw new Error(`--scenario must be one of ${SCENARIOS.join(', ')}`);
  return {
    scenario: values.scenario as Scenario,
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

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;

function table(results: readonly RowsResult[]): string {
  const rows = results.map((r) => {
    const warm = medianRowsMs(r.warm);
    const cold = medianRowsMs(r.cold);
    const files = Math.max(...r.cold.map((l) => l.scripts + l.styles));
    const each = (list: readonly LoadTiming[]) => list.map((l) => Math.round(l.rowsMs)).join(', ');
    return `| ${r.name} | ${ms(warm)} (${each(r.warm)}) | ${ms(cold)} (${each(r.cold)}) | ${(cold / warm).toFixed(1)}× | ${files} | ${ms(medianRowsMs(r.warmOffTheRecord))} (${each(r.warmOffTheRecord)}) |`;
  });
  return [
    '| page | rows visible, warm: median (each load) | cold: median (each load) | cold ÷ warm | JS + CSS files | warm, off the record |',
    '| --- | --- | --- | --- | --- | --- |',
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
  // The signed-out pages first: after a signed-in page the browser still holds that user's session,
  // and the public pages, being for signed-out visitors only, send a signed-in one on to the app.
  return [
    { name: 'landing', path: '/front-pages/landing-page' },
    { name: 'login', path: '/login' },
    ...(campaigns.items[0]
      ? [{ name: 'pre-registration form', path: `/application/${campaigns.items[0].id}` }]
      : []),
    ...(surveys.items[0] ? [{ name: 'survey', path: `/survey/${surveys.items[0].id}` }] : []),
    ...rowsPages.map((p) => ({
      name: p.name,
      path: p.path,
      login: () => login(baseUrl, usernames.get(p.name) ?? 'manager', DEMO_PASSWORD),
    })),
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

/** The first rows scenario: the three pages served directly, warm and cold, then Lighthouse. */
async function rowsScenario(baseUrl: string, rowsPages: RowsPage[], opts: Options): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: BROWSER_ARGS });
  let results: RowsResult[] = [];
  let mobile: PageResult[] = [];
  try {
    if (!opts.skipRows)
      results = await measureRowsVisible(browser, baseUrl, rowsPages, opts.loads, BROWSER_ARGS);
    if (opts.lighthouseRuns > 0) {
      const audited = (await mobilePages(baseUrl, rowsPages)).filter(
        (p) => !opts.pages || opts.pages.includes(p.name),
      );
      if (opts.pages && audited.length !== opts.pages.length)
        throw new Error(`--pages: unknown page among ${opts.pages.join(', ')}`);
      const lighthouseBrowser = await launchChromium();
      try {
        mobile = await auditPagesAs(lighthouseBrowser, baseUrl, audited, opts.lighthouseRuns, 'mobile');
      } finally {
        await lighthouseBrowser.close();
      }
    }
  } finally {
    await browser.close();
  }
  for (const r of mobile)
    console.log(
      `${r.name}: LCP element ${r.lcpElement ?? '?'}; CLS ${r.cls.toFixed(3)}${r.shifted.length ? ` (${r.shifted.join(' | ')})` : ''}; ${r.opportunities.join('; ') || 'no opportunity ≥ 50 ms'}`,
    );
  return [
    ...(results.length
      ? [
          `${opts.loads} warm and ${opts.loads} cold loads per page, alternating.`,
          '',
          table(results),
          '',
          verdicts(results),
        ]
      : []),
    ...(mobile.length
      ? [
          '',
          `Lighthouse, default mobile preset, ${opts.lighthouseRuns} runs per page:`,
          '',
          mobileTable(mobile),
        ]
      : []),
  ].join('\n');
}

/** The students list through nginx: plain HTTP/1.1, HTTPS with HTTP/1.1, HTTPS with HTTP/2. */
async function protocolsScenario(server: RunningServer, page: RowsPage, opts: Options): Promise<string> {
  const tls = selfSignedCertificate();
  const routes: ProxyRoute[] = [];
  for (const [name, options] of [
    ['HTTP/1.1, plain', undefined],
    ['HTTPS, HTTP/1.1', { certificate: tls.certificate, key: tls.key, http2: false }],
    ['HTTPS, HTTP/2', { certificate: tls.certificate, key: tls.key, http2: true }],
  ] as const) {
    const nginx = await startNginx(await freePort(), [server.address], options, BENCH_START_TIMEOUT);
    onCleanup(`stop nginx pid ${nginx.pid}`, () => nginx.stop());
    routes.push({ name, nginx });
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...BROWSER_ARGS, ...tls.chromiumFlags],
  });
  try {
    const results = await measureProtocols(browser, routes, page, opts.loads);
    return [
      `The ${page.name} through nginx (deploy/nginx.conf, one worker process) in front of one server: ${opts.loads} warm and ${opts.loads} cold loads per route, the routes taking turns. HTTPS uses a throwaway self-signed certificate (Chromium with --ignore-certificate-errors and the key's --ignore-certificate-errors-spki-list, without which it caches nothing from the site). Requests and connections are nginx's access log during each load (a range when the loads differ); "JS + CSS" are the scripts and styles among them.`,
      '',
      protocolsTable(results),
      '',
      `A cold HTTP/2 load's API requests (path, start–end ms after the navigation started): ${describeRequests(results.at(-1)!.cold[0]!.timing)}.`,
    ].join('\n');
  } finally {
    await browser.close();
  }
}

/** "6 .woff2" for the requests' file kinds. */
function describeKinds(requests: readonly { uri: string }[]): string {
  const kinds = new Map<string, number>();
  for (const { uri } of requests) {
    const kind = /\.\w+$/.exec(uri)?.[0] ?? uri;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return [...kinds].map(([kind, count]) => `${count} ${kind}`).join(', ') || 'none';
}

/** "2 × /sw.js (304), 1 × /assets/a.woff2 (499)", or "none". */
function describeLeftOver(requests: readonly { uri: string; status: number }[]): string {
  const counts = new Map<string, number>();
  for (const { uri, status } of requests) {
    const key = `${uri} (${status})`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${count} × ${key}`).join(', ') || 'none';
}

/** The students list through nginx: repeat visits with the worker installed against warm loads without. */
async function workerScenario(server: RunningServer, page: RowsPage, opts: Options): Promise<string> {
  const nginx = await startNginx(await freePort(), [server.address], undefined, BENCH_START_TIMEOUT);
  onCleanup(`stop nginx pid ${nginx.pid}`, () => nginx.stop());
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: BROWSER_ARGS });
  try {
    const result = await measureWorkerRepeat(browser, nginx, page, opts.loads);
    const installScripts = result.install.filter(isScriptOrStyle).length;
    const leftOver = [...result.repeat, ...result.warm].flatMap((l) => l.leftOver);
    return [
      `The ${page.name} through nginx (deploy/nginx.conf) in front of one server: one visit installs the app's worker (it asked nginx for ${result.install.length} requests, ${installScripts} of them scripts and styles: the precache), a first visit under its control, which stays until its fonts are in, fetches what the worker caches on first use (${result.firstControlled.length} requests besides the API: ${describeKinds(result.firstControlled)}; the page used ${result.fontsUsed.length} font files and the worker's cache held all ${result.fontsCached.length} after it), then ${opts.loads} repeat visits in that profile alternate with ${opts.loads} warm loads of a profile without a worker (its HTTP cache filled by one load that stayed for the fonts too). Every repeat visit is checked to have reached nginx for API requests only, besides the app's check for a newer worker (/sw.js, asked when a tab becomes visible): the document, scripts, styles and fonts came from the worker. The two profiles send different User-Agents, and each load counts only its own profile's lines of nginx's log: a line is written when a request ends, and the other profile's requests still in flight when its tab closed (a font cancelled, 499; the worker's update check) land in the next load's window (the last column; ${describeLeftOver(leftOver)}).`,
      '',
      workerTable(result),
      '',
      `A repeat visit's API requests (path, start–end ms after the navigation started): ${describeRequests(result.repeat[0]!.timing)}. What a warm load without the worker asked nginx for besides the API: ${
        result.warm[0]!.requests.filter((r) => !isApi(r))
          .map((r) => `${r.uri} (${r.status})`)
          .join(', ') || 'nothing'
      }.`,
    ].join('\n');
  } finally {
    await browser.close();
  }
}

async function main() {
  const opts = options();
  cleanupOnSignals();
  buildUnlessSkipped(opts.skipBuild);
  await waitForQuietMachine(opts.waitQuietS);
  const dataDir = tempDir('bench-rows-');
  // The demo network is seeded outside production mode; the bundle and its caching are production's.
  const server = await startServer(repoRoot, { dataDir }, { NODE_ENV: 'development', DEMO_PASSWORD });
  const loadBefore = os.loadavg()[0]!;
  let body: string;
  try {
    const rowsPages = await benchPages(server.baseUrl, DEMO_PASSWORD);
    const studentsList = rowsPages[0]!;
    body =
      opts.scenario === 'rows'
        ? await rowsScenario(server.baseUrl, rowsPages, opts)
        : opts.scenario === 'protocols'
          ? await protocolsScenario(server, studentsList, opts)
          : await workerScenario(server, studentsList, opts);
  } finally {
    await cleanupAll();
  }
  const machine = machineInfo(repoRoot);
  const command = [
    'npm run bench:rows',
    ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : []),
  ].join(' ');
  const section = `Run ${new Date().toISOString().slice(0, 10)} of ${opts.label ?? machine.commit} on ${machine.cores} cores (${machine.cpu}), ${machine.chromium ?? 'Chromium'}, load average ${loadBefore.toFixed(1)} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end: \`${command}\`. ${body}`;
  console.log(`\n${section}\n`);
  if (!opts.skipWrite) {
    const file = path.join(repoRoot, 'docs/benchmarks.md');
    await writeMarkedBlock(file, BLOCKS[opts.scenario], section);
    console.log(`Wrote ${file}`);
  }
}

runWithCleanup(main);
