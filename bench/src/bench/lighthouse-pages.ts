/**
 * Lighthouse (performance only; desktop preset for `npm run bench`, its default mobile preset —
 * a mid-range phone on slow 4G with 4× CPU slowdown — for `npm run bench:rows`) on the landing
 * page, the login page and signed-in pages. The session is put into localStorage through the DevTools port with
 * playwright-core before the logged-in run, and Lighthouse is told not to clear storage for it.
 */
import type { LoginResponse } from '@school/shared';
import lighthouse, { desktopConfig } from 'lighthouse';
import { type Page, chromium } from 'playwright-core';
import type { RunningChromium } from './chromium';
import { runFailure, thrownReason } from './lighthouse-failure';

export interface PageResult {
  name: string;
  path: string;
  runs: number;
  /** Median run by performance score (0–100). */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  finalUrl: string;
  allScores: number[];
  /** What the page showed, checked after the runs. */
  rendered?: string;
  /** Hints for the web app: the LCP element, what shifted, the largest savings Lighthouse sees. */
  lcpElement?: string;
  shifted: string[];
  opportunities: string[];
}

export const PAGES = [
  { name: 'landing', path: '/front-pages/landing-page', loggedIn: false },
  { name: 'login', path: '/login', loggedIn: false },
  { name: 'students list', path: '/manager/students/list', loggedIn: true },
] as const;

/** The web app's session keys (apps/web/src/lib/storage-keys.ts), as saveTokenResponse writes them. */
function sessionEntries(session: LoginResponse): [string, string][] {
  return [
    ['accessToken', session.accessToken],
    ['refreshToken', session.refreshToken],
    ['userData', JSON.stringify(session.userData)],
    ['userAbilityRules', JSON.stringify(session.userAbilityRules)],
  ];
}

async function withPage<T>(browser: RunningChromium, work: (page: Page) => Promise<T>) {
  const connection = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
  try {
    const page = await connection.contexts()[0]!.newPage();
    try {
      return await work(page);
    } finally {
      await page.close();
    }
  } finally {
    await connection.close();
  }
}

/**
 * Stores the session, then leaves the browser as cold as Lighthouse's own storage reset would: no
 * service worker, no Cache Storage, no HTTP cache. Only the session survives into the audited load
 * in localStorage, which is written from a file of the site, not a page of the app: an app page
 * would leave what the app keeps between visits there (emotion's remembered rules,
 * apps/web/src/lib/remembered-styles.ts), and each run is a first visit of the build, as a cold
 * HTTP cache is.
 */
export async function injectSession(browser: RunningChromium, baseUrl: string, session: LoginResponse) {
  await withPage(browser, async (page) => {
    await page.goto(`${baseUrl}/favicon.svg`);
    await page.evaluate(async (entries) => {
      localStorage.clear();
      for (const [key, value] of entries) localStorage.setItem(key, value);
      const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
      await Promise.all(registrations.map((r) => r.unregister()));
      await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
    }, sessionEntries(session));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  });
}

/** A line on what the students list page rendered: the table and its rows, or the not-found page. */
async function describeListPage(browser: RunningChromium, url: string): Promise<string> {
  return withPage(browser, async (page) => {
    await page.goto(url);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    const notFound = await page.locator('[data-testid="not-found-page"]').count();
    const rows = await page.locator('[data-testid="entity-table"] tbody tr.entity-row').count();
    const tables = await page.locator('[data-testid="entity-table"]').count();
    if (notFound) return 'the not-found page (the list page does not exist yet)';
    return tables
      ? `a table with ${rows} rows (${new URL(page.url()).pathname})`
      : `no list table (${page.url()})`;
  });
}

/** Labels of the DOM nodes an audit's details mention, in order (the details nest tables in lists). */
function nodeLabels(details: unknown): string[] {
  const out: string[] = [];
  const walk = (value: unknown, depth: number) => {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    const node = (value as { node?: { nodeLabel?: string; selector?: string } }).node;
    if (node?.nodeLabel) out.push(node.nodeLabel.replace(/\s+/g, ' ').trim().slice(0, 80));
    for (const child of Object.values(value)) walk(child, depth + 1);
  };
  walk(details, 0);
  return out;
}

