/**
 * The public pages' first screen comes in the HTML (the server writes it into #root), so the
 * largest paint waits neither for the script nor for the API. Without any script the visitor sees
 * the heading and frame; when the script takes over, the same elements stand in the same places
 * with the same markup: nothing moves (no layout shift) and nothing blinks. Shots of both, at phone
 * and desktop widths.
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { api, expect, openPublicPage, signIn, test } from '../fixtures';

const shotPath = (name: string) => path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`);
const WIDTHS = { phone: { width: 360, height: 780 }, desktop: { width: 1366, height: 850 } };

interface Piece {
  markup: string;
  box: { x: number; y: number; width: number; height: number };
}

/** Each element of the page's main, in order: its markup (attributes sorted, `inert` left out) and its box. */
async function pieces(page: Page): Promise<Piece[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.locator('#root > main').evaluate((main) => {
    const canon = (node: Node): string => {
      // Whitespace as the browser lays it out here (block and flex boxes): runs of it count as one.
      if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!(node instanceof Element)) return '';
      const attributes = Array.from(node.attributes)
        .filter((a) => a.name !== 'inert' && a.name !== 'value')
        .map((a) => `${a.name}="${a.value}"`)
        .sort()
        .join(' ');
      return `<${node.localName} ${attributes}>${Array.from(node.childNodes).map(canon).join('')}</${node.localName}>`;
    };
    return Array.from(main.children).map((child) => {
      const { x, y, width, height } = child.getBoundingClientRect();
      return { markup: canon(child), box: { x, y, width, height } };
    });
  });
}

/** Layout shifts without recent input, summed as CLS counts them, from the start of the load. */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const total = { value: 0 };
    (window as unknown as { __shifts: typeof total }).__shifts = total;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) total.value += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

async function compareShellAndPage(browser: Browser, url: string, name: string) {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    const still = await browser.newContext({ viewport, javaScriptEnabled: false, locale: 'fa-IR' });
    const shellPage = await still.newPage();
    await shellPage.goto(url);
    await expect(shellPage.locator('#root > main')).toHaveAttribute('inert');
    const shell = await pieces(shellPage);
    expect(shell.length, `${name}: the shell has its heading and frame`).toBeGreaterThanOrEqual(2);
    await shellPage.screenshot({ path: shotPath(`public-shell-${name}-${width}`), fullPage: true });
    await still.close();

    const live = await browser.newContext({ viewport, locale: 'fa-IR' });
    const page = await live.newPage();
    await recordShifts(page);
    await openPublicPage(page, url);
    const rendered = await pieces(page);
    // The shell is the page's beginning: the same elements, markup and boxes, the rest after it.
    expect(rendered.slice(0, shell.length).map((p) => p.markup)).toEqual(shell.map((p) => p.markup));
    for (const [i, piece] of shell.entries())
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(rendered[i]!.box[side], `${name} ${width}: element ${i} ${side}`).toBeCloseTo(
          piece.box[side],
          0,
        );
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number } }).__shifts.value,
    );
    expect(shifts, `${name} ${width}: layout shift`).toBeLessThan(0.01);
    await page.screenshot({ path: shotPath(`public-page-${name}-${width}`), fullPage: true });
    await live.close();
  }
}

test('a pre-registration form and a survey show their first screen before the script, and it does not move after', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'manager');
  const campaigns = await api<{ items: { id: number }[] }>(page, '/preregister-campaigns?pageSize=1');
  const surveys = await api<{ items: { id: number }[] }>(page, '/survey-groups?pageSize=1');
  await compareShellAndPage(browser, `/application/${campaigns.items[0]!.id}`, 'application');
  await compareShellAndPage(browser, `/survey/${surveys.items[0]!.id}`, 'survey');
});
