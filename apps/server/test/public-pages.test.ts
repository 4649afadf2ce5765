/**
 * The public pages (/application/{id}, /survey/{id}) get their own small entry, public.html, never
 * the signed-in app's index.html; every other page path still gets the app.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app';
import { makeWebDist } from './helpers/web-dist';

let ctx: TestContext;
let webDist: ReturnType<typeof makeWebDist>;

beforeAll(async () => {
  webDist = makeWebDist({ 'public-1234.js': 'console.log(1)' });
  writeFileSync(path.join(webDist.dir, 'public.html'), '<!doctype html><title>public pages</title>');
  ctx = await createTestContext({ webDist: webDist.dir });
});
afterAll(async () => {
  await ctx.close();
  webDist.remove();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('public pages', () => {
  it('are served from their own entry, not from the app', async () => {
    for (const url of ['/application/12', '/application/12/', '/survey/3', '/application/12?x=1']) {
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
});