/** Trace recording sometimes fails (NO_NAVSTART); Lighthouse's own advice is to run again. */
const AUDIT_ATTEMPTS = 3;

export type Preset = 'desktop' | 'mobile';

/**
 * One Lighthouse run of `url` (its performance category), tried up to three times; each failed try
 * prints Lighthouse's own reason and the page, and the last one's error carries them too.
 */
export async function audit(url: string, port: number, keepStorage: boolean, preset: Preset = 'desktop') {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, port, keepStorage, preset);
    } catch (error) {
      if (attempt >= AUDIT_ATTEMPTS) throw error;
      console.log(`${(error as Error).message} — running it again (${attempt + 1}/${AUDIT_ATTEMPTS})`);
    }
  }
}

type LighthouseResult = Awaited<ReturnType<typeof lighthouse>>;

async function runLighthouse(url: string, port: number, keepStorage: boolean, preset: Preset) {
  let result: LighthouseResult;
  try {
    result = await lighthouse(
      url,
      {
        port,
        hostname: '127.0.0.1',
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: keepStorage,
      },
      // Without a config Lighthouse runs its default: the mobile preset.
      preset === 'desktop' ? desktopConfig : undefined,
    );
  } catch (error) {
    throw new Error(`Lighthouse on ${url} threw: ${thrownReason(error)}`, { cause: error });
  }
  if (!result) throw new Error(`Lighthouse on ${url} returned no result`);
  const failure = runFailure(result.lhr);
  if (failure) throw new Error(`Lighthouse on ${url}: ${failure}`);
  return result.lhr;
}

async function auditOnce(url: string, port: number, keepStorage: boolean, preset: Preset) {
  const lhr = await runLighthouse(url, port, keepStorage, preset);
  return {
    lcpElement: nodeLabels(lhr.audits['largest-contentful-paint-element']?.details)[0],
    shifted: [...new Set(nodeLabels(lhr.audits['layout-shifts']?.details))].slice(0, 3),
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) >= 50)
      .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
      .slice(0, 3)
      .map((a) => `${a.title} (~${Math.round(a.numericValue ?? 0)} ms)`),
    performance: Math.round(lhr.categories.performance!.score! * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

export async function auditPages(
  browser: RunningChromium,
  baseUrl: string,
  login: () => Promise<LoginResponse>,
  runs: number,
): Promise<PageResult[]> {
  // A fresh session per logged-in run: Lighthouse's runs must not depend on each other's tokens.
  const pages = PAGES.map((p) => ({ name: p.name, path: p.path, login: p.loggedIn ? login : undefined }));
  const results = await auditPagesAs(browser, baseUrl, pages, runs, 'desktop');
  for (const result of results)
    if (PAGES.find((p) => p.path === result.path)?.loggedIn)
      result.rendered = await describeListPage(browser, `${baseUrl}${result.path}`);
  return results;
}

/** A page to audit, signed in as its own user when it has a login. */
export interface AuditedPage {
  name: string;
  path: string;
  login?: () => Promise<LoginResponse>;
}

/** Each page `runs` times under the preset; the median run by score, with every score. */
export async function auditPagesAs(
  browser: RunningChromium,
  baseUrl: string,
  pages: readonly AuditedPage[],
  runs: number,
  preset: Preset,
): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const page of pages) {
    const url = `${baseUrl}${page.path}`;
    const audits = [];
    for (let i = 0; i < runs; i++) {
      if (page.login) await injectSession(browser, baseUrl, await page.login());
      audits.push(await audit(url, browser.port, Boolean(page.login), preset));
    }
    const sorted = [...audits].sort((a, b) => a.performance - b.performance);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    results.push({
      name: page.name,
      path: page.path,
      runs,
      ...median,
      finalUrl: new URL(median.finalUrl).pathname,
      allScores: audits.map((a) => a.performance),
    });
  }
  return results;
}
