/**
 * Issue 24's "a repeat visit with the service worker installed": the page loaded once in a profile
 * that lets the app's worker install (its precache holds the shell and every page's code), and once
 * more under the worker's control (the fonts a page uses are cached by the worker when first asked
 * for, and the installing visit asked before the worker controlled it), then repeat visits in that profile, alternating with warm loads of a profile without a worker (HTTP
 * cache only), both through nginx (deploy/nginx.conf). nginx's log is what reached the network: a
 * repeat visit must have asked it for API requests only — no document, script or style — besides
 * the worker's own script, which the app asks for to look for a newer worker when a tab becomes
 * visible (src/pwa/update-checks.ts), counted apart.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import type { RunningNginx } from '../../../apps/server/fleet/nginx';
import { isApi, requestsDuring, type ProxiedRequest } from './nginx-log';
import { each, ms, proxiedLoad, spread, type ProxiedLoad } from './rows-protocols';
import { load, medianRowsMs, newContext, type RowsPage } from './rows-visible';

export interface WorkerResult {
  /** What the first visit, which installed the worker, asked nginx for. */
  install: ProxiedRequest[];
  /** What the first visit the worker controlled asked nginx for, besides the API: the fonts it caches. */
  firstControlled: ProxiedRequest[];
  repeat: ProxiedLoad[];
  /** Warm HTTP cache, no worker: the same loads as the rows-visible measure's warm ones. */
  warm: ProxiedLoad[];
}

const INSTALL_TIMEOUT_MS = 60_000;

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

export async function measureWorkerRepeat(
  browser: Browser,
  nginx: RunningNginx,
  page: RowsPage,
  loads: number,
): Promise<WorkerResult> {
  const withWorker = await newContext(browser, page, true);
  const withoutWorker = await newContext(browser, page);
  try {
    const { requests: install } = await requestsDuring(nginx, () => installWorker(withWorker, nginx, page));
    const { requests: first } = await requestsDuring(nginx, () => load(withWorker, nginx.url, page));
    await load(withoutWorker, nginx.url, page);
    const result: WorkerResult = {
      install,
      firstControlled: first.filter((r) => !isApi(r)),
      repeat: [],
      warm: [],
    };
    const repeatVisit = async () => {
      const repeat = await proxiedLoad(withWorker, nginx, page);
      const notApi = repeat.requests.filter((r) => !isApi(r) && !isUpdateCheck(r));
      if (notApi.length)
        throw new Error(
          `a repeat visit with the worker reached the network for ${notApi.map((r) => r.uri).join(', ')}`,
        );
      result.repeat.push(repeat);
    };
    const warmVisit = async () => void result.warm.push(await proxiedLoad(withoutWorker, nginx, page));
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
  const row = (name: string, loads: readonly ProxiedLoad[]) => {
    const api = spread(loads, (l) => l.requests.filter(isApi).length);
    const checks = spread(loads, (l) => l.requests.filter(isUpdateCheck).length);
    const other = spread(loads, (l) => l.requests.filter((r) => !isApi(r) && !isUpdateCheck(r)).length);
    const scripts = spread(loads, (l) => l.timing.scripts + l.timing.styles);
    return `| ${name} | ${ms(medianRowsMs(loads.map((l) => l.timing)))} (${each(loads)}) | ${api} | ${checks} | ${other} | ${scripts} |`;
  };
  return [
    '| load | rows visible: median (each load) | API requests reaching nginx | /sw.js (the update check) | other requests reaching nginx | JS + CSS files the page used |',
    '| --- | --- | --- | --- | --- | --- |',
    row('repeat visit, worker installed', result.repeat),
    row('warm HTTP cache, no worker', result.warm),
  ].join('\n');
}
