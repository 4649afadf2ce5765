/**
 * The landing page is static until the visitor acts (apps/web src/build/entry-shells/deferred-app.ts):
 * its HTML holds the whole page, no app script runs at load (the app's files are only fetched ahead,
 * at idle), the first interaction brings the real page, the page's links work as plain links
 * before it, and a click on its language or theme switcher opens the page's menu once it is in.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures';

const LANDING = '/front-pages/landing-page';

/** The app's scripts the page asked for, as scripts to run (a prefetch is a fetch, not a run). */
function scriptRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) requests.push(request);
  });
  return requests;
}
const ran = (requests: Request[]) => requests.filter((r) => r.resourceType() === 'script');
const fetchedAhead = (requests: Request[]) => requests.filter((r) => r.resourceType() !== 'script');

test.use({ serviceWorkers: 'block' });

test('the landing page runs no app script before an interaction; the first one brings the real page', async ({
  page,
}) => {
  const requests = scriptRequests(page);
  await page.goto(LANDING);
  await expect(page.locator('#root .es-page')).toBeVisible();
  // Fetched ahead once loaded and idle: the start-up and the page's own chunk, none run.
  await expect.poll(() => fetchedAhead(requests).length).toBeGreaterThanOrEqual(3);
  expect(fetchedAhead(requests).map((r) => r.url())).toContainEqual(
    expect.stringMatching(/\/core-[\w-]+\.js$/),
  );
  expect(fetchedAhead(requests).map((r) => r.url())).toContainEqual(
    expect.stringMatching(/\/LandingPage-[\w-]+\.js$/),
  );
  await page.waitForTimeout(1_500);
  expect(ran(requests)).toEqual([]);
  await expect(page.locator('#root .es-page')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.shownPath)).toBeUndefined();
  // The whole page is there without the app: below the first screen down to the footer.
  await expect(page.locator('#root #features h2')).toBeVisible();
  await expect(page.locator('#root #roles h2')).toBeVisible();
  await expect(page.locator('#root footer')).toContainText(/[۰-۹]{4}/);
  await expect(page.locator('#root .es-mock-date')).toHaveText(/[۰-۹]+ \S+ [۰-۹]{4}/);

  // A keyboard visitor's first Tab starts the app; focus stays on the link it reached.
  await page.keyboard.press('Tab');
  await expect(page.locator('html')).toHaveAttribute('data-shown-path', LANDING);
  await expect(page.getByTestId('landing-login-hero')).toBeVisible();
  await expect(page.locator('#root .es-page')).toHaveCount(0);
  expect(ran(requests).map((r) => r.url())).toContainEqual(expect.stringMatching(/\/core-[\w-]+\.js$/));
  expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/');
  // The app's own sections, the news among them (the demo network has published news).
  await expect(page.getByTestId('landing-news')).toBeVisible();
});

test('`/` shows a signed-out visitor the landing page from its HTML; the app then starts on its address', async ({
  page,
}) => {
  const requests = scriptRequests(page);
  await page.goto('/');
  await expect(page.locator('#root .es-landing h1')).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(ran(requests)).toEqual([]);
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-shown-path', LANDING);
  await expect(page).toHaveURL(new RegExp(`${LANDING}$`));
  await expect(page.getByTestId('landing-login-hero')).toBeVisible();
  await expect(page.locator('#root .es-page')).toHaveCount(0);
});

test("the landing page's scroll brings the app without moving the page under the reader", async ({
  page,
}) => {
  // Both in the system font: the web font's later swap re-wraps the text either way.
  await page.route(/\.woff2?$/, (route) => route.abort());
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(LANDING);
  await expect(page.locator('#root .es-page')).toBeVisible();
  const place = () =>
    page.evaluate(() => {
      const heading = document.querySelector('#roles h2')!;
      return { top: heading.getBoundingClientRect().top + window.scrollY, scrollY: window.scrollY };
    });
  const shell = await place();
  await page.evaluate((top) => window.scrollTo(0, top - 100), shell.top);
  await expect(page.getByTestId('landing-login-hero')).toBeAttached();
  await expect(page.locator('#root .es-page')).toHaveCount(0);
  const app = await place();
  expect(Math.abs(app.top - shell.top)).toBeLessThanOrEqual(1);
  expect(app.scrollY).toBe(Math.round(shell.top - 100));
});

test("a click on the landing page's language or theme switcher before the app opens the page's menu", async ({
  page,
  browser,
  baseURL,
}) => {
  // The click that starts the app is not lost: the page's switcher answers it once in.
  await page.goto(LANDING);
  await expect(page.locator('#root .es-page')).toBeVisible();
  await page.locator('.es-bar-top button[aria-label="زبان"]').click();
  await expect(page.getByTestId('lang-en')).toBeVisible();
  await expect(page.locator('#root .es-page')).toHaveCount(0);
  await page.getByTestId('lang-en').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const other = await browser.newContext({ locale: 'fa-IR', baseURL, serviceWorkers: 'block' });
  const themed = await other.newPage();
  await themed.goto(LANDING);
  await expect(themed.locator('#root .es-page')).toBeVisible();
  await themed.locator('.es-bar-top button[aria-label="پوسته"]').click();
  await expect(themed.getByTestId('theme-dark')).toBeVisible();
  await themed.getByTestId('theme-dark').click();
  // The spec's dark background.
  await expect
    .poll(() => themed.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe('rgb(37, 41, 60)');
  await other.close();
});

test("the landing page's links work before the app, as plain links", async ({ page, browser, baseURL }) => {
  // No script at all: a click is an ordinary navigation, to the login page's own first screen.
  const still = await browser.newContext({ javaScriptEnabled: false, locale: 'fa-IR', baseURL });
  const stillPage = await still.newPage();
  await stillPage.goto(LANDING);
  await stillPage.locator('.es-hero a[href="/login"]').click();
  await expect(stillPage).toHaveURL(/\/login$/);
  await expect(stillPage.locator('#root .es-login h1')).toBeVisible();
  await still.close();

  // With scripts on, the press that follows the link only starts the app of a page being left.
  const requests = scriptRequests(page);
  await page.goto(LANDING);
  await expect(page.locator('#root .es-page')).toBeVisible();
  expect(ran(requests)).toEqual([]);
  await page.locator('.es-bar-top a[href="/login"]').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-submit')).toBeVisible();

  // A section's link scrolls to the section, which stays in view when the app takes over.
  await page.goto(LANDING);
  await page.locator('.es-nav a[href="#roles"]').click();
  await expect(page).toHaveURL(/#roles$/);
  await expect(page.getByTestId('landing-login-hero')).toBeAttached();
  await expect(page.locator('#root .es-page')).toHaveCount(0);
  await expect(page.locator('#roles h2')).toBeInViewport();
});

test('a visitor whose landing page would not look like the shell (English) gets the app at once', async ({
  page,
}) => {
  await page.goto(LANDING);
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  const requests = scriptRequests(page);
  await page.goto(LANDING);
  await expect(page.locator('html')).toHaveAttribute('data-shown-path', LANDING);
  expect(ran(requests).length).toBeGreaterThan(0);
});
