/**
 * The public pages (/application/{id}, /survey/{id}) get their own small entry, public.html, never
 * the signed-in app's index.html; every other page path still gets the app. A known form or survey
 * has its first screen (heading, frame) written into #root and its public API answer handed over
 * beside it; what the school typed reaches the HTML as text only, never as markup.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatDateJalali, toPersianDigits } from '@school/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicYears, preregisterCampaigns, schools, surveyGroups } from '../src/db/schema';
import { createTestContext, json, type TestContext } from './helpers/test-app';
import { makeWebDist } from './helpers/web-dist';

let ctx: TestContext;
let webDist: ReturnType<typeof makeWebDist>;
let school: { id: number; name: string };
let yearId: number;

const PUBLIC_HTML =
  '<!doctype html><html><head><title>public pages</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  webDist = makeWebDist({ 'public-1234.js': 'console.log(1)' });
  writeFileSync(path.join(webDist.dir, 'public.html'), PUBLIC_HTML);
  ctx = await createTestContext({ webDist: webDist.dir });
  const db = ctx.database.db;
  school = (await db.select({ id: schools.id, name: schools.name }).from(schools).limit(1))[0]!;
  yearId = (await db.select({ id: academicYears.id }).from(academicYears).limit(1))[0]!.id;
});
afterAll(async () => {
  await ctx.close();
  webDist.remove();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Markup an attacker would like to see run on the page. */
const ATTACK = '<img src=x onerror="alert(1)"></h1><script>alert(2)</script>&amp; ۱۴۰۵ $& \u2028';

/** The page's #root and the data handed over, as the browser would read them. */
function readPage(body: string) {
  const root =
    /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(
      body,
    );
  if (!root) return null;
  return { shell: root[1]!, data: JSON.parse(root[2]!) as unknown };
}

/** The markup's text between tags, with the five escapes undone (what the browser shows). */
const shownText = (markup: string) =>
  markup
    .replace(/<[^>]*>/g, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** No element or attribute beyond what the shell itself writes: the attack stayed text. */
function expectNoInjectedMarkup(body: string) {
  expect(body).not.toMatch(/<img|<script>alert|<\/h1><script/i);
  expect(body).not.toMatch(/<[^>]+\sonerror=/i);
  // The only script elements are the page data's.
  expect(body.match(/<script/g)).toHaveLength(1);
}

describe('public pages', () => {
  it('are served from their own entry, not from the app', async () => {
    for (const url of ['/application/999999', '/application/12/', '/survey/999999', '/application/12?x=1']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body, url).toContain('public pages');
    }
    for (const url of ['/login', '/application', '/application/12/extra', '/manager/preregister/list']) {
      const page = await get(url);
      expect(page.body, url).toContain('<title>app</title>');
    }
  });

  it('a missing form or survey gets the entry as it is: the page itself says it is missing', async () => {
    for (const url of ['/application/999999', '/survey/999999', '/survey/99999999999']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(PUBLIC_HTML);
    }
  });

  it("writes a pre-registration form's first screen and its API answer into the HTML, markup as text", async () => {
    const [campaign] = await ctx.database.db
      .insert(preregisterCampaigns)
      .values({
        schoolId: school.id,
        academicYearId: yearId,
        title: `فرم ${ATTACK}`,
        description: `توضیح ${ATTACK}`,
        opensOn: addDays(-1),
        closesOn: addDays(9),
        requiredDocuments: [],
      })
      .returning();
    const page = await get(`/application/${campaign!.id}`);
    expect(page.statusCode).toBe(200);
    const api = json<{ data: Record<string, unknown> }>(
      await get(`/api/public/applications/${campaign!.id}`),
    ).data;
    const written = readPage(page.body);
    expect(written, page.body).not.toBeNull();
    // The handed-over data is the API's answer, exactly, the attack included as a string.
    expect(written!.data).toEqual(api);
    expect(api.title).toBe(`فرم ${ATTACK}`);
    expectNoInjectedMarkup(page.body);

    const text = shownText(written!.shell);
    expect(text).toContain(toPersianDigits(`فرم ${ATTACK}`));
    expect(text).toContain(`توضیح ${ATTACK}`);
    expect(text).toContain(toPersianDigits(school.name));
    expect(text).toContain(formatDateJalali(addDays(9), { digits: 'fa', style: 'long' }));
    expect(written!.shell).toContain('data-testid="campaign-title"');
    // Open: the form's tab is the chosen one.
    expect(written!.shell).toMatch(/aria-selected="true"\s+aria-pressed="true"\s+data-testid="tab-apply"/);
    expect(page.body).toContain(`<title>پیش‌ثبت‌نام — ${toPersianDigits(school.name)}</title>`);
  });

  it('a form outside its window shows the notice and opens on the tracking tab', async () => {
    const [campaign] = await ctx.database.db
      .insert(preregisterCampaigns)
      .values({
        schoolId: school.id,
        academicYearId: yearId,
        title: 'فرم بسته',
        opensOn: addDays(-20),
        closesOn: addDays(-10),
        requiredDocuments: [],
      })
      .returning();
    const { shell } = readPage((await get(`/application/${campaign!.id}`)).body)!;
    expect(shell).toContain('data-testid="campaign-state"');
    expect(shell).toMatch(/aria-selected="true"\s+aria-pressed="true"\s+data-testid="tab-track"/);
    expect(shell).toMatch(/aria-selected="false"\s+aria-pressed="false"\s+data-testid="tab-apply"/);
  });

  it("writes a survey's first screen and its API answer into the HTML, markup as text", async () => {
    const [survey] = await ctx.database.db
      .insert(surveyGroups)
      .values({
        schoolId: school.id,
        academicYearId: yearId,
        title: `نظرسنجی ${ATTACK}`,
        description: `درباره ${ATTACK}`,
        opensOn: addDays(-1),
        closesOn: addDays(9),
        classroomIds: [],
      })
      .returning();
    const page = await get(`/survey/${survey!.id}`);
    const api = json<{ data: Record<string, unknown> }>(await get(`/api/public/surveys/${survey!.id}`)).data;
    const written = readPage(page.body);
    expect(written, page.body).not.toBeNull();
    expect(written!.data).toEqual(api);
    expectNoInjectedMarkup(page.body);
    const text = shownText(written!.shell);
    expect(text).toContain(toPersianDigits(`نظرسنجی ${ATTACK}`));
    expect(text).toContain(toPersianDigits(`درباره ${ATTACK}`));
    expect(text).toContain(school.name);
    // The code card is there, inert until the page's script takes over.
    expect(written!.shell).toContain('data-testid="survey-code-form"');
    expect(written!.shell).toMatch(/^<main [^>]*\binert\b/);
    expect(page.body).toContain(
      `<title>نظرسنجی ${ATTACK.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')} — `,
    );
  });
});
