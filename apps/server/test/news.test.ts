/**
 * News on the engine and in public: the body is sanitised on write, publishing dates an item today,
 * the public endpoints (no sign-in) show only published items whose date has come, newest first,
 * with their cover; a news page's HTML carries its Open Graph tags, escaped. Another school's item
 * is 404, a missing permission 403 and malformed input 400 in Persian.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isoDateIn } from '@school/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../src/db/schema';
import { deleteOrphanFiles } from '../src/modules/files/orphan-files';
import { pngImage } from './helpers/images';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';
import { makeWebDist } from './helpers/web-dist';

let ctx: TestContext;
let manager: string;
let reader: string;
let webDist: ReturnType<typeof makeWebDist>;
let schoolB: number;
type Item = Record<string, unknown> & { id: number; version: number };

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function created(body: object): Promise<Item> {
  const response = await call('POST', '/api/news', manager, body);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: Item }>(response).data;
}

const daysFromToday = (days: number) => isoDateIn(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  webDist = makeWebDist({});
  // The app's real index.html (its head holds the title and description the page replaces).
  writeFileSync(
    path.join(webDist.dir, 'index.html'),
    readFileSync(path.resolve(import.meta.dirname, '../../web/index.html'), 'utf8'),
  );
  ctx = await createTestContext({ webDist: webDist.dir });
  manager = (await login(ctx.app, 'manager')).accessToken;
  await createUserWith(ctx.database.db, 'news-reader', ['news.list'], 0);
  reader = (await login(ctx.app, 'news-reader')).accessToken;
  schoolB = (await schoolIds(ctx.database.db))[1]!;
});
afterAll(async () => {
  await ctx.close();
  webDist.remove();
});

describe('writing news', () => {
  it('sanitises the body and dates an item published without a date today', async () => {
    const item = await created({
      title: 'خبر آزمایشی',
      body: '<p onclick="alert(1)">متن <b>مهم</b></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      published: true,
    });
    expect(item.body).toBe(
      '<p>متن <b>مهم</b></p><a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(item.publishedAt).toBe(isoDateIn(new Date()));
    const draft = await created({ title: 'پیش‌نویس', body: '<p>هنوز نه</p>' });
    expect(draft.published).toBe(false);
    expect(draft.publishedAt).toBeNull();
  });

  it('refuses a body that is nothing but markup, and malformed input, in Persian (400)', async () => {
    for (const body of [
      { title: 'خالی', body: '<script>alert(1)</script>' },
      { body: '<p>بی‌عنوان</p>' },
      { title: 'تاریخ بد', body: '<p>x</p>', publishedAt: '1404-13-40' },
      { title: 'تصویر بد', body: '<p>x</p>', coverImage: 'https://evil.example/x.jpg' },
      { title: 'ناشناخته', body: '<p>x</p>', extra: 1 },
    ]) {
      const response = await call('POST', '/api/news', manager, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json<{ message: string }>(response).message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("needs the permission (403) and does not show another school's item (404)", async () => {
    expect((await call('POST', '/api/news', reader, { title: 'x', body: '<p>x</p>' })).statusCode).toBe(403);
    expect((await call('GET', '/api/news', reader)).statusCode).toBe(200);
    const [other] = await ctx.database.db.select().from(news).where(eq(news.schoolId, schoolB)).limit(1);
    expect((await call('GET', `/api/news/${other!.id}`, manager)).statusCode).toBe(404);
    const patch = await call('PATCH', `/api/news/${other!.id}`, manager, { version: 1, title: 'x' });
    expect(patch.statusCode).toBe(404);
  });
});

describe('public news', () => {
  let published: Item;
  let later: Item;
  let draft: Item;
  beforeAll(async () => {
    published = await created({
      title: 'خبر "منتشر" <script>alert(1)</script>',
      summary: 'خلاصه‌ای برای پیش‌نمایش & پیوند',
      body: '<p>متن کامل خبر</p>',
      published: true,
      publishedAt: daysFromToday(0),
    });
    later = await created({
      title: 'خبر فردا',
      body: '<p>بعداً</p>',
      published: true,
      publishedAt: daysFromToday(2),
    });
    draft = await created({ title: 'خبر پیش‌نویس عمومی', body: '<p>نه</p>', published: false });
  });

  it('lists only published items whose date has come, newest first, without signing in', async () => {
    const response = await call('GET', '/api/public/news?pageSize=24');
    expect(response.statusCode, response.body).toBe(200);
    const { items, total } = json<{ data: { items: Item[]; total: number } }>(response).data;
    const ids = items.map((i) => i.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(draft.id);
    expect(total).toBeGreaterThanOrEqual(items.length);
    const dates = items.map((i) => String(i.publishedAt));
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(
        ['coverUrl', 'id', 'publishedAt', 'schoolName', 'summary', 'title'].sort(),
      );
    }
  });

  it('shows a published item with its sanitised body, and nothing else (404)', async () => {
    const one = json<{ data: Item }>(await call('GET', `/api/public/news/${published.id}`)).data;
    expect(one).toMatchObject({ title: published.title, body: '<p>متن کامل خبر</p>' });
    for (const id of [draft.id, later.id, 99_999_999])
      expect((await call('GET', `/api/public/news/${id}`)).statusCode).toBe(404);
  });

  it('refuses malformed paging and ids in Persian (400)', async () => {
    for (const url of [
      '/api/public/news?pageSize=500',
      '/api/public/news?page=0',
      '/api/public/news?x=1',
      '/api/public/news/abc',
      '/api/public/news/abc/cover',
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(json<{ message: string }>(response).message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('serves the cover of a published item only, and keeps it from the orphan clean-up', async () => {
    const form = new FormData();
    form.append('kind', 'news');
    form.append('file', new Blob([await pngImage(1200, 630)]), 'cover.png');
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/files/images',
      headers: bearer(manager),
      payload: form as unknown as string,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const url = json<{ data: { url: string } }>(upload).data.url;
    const withCover = await created({
      title: 'خبر با تصویر',
      body: '<p>x</p>',
      coverImage: url,
      published: true,
    });
    const hidden = await created({ title: 'پیش‌نویس با تصویر', body: '<p>x</p>', coverImage: url });
    expect(withCover.coverImage).toBe(url);

    const listed = json<{ data: { items: Item[] } }>(await call('GET', '/api/public/news?pageSize=24')).data;
    expect(listed.items.find((i) => i.id === withCover.id)?.coverUrl).toBe(
      `/api/public/news/${withCover.id}/cover`,
    );
    const cover = await call('GET', `/api/public/news/${withCover.id}/cover`);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect(cover.headers['cache-control']).toBe('public, max-age=3600');
    expect((await call('GET', `/api/public/news/${hidden.id}/cover`)).statusCode).toBe(404);
    // The stored file itself stays behind sign-in.
    expect((await call('GET', url)).statusCode).toBe(401);
    await deleteOrphanFiles(ctx.database.db, new Date(Date.now() + 60_000));
    expect((await call('GET', `/api/public/news/${withCover.id}/cover`)).statusCode).toBe(200);
  });

  it("puts a published item's Open Graph tags, escaped, into the page's HTML", async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/news/${published.id}`,
      headers: { host: 'school.example', 'x-forwarded-proto': 'https' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const html = page.body;
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<meta property="og:title" content="خبر &quot;منتشر&quot; &lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(html).toContain(
      '<meta property="og:description" content="خلاصه‌ای برای پیش‌نمایش &amp; پیوند" />',
    );
    expect(html).toContain(`<meta property="og:url" content="http://school.example/news/${published.id}" />`);
    expect(html).toContain('<title>خبر &quot;منتشر&quot; &lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).not.toContain('<script>alert(1)');
    // One description: the page's own replaced the app's.
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');

    for (const id of [draft.id, later.id]) {
      const plain = await ctx.app.inject({ method: 'GET', url: `/news/${id}` });
      expect(plain.statusCode).toBe(200);
      expect(plain.body).not.toContain('og:title');
    }
  });

  it('names the cover in og:image and falls back to the text for the description', async () => {
    const [withCover] = await ctx.database.db.select().from(news).where(eq(news.title, 'خبر با تصویر'));
    const item = await created({
      title: 'بی‌خلاصه',
      body: '<p>آغاز متن خبر</p><p>ادامه</p>',
      published: true,
    });
    const html = (await ctx.app.inject({ method: 'GET', url: `/news/${item.id}` })).body;
    expect(html).toContain('<meta property="og:description" content="آغاز متن خبر ادامه" />');
    expect(html).not.toContain('og:image');
    const withImage = (await ctx.app.inject({ method: 'GET', url: `/news/${withCover!.id}` })).body;
    expect(withImage).toMatch(
      new RegExp(
        `<meta property="og:image" content="http://[^"]+/api/public/news/${withCover!.id}/cover" />`,
      ),
    );
  });
});
