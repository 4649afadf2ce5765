import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';

/**
 * The page once its rows, the parts drawn after the first paint (the navbar's controls, the
 * filters), fonts and styles have settled, without the blinking caret or the gear's spin. A warm
 * visit shows its rows before those parts: a shot at the rows alone caught their placeholders.
 */
async function settledShot(page: Page): Promise<Buffer> {
  await expect(page.locator('tr.entity-row').first()).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('filter-gender')).toBeVisible();
  // The bell's count, in once its request has answered, and no finite animation under way (the
  // badge grows in; the gear spins for ever): the shot is of the page at rest.
  await expect(page.getByTestId('nav-notifications-count').locator('.MuiBadge-badge')).not.toHaveClass(
    /MuiBadge-invisible/,
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  // The viewport, not the full page: a full-page shot's 1×1 moment (fixtures.ts) turns the list
  // into a phone's for an instant, whose filters fold away and come back as placeholders.
  return page.screenshot({ animations: 'disabled', caret: 'hide' });
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
