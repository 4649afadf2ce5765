/**
 * "Rows visible" in Chromium: how long after a navigation starts the first rows of a page are on
 * screen, signed in, with a warm HTTP cache (the same browser profile, loaded before) and a cold
 * one (a fresh off-the-record context each time: nothing cached), loads of the two kinds
 * alternating. The warm profile lives on disk as a person's browser does: in Playwright's own
 * contexts, off the record, Chromium keeps no compiled code between loads, so a warm load there
 * compiles the start-up script again (that figure is reported beside, as "warm, off the record").
 * No service worker here: the
 * worker's repeat visit is rows-worker.ts's measure, and HTTP/2 behind nginx rows-protocols.ts's. Each load also records what it asked for: the scripts
 * and styles, and when each API request left and was answered, to show what waited on what.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@school/shared';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { chromiumPath, removeProfileDir } from './chromium';

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
  /** Warm loads in an off-the-record context (no code cache), for comparison with earlier runs. */
  warmOffTheRecord: LoadTiming[];
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

const contextOptions = (worker: boolean, userAgent?: string) =>
  ({
    serviceWorkers: worker ? 'allow' : 'block',
    ...(userAgent ? { userAgent } : {}),
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    viewport: { width: 1366, height: 850 },
  }) as const;

/**
 * An off-the-record context signed in as the page's user that watches for its rows; no worker
 * unless `worker`; with `userAgent`, requests carry it (nginx-log.ts's profileAgent). Its HTTP
 * cache is in memory and it keeps no compiled code between loads.
 */
export async function newContext(
  browser: Browser,
  page: RowsPage,
  { worker = false, userAgent }: { worker?: boolean; userAgent?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(contextOptions(worker, userAgent));
  await context.addInitScript(watchForRows(sessionEntries(page.session), page.rows));
  return context;
}

export interface Profile {
  context: BrowserContext;
  /** Closes the browser and removes the profile's folder. */
  close(): Promise<void>;
}

/**
 * A browser with a profile of its own on disk (a new folder), signed in as the page's user and
 * watching for its rows, as a person's browser is: its HTTP cache and V8's code cache persist
 * between loads.
 */
export async function newProfile(page: RowsPage, args: readonly string[], worker = false): Promise<Profile> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rows-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    ...contextOptions(worker),
    executablePath: chromiumPath(),
    args: [...args],
  });
  await context.addInitScript(watchForRows(sessionEntries(page.session), page.rows));
  return {
    context,
    close: async () => {
      await context.close();
      removeProfileDir(dir);
    },
  };
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

/**
 * `loads` warm and `loads` cold loads of each page, alternating, after one load that warms the
 * cache; each warm load also in an off-the-record context of `browser`. `args` are Chromium's
 * flags for the profiles' browsers.
 */
export async function measureRowsVisible(
  browser: Browser,
  baseUrl: string,
  pages: readonly RowsPage[],
  loads: number,
  args: readonly string[],
): Promise<RowsResult[]> {
  const results: RowsResult[] = [];
  for (const page of pages) {
    const warm = await newProfile(page, args);
    const offTheRecord = await newContext(browser, page);
    const result: RowsResult = { name: page.name, path: page.path, warm: [], cold: [], warmOffTheRecord: [] };
    try {
      await load(warm.context, baseUrl, page);
      await load(offTheRecord, baseUrl, page);
      for (let i = 0; i < loads; i++) {
        result.warm.push(await load(warm.context, baseUrl, page));
        result.warmOffTheRecord.push(await load(offTheRecord, baseUrl, page));
        const cold = await newContext(browser, page);
        try {
          result.cold.push(await load(cold, baseUrl, page));
        } finally {
          await cold.close();
        }
      }
    } finally {
      await warm.close();
      await offTheRecord.close();
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
