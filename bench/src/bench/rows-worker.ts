/**
 * Issue 24's "a repeat visit with the service worker installed": the page loaded once in a profile
 * that lets the app's worker install (its precache holds the shell and every page's code), and once
 * more under the worker's control, staying until the page's fonts are in (the worker caches the
 * fonts a page uses when first asked for, and the installing visit asked before the worker
 * controlled it); then repeat visits in that profile, alternating with warm loads of a profile
 * without a worker (HTTP cache only, filled by a first load that also stayed for the fonts), both
 * through nginx (deploy/nginx.conf). nginx's log is what reached the network: a repeat visit must
 * have asked it for API requests only — no document, script, style or font — besides the worker's
 * own script, which the app asks for to look for a newer worker when a tab becomes visible
 * (src/pwa/update-checks.ts), counted apart.
 *
 * The two profiles send different User-Agents and each visit counts only its own profile's lines:
 * nginx logs a request when it ends, and a tab closed once its rows are on screen may leave a font
 * request in flight (cancelled, 499) whose line lands in the next visit's window, the other
 * profile's. Counted apart as "left over".
 */
import type { Browser, BrowserContext } from 'playwright-core';
import type { RunningNginx } from '../../../apps/server/fleet/nginx';
import { CURRENT_CACHE_PREFIX } from '../../../apps/web/src/pwa/cache-cleanup';
import { isApi, madeBy, profileAgent, requestsDuring, type ProxiedRequest } from './nginx-log';
import { each, ms, spread, type ProxiedLoad } from './rows-protocols';
import { load, medianRowsMs, newContext, type RowsPage } from './rows-visible';

/** One measured load: the lines of its own profile, and those of the other profile's earlier loads. */
export interface AttributedLoad extends ProxiedLoad {
  leftOver: ProxiedRequest[];
}

export interface WorkerResult {
  /** What the first visit, which installed the worker, asked nginx for. */
  install: ProxiedRequest[];
  /** What the first visit the worker controlled asked nginx for, besides the API: the fonts it caches. */
  firstControlled: ProxiedRequest[];
  /** The font files that visit used, and those of them the worker's assets cache held after it. */
  fontsUsed: string[];
  fontsCached: string[];
  repeat: AttributedLoad[];
  /** Warm HTTP cache, no worker: the same loads as the rows-visible measure's warm ones. */
  warm: AttributedLoad[];
}

const INSTALL_TIMEOUT_MS = 60_000;
const SETTLE_TIMEOUT_MS = 30_000;
/** The worker's cache of the files under /assets/ it did not precache (apps/web/vite.config.ts). */
const ASSETS_CACHE = `${CURRENT_CACHE_PREFIX}assets`;

const WITH_WORKER = 'worker';
const WITHOUT_WORKER = 'no-worker';

/** The app's check for a newer worker (apps/web/src/pwa/worker-scope.ts's WORKER_URL). */
const isUpdateCheck = (request: ProxiedRequest) => request.uri === '/sw.js';

/** First visit: the page's start-up registers the worker; waits until it is active and controls the page. */
async function installWorker(context: BrowserContext, nginx: RunningNginx, page: RowsPage): Promise<void> {
  const tab = await context.newPage();
  try {
    await tab.goto(`${nginx.url}${page.path}`, { waitUntil: 'load' });
    await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: INSTALL_TIMEOUT_MS,
    });
  } finally {
    await tab.close();
  }
}

/**
 * A load that stays until the rows are on screen, the page's fonts are in and the network is quiet,
 * so that the profile's caches hold what the page used. Returns the font files the page used and,
 * under a worker, those of them in the worker's assets cache.
 */
async function settledLoad(
  context: BrowserContext,
  baseUrl: string,
  page: RowsPage,
): Promise<{ fontsUsed: string[]; fontsCached: string[] }> {
  const tab = await context.newPage();
  try {
    await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'load' });
    await tab.evaluate(async () => {
      await (window as unknown as { rowsVisibleAt: Promise<number> }).rowsVisibleAt;
      await document.fonts.ready;
    });
    await tab.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined);
    return await tab.evaluate(async (cacheName) => {
      const fontsUsed = [
        ...new Set(
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((path) => /\.(woff2?|ttf|otf)$/.test(path)),
        ),
      ];
      const controlled = navigator.serviceWorker?.controller != null;
      const cached =
        controlled && (await caches.has(cacheName))
          ? (await (await caches.open(cacheName)).keys()).map((request) => new URL(request.url).pathname)
          : [];
      return { fontsUsed, fontsCached: fontsUsed.filter((path) => cached.includes(path)) };
    }, ASSETS_CACHE);
  } finally {
    await tab.close();
  }
}

