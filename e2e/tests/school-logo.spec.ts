/**
 * The school's logo on its report cards: the system manager uploads a logo on the second demo
 * school's form (school B, which no other test prints), generates that school's cards and prints
 * them; every card carries the logo, fetched once for the whole print.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, signIn, test } from '../fixtures';

async function call<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** A 300 × 200 picture: a blue field with a white disc, the kind of logo a school sends. */
function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200">
    <rect width="300" height="200" fill="#1565c0"/><circle cx="150" cy="100" r="70" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test('a school’s logo, uploaded on its form, heads each of its printed report cards', async ({
  page,
  shot,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin');
  const context = await call<{ schools: { id: number; name: string }[]; currentAcademicYearId: number }>(
    page,
    'GET',
    '/context',
  );
  const school = context.schools[1]!;

  await page.goto(`/manager/schools/detail/${school.id}`);
  await page.getByTestId('field-logo-file').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await logoPng(),
  });
  await expect(page.getByTestId('field-logo-preview').locator('img')).toBeVisible();
  await shot('school-form-logo');
  await page.getByTestId('entity-save').click();
  await expect(page).toHaveURL(/\/manager\/schools\/list/);

  // Work in school B and generate its first classroom's cards for the first term.
  await call(page, 'PUT', '/context', { schoolId: school.id, academicYearId: context.currentAcademicYearId });
  const options = await call<{ terms: { id: number }[]; classrooms: { id: number }[] }>(
    page,
    'GET',
    '/report-cards/options',
  );
  const term = options.terms[0]!.id;
  const classroomId = options.classrooms[0]!.id;
  await call(page, 'POST', '/report-cards/generate', { termId: term, classroomId });

  let logoRequests = 0;
  page.on('request', (request) => {
    if (/\/api\/files\/\d+$/.test(request.url())) logoRequests += 1;
  });
  await page.goto(`/manager/report-card/print?term=${term}&classroomId=${classroomId}`);
  const sheets = page.getByTestId('report-card-sheet');
  await expect(sheets.first()).toBeVisible({ timeout: 90_000 });
  const count = await sheets.count();
  expect(count).toBeGreaterThan(0);
  await expect(sheets.first()).toContainText(school.name);
  const logos = page.getByTestId('report-card-logo');
  await expect(logos).toHaveCount(count);
  await expect(logos.first()).toHaveJSProperty('tagName', 'IMG');
  await expect
    .poll(() => logos.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  expect(logoRequests).toBe(1);
  await shot('report-card-school-logo');
});
