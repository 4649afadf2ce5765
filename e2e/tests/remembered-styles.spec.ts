import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';

/** The page once its rows, fonts and styles have settled, without the blinking caret or the gear's spin. */
async function settledShot(page: Page): Promise<Buffer> {
  await expect(page.locator('tr.entity-row').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

/** Rules in emotion's sheets for the right-to-left cache: put back from the last visit, and computed now. */
const sheets = (page: Page) =>
  page.evaluate(() => {
    const count = (selector: string) =>
      Array.from(document.querySelectorAll<HTMLStyleElement>(selector)).reduce(
        (sum, node) => sum + (node.sheet?.cssRules.length ?? 0),
        0,
      );
    return {
      restored: count('style[data-emotion^="muirtl "]'),
      computed: count('style[data-emotion="muirtl"]'),
    };
  });

test('a second visit puts back the styles the first computed and looks the same', async ({ page }) => {
  await signIn(page, 'manager', '/manager/students/list');
  const first = await settledShot(page);
  expect((await sheets(page)).restored).toBe(0);
  // Written once the page's insertions pause.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.endsWith('styles-muirtl'))))
    .toBe(true);

  await page.reload();
  const second = await settledShot(page);
  const { restored, computed } = await sheets(page);
  expect(restored).toBeGreaterThan(200);
  expect(computed).toBeLessThan(restored / 10);
  // Same pixels: the put-back rules, in their order, style the page as computed ones did.
  expect(second.equals(first)).toBe(true);
});
