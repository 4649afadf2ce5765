/**
 * "Rows visible" in Chromium: how long after a navigation starts the first rows of a page are on
 * screen, signed in, with a warm HTTP cache (the same browser profile, loaded before) and a cold
 * one (a fresh profile each time), loads of the two kinds alternating. No service worker here: the
 * worker's repeat visit is rows-worker.ts's measure, and HTTP/2 behind nginx rows-protocols.ts's. Each load also records what it asked for: the scripts
 * and styles, and when each API request left and was answered, to show what waited on what.
 */
import type { LoginResponse } from '@school/shared';
import type { Browser, BrowserContext } from 'playwright-core';

export interface RowsPage {
  name: string;
  /** Path and query of the page. */
  path: string;
  /** The rows, as a CSS selector: the load ends when one of them is on screen. */
  rows: string;
  session: LoginResponse;
}

/** One API request of a load, in milliseconds after the navigation started. */
export interface ApiTiming {
  path: string;
  start: number;
  end: number;
}

export interface LoadTiming {
  rowsMs: number;
  /** Requests of JavaScript and of CSS (files under /assets/). */
  scripts: number;
  styles: number;
  /** The files under /assets/ it loaded, in the order they were asked for. */
  assets: string[];
  api: ApiTiming[];
}

export interface RowsResult {
  name: string;
  path: string;
  warm: LoadTiming[];
  cold: LoadTiming[];
}

/** The web app's session keys (apps/web/src/lib/storage-keys.ts), as saveTokenResponse writes them. */
function sessionEntries(session: LoginResponse): [string, string][] {
  return [
    ['accessToken', session.accessToken],
    ['refreshToken', session.refreshToken],
    ['userData', JSON.stringify(session.userData)],
    ['userAbilityRules', JSON.stringify(session.userAbilityRules)],
  ];
}

/**
 * Before any script of the page: stores the session, and watches every frame for the rows, noting
 * the frame's time (milliseconds since the navigation started; a frame is painted right after).
 * A string, not a function: the bench's TypeScript runner would add helpers the page does not have.
 */
function watchForRows(entries: [string, string][], selector: string): string {
  return `
    for (const [key, value] of ${JSON.stringify(entries)}) localStorage.setItem(key, value);
    window.rowsVisibleAt = new Promise((resolve) => {
      const frame = () => {
        if (document.querySelector(${JSON.stringify(selector)})) resolve(performance.now());
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });`;
}

const LOAD_TIMEOUT_MS = 30_000;

/** A browser profile signed in as the page's user that watches for its rows; no worker unless `worker`. */
export async function newContext(browser: Browser, page: RowsPage, worker = false): Promise<BrowserContext> {
  const context = await browser.newContext({
    serviceWorkers: worker ? 'allow' : 'block',
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    viewport: { width: 1366, height: 850 },
  });
  await context.addInitScript(watchForRows(sessionEntries(page.session), page.rows));
  return context;
}

/** One load of the page in a new tab of `context`, until its first row is on screen. */
export async function load(context: BrowserContext, baseUrl: string, page: RowsPage): Promise<LoadTiming> {
  const tab = await context.newPage();
  try {
    await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'commit' });
    const rowsMs = await tab.evaluate(
      (timeout) =>
        Promise.race([
          (window as unknown as { rowsVisibleAt: Promise<number> }).rowsVisibleAt,
          new Promise<number>((_, reject) => setTimeout(() => reject(new Error('no rows')), timeout)),
        ]),
      LOAD_TIMEOUT_MS,
    );
    const entries = await tab.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        name: entry.name,
        start: entry.startTime,
        end: entry.responseEnd,
      })),
    );
    const assets = [
      ...new Set(entries.map((e) => new URL(e.name).pathname).filter((path) => path.startsWith('/assets/'))),
    ];
    const count = (extension: string) => assets.filter((path) => path.endsWith(extension)).length;
    return {
      rowsMs,
      scripts: count('.js'),
      styles: count('.css'),
      assets,
      api: entries
        .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
        .map((e) => {
          const url = new URL(e.name);
          return { path: url.pathname + url.search, start: e.start, end: e.end };
        }),
    };
  } catch (error) {
    throw new Error(`${page.name} (${page.path}): ${(error as Error).message}`);
  } finally {
    await tab.close();
  }
}

/** `loads` warm and `loads` cold loads of each page, alternating, after one load that warms the cache. */
export async function measureRowsVisible(
  browser: Browser,
  baseUrl: string,
  pages: readonly RowsPage[],
  loads: number,
): Promise<RowsResult[]> {
  const results: RowsResult[] = [];
  for (const page of pages) {
    const warmContext = await newContext(browser, page);
    const result: RowsResult = { name: page.name, path: page.path, warm: [], cold: [] };
    try {
      await load(warmContext, baseUrl, page);
      for (let i = 0; i < loads; i++) {
        result.warm.push(await load(warmContext, baseUrl, page));
        const coldContext = await newContext(browser, page);
        try {
          result.cold.push(await load(coldContext, baseUrl, page));
        } finally {
          await coldContext.close();
        }
      }
    } finally {
      await warmContext.close();
    }
    results.push(result);
  }
  return results;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The middle load's time. */
export function medianRowsMs(loads: readonly LoadTiming[]): number {
  return median(loads.map((l) => l.rowsMs));
}

/** A load's API requests as "path start–end ms", in the order they left. */
export function describeRequests(load: LoadTiming): string {
  return [...load.api]
    .sort((a, b) => a.start - b.start)
    .map((r) => `${r.path.replace(/\?.*$/, '')} ${Math.round(r.start)}–${Math.round(r.end)}`)
    .join(', ');
}