/** One load in the profile `name`, with the nginx lines of its window split by profile. */
async function attributedLoad(
  context: BrowserContext,
  nginx: RunningNginx,
  page: RowsPage,
  name: string,
): Promise<AttributedLoad> {
  const { result, requests } = await requestsDuring(nginx, () => load(context, nginx.url, page));
  const own = (r: ProxiedRequest) => madeBy(r, name, name === WITH_WORKER);
  return { timing: result, requests: requests.filter(own), leftOver: requests.filter((r) => !own(r)) };
}

export async function measureWorkerRepeat(
  browser: Browser,
  nginx: RunningNginx,
  page: RowsPage,
  loads: number,
): Promise<WorkerResult> {
  const version = browser.version();
  const withWorker = await newContext(browser, page, {
    worker: true,
    userAgent: profileAgent(version, WITH_WORKER),
  });
  const withoutWorker = await newContext(browser, page, { userAgent: profileAgent(version, WITHOUT_WORKER) });
  const ownLines = (requests: ProxiedRequest[]) => requests.filter((r) => madeBy(r, WITH_WORKER, true));
  try {
    const { requests: install } = await requestsDuring(nginx, () => installWorker(withWorker, nginx, page));
    const { result: fonts, requests: first } = await requestsDuring(nginx, () =>
      settledLoad(withWorker, nginx.url, page),
    );
    const missing = fonts.fontsUsed.filter((font) => !fonts.fontsCached.includes(font));
    if (missing.length)
      throw new Error(`after a visit under its control, the worker's cache lacks ${missing.join(', ')}`);
    await settledLoad(withoutWorker, nginx.url, page);
    const result: WorkerResult = {
      install: ownLines(install),
      firstControlled: ownLines(first).filter((r) => !isApi(r)),
      ...fonts,
      repeat: [],
      warm: [],
    };
    // The worker profile's lines besides the API and the update check, in its own window or, logged
    // late, in the next warm load's.
    const checkRepeat = (requests: ProxiedRequest[], where: string) => {
      const notApi = ownLines(requests).filter((r) => !isApi(r) && !isUpdateCheck(r));
      if (notApi.length)
        throw new Error(
          `a repeat visit with the worker reached the network${where} for ${notApi.map((r) => `${r.uri} (${r.status})`).join(', ')}`,
        );
    };
    const repeatVisit = async () => {
      const repeat = await attributedLoad(withWorker, nginx, page, WITH_WORKER);
      checkRepeat(repeat.requests, '');
      result.repeat.push(repeat);
    };
    const warmVisit = async () => {
      const warm = await attributedLoad(withoutWorker, nginx, page, WITHOUT_WORKER);
      checkRepeat(warm.leftOver, ' (logged after its window)');
      result.warm.push(warm);
    };
    // A, B, B, A, A, B…: neither kind always goes first.
    for (let i = 0; i < loads; i++) {
      for (const visit of i % 2 ? [warmVisit, repeatVisit] : [repeatVisit, warmVisit]) await visit();
    }
    return result;
  } finally {
    await withWorker.close();
    await withoutWorker.close();
  }
}

/** The markdown table of the measure: repeat visits with the worker beside warm loads without. */
export function workerTable(result: WorkerResult): string {
  const row = (name: string, loads: readonly AttributedLoad[]) => {
    const api = spread(loads, (l) => l.requests.filter(isApi).length);
    const checks = spread(loads, (l) => l.requests.filter(isUpdateCheck).length);
    const other = spread(loads, (l) => l.requests.filter((r) => !isApi(r) && !isUpdateCheck(r)).length);
    const scripts = spread(loads, (l) => l.timing.scripts + l.timing.styles);
    const leftOver = spread(loads, (l) => l.leftOver.length);
    return `| ${name} | ${ms(medianRowsMs(loads.map((l) => l.timing)))} (${each(loads)}) | ${api} | ${checks} | ${other} | ${scripts} | ${leftOver} |`;
  };
  return [
    "| load | rows visible: median (each load) | API requests reaching nginx | /sw.js (the update check) | other requests reaching nginx | JS + CSS files the page used | the other profile's lines in the load's window (left out) |",
    '| --- | --- | --- | --- | --- | --- | --- |',
    row('repeat visit, worker installed', result.repeat),
    row('warm HTTP cache, no worker', result.warm),
  ].join('\n');
}
