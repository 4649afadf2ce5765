/**
 * The landing and login pages' first screen comes in their HTML (apps/web src/build/entry-shells),
 * so the largest paint does not wait for the app's start-up script; the landing page is whole there,
 * and its app starts only on the visitor's first interaction. Without any script the visitor sees
 * the page; when React takes over, the heading and the text under it stand in the same places at
 * the same sizes (both in the system font here: the web font — .woff2, or .woff where a browser
 * refuses that — is held back, as it comes after React's first render either way). A visitor whose
 * page would look different (a stored session, English) never sees the shell. Shots of the shells
 * and of the pages, phone and desktop.
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const shotPath = (name: string) => path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`);
const WIDTHS = { phone: { width: 360, height: 780 }, desktop: { width: 1366, height: 850 } };
const PAGES = { landing: '/front-pages/landing-page', login: '/login' };
/** Vazirmatn's files: fontsource's @font-face falls back to .woff when .woff2 fails. */
const WEB_FONT = /\.woff2?$/;

type Box = { x: number; y: number; width: number; height: number };

/** The page's heading and the text under it. */
const boxes = (page: Page): Promise<Box[]> =>
  page.evaluate(() =>
    ['#root h1', '#root h1 + p'].map((selector) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no ${selector}`);
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );

/** Notes whether the page's heading was there in the commit that took the shell away. */
const recordTakeover = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      const seen = window as { headingAtTakeover?: boolean };
      new MutationObserver(() => {
        if (seen.headingAtTakeover === undefined && !root.querySelector('.es-page'))
          seen.headingAtTakeover = root.querySelector('h1') !== null;
      }).observe(root, { childList: true, subtree: true });
    });
  });

async function compareShellAndPage(browser: Browser, name: keyof typeof PAGES) {
  const url = PAGES[name];
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    const still = await browser.newContext({ viewport, javaScriptEnabled: false, locale: 'fa-IR' });
    const shellPage = await still.newPage();
    await shellPage.goto(url);
    await expect(shellPage.locator('#root .es-page')).toBeVisible();
    await expect(shellPage.locator('html')).toHaveAttribute('dir', 'rtl');
    const shell = await boxes(shellPage);
    await shellPage.screenshot({ path: shotPath(`entry-shell-${name}-${width}`), fullPage: true });
    await still.close();

    // No service worker: a font it fetched (its precache) would pass the route below, and the web
    // font re-wraps the text, moving the centred login card (both sides must be in the system font).
    const live = await browser.newContext({ viewport, locale: 'fa-IR', serviceWorkers: 'block' });
    const page = await live.newPage();
    await page.route(WEB_FONT, (route) => route.abort());
    await recordTakeover(page);
    await page.goto(url);
    // The landing page's app starts on the visitor's first act (a key that moves nothing).
    if (name === 'landing') await page.keyboard.press('Shift');
    await expect(page.locator('html')).toHaveAttribute('data-shown-path', url);
    await expect(page.locator('#root h1')).toBeVisible();
    await expect(page.locator('#root .es-page')).toHaveCount(0);
    // React's first commit was the page: no loader stood between the shell and it.
    expect(await page.evaluate(() => (window as { headingAtTakeover?: boolean }).headingAtTakeover)).toBe(
      true,
    );
    const rendered = await boxes(page);
    for (const [i, box] of shell.entries())
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(rendered[i]![side], `${name} ${width}: element ${i} ${side}`).toBeCloseTo(box[side], 0);
    await live.close();

    // And as a visitor sees it, in Vazirmatn.
    const shown = await browser.newContext({ viewport, locale: 'fa-IR' });
    const shownPage = await shown.newPage();
    await shownPage.goto(url);
    if (name === 'landing') await shownPage.keyboard.press('Shift');
    await expect(shownPage.locator('html')).toHaveAttribute('data-shown-path', url);
    await shownPage.evaluate(() => document.fonts.ready);
    await shownPage.screenshot({ path: shotPath(`entry-page-${name}-${width}`), fullPage: true });
    await shown.close();
  }
}

test('the landing and login pages show their first screen before the script, in the same places after', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await compareShellAndPage(browser, 'landing');
  await compareShellAndPage(browser, 'login');
});

test('a visitor with a stored session or another language does not see the shell', async ({ page }) => {
  // The start-up script never runs: what shows is the HTML and its head script alone.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('.es-page')).toBeVisible();
  for (const [key, value] of [
    ['accessToken', 'a.b.c'],
    ['language', 'en'],
  ]) {
    await page.evaluate(
      ([k, v]) => {
        localStorage.clear();
        localStorage.setItem(k!, v!);
      },
      [key, value],
    );
    await page.goto('/front-pages/landing-page');
    await expect(page.locator('.es-page'), key).toBeHidden();
  }
});
