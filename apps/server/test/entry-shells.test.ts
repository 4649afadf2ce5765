/**
 * The landing and login pages get the copy of index.html the web build wrote with their first
 * screen in #root (apps/web src/build/entry-shells); every other page still gets index.html, and a
 * build without those copies serves index.html for them too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryShellPaths } from '../src/http/web-app';
import { createTestContext, type TestContext } from './helpers/test-app';
import { makeWebDist } from './helpers/web-dist';

const LOGIN = '<!doctype html><div id="root"><h1>login shell</h1></div>';
const LANDING = '<!doctype html><div id="root"><h1>landing shell</h1></div>';
const ROOT = '<!doctype html><div id="root"><h1>landing shell at /</h1></div>';

let ctx: TestContext;
let bare: TestContext;
let webDist: ReturnType<typeof makeWebDist>;
let bareDist: ReturnType<typeof makeWebDist>;

beforeAll(async () => {
  webDist = makeWebDist({ 'app-1234.js': 'console.log(1)' });
  mkdirSync(path.join(webDist.dir, 'entry-shells', 'front-pages'), { recursive: true });
  writeFileSync(path.join(webDist.dir, 'entry-shells', 'login.html'), LOGIN);
  writeFileSync(path.join(webDist.dir, 'entry-shells', 'front-pages', 'landing-page.html'), LANDING);
  writeFileSync(path.join(webDist.dir, 'entry-shells', 'index.html'), ROOT);
  ctx = await createTestContext({ webDist: webDist.dir });
  bareDist = makeWebDist({ 'app-1234.js': 'console.log(1)' });
  bare = await createTestContext({ webDist: bareDist.dir });
});
afterAll(async () => {
  await Promise.all([ctx.close(), bare.close()]);
  webDist.remove();
  bareDist.remove();
});

const get = (app: TestContext, url: string) => app.app.inject({ method: 'GET', url });

describe('first screens of the landing and login pages', () => {
  it('sends the page its copy with the first screen, whatever the query or a trailing slash', async () => {
    for (const url of ['/login', '/login/', '/login?to=%2Fmanager%2Fstudents']) {
      const response = await get(ctx, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(LOGIN);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await get(ctx, '/front-pages/landing-page')).body).toBe(LANDING);
    // `/`, where a signed-out visitor lands: its copy is entry-shells/index.html.
    for (const url of ['/', '/?utm=x']) expect((await get(ctx, url)).body, url).toBe(ROOT);
  });

  it('sends index.html to every other page, and to these two when the build wrote no copy', async () => {
    for (const url of ['/index', '/dashboard', '/front-pages', '/entry-shells/login', '/login/extra'])
      expect((await get(ctx, url)).body, url).toBe('<!doctype html><title>app</title>');
    expect((await get(bare, '/login')).body).toBe('<!doctype html><title>app</title>');
    expect((await get(bare, '/front-pages/landing-page')).body).toBe('<!doctype html><title>app</title>');
  });

  it('knows the copies by page path, and none without the folder', () => {
    expect([...entryShellPaths(webDist.dir)].sort()).toEqual(['/', '/front-pages/landing-page', '/login']);
    expect(entryShellPaths(bareDist.dir).size).toBe(0);
  });
});
