/**
 * Page loads are limited per address (a public page's HTML reads the database for anyone on the
 * internet): past PAGE_LOADS_PER_MINUTE a page gets 429 with the Persian message, while the app's
 * files are never counted nor refused.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '../src/http/errors';
import { PAGE_LOADS_PER_MINUTE } from '../src/http/web-app';
import { createTestContext, json, type TestContext } from './helpers/test-app';
import { makeWebDist } from './helpers/web-dist';

let ctx: TestContext;
let webDist: ReturnType<typeof makeWebDist>;

beforeAll(async () => {
  webDist = makeWebDist({ 'app-1234.js': 'console.log(1)' });
  writeFileSync(path.join(webDist.dir, 'public.html'), '<!doctype html><div id="root"></div>');
  ctx = await createTestContext({ webDist: webDist.dir });
});
afterAll(async () => {
  await ctx.close();
  webDist.remove();
});

const get = (url: string, address = '203.0.113.7') =>
  ctx.app.inject({ method: 'GET', url, remoteAddress: address });

it('refuses page loads past the limit with 429 in Persian, never the files, and counts per address', async () => {
  // A survey that does not exist still reads the database to find that out.
  const pages = ['/survey/999999', '/application/999999', '/students', '/'];
  for (let i = 0; i < PAGE_LOADS_PER_MINUTE; i++) {
    const response = await get(pages[i % pages.length]!);
    expect(response.statusCode, `load ${i + 1}`).toBe(200);
  }
  const refused = await get('/survey/999999');
  expect(refused.statusCode).toBe(429);
  expect(json<{ message: string }>(refused).message).toBe(MESSAGES.throttled);
  expect((await get('/students')).statusCode).toBe(429);

  const file = await get('/assets/app-1234.js');
  expect(file.statusCode).toBe(200);
  expect(file.body).toBe('console.log(1)');
  expect((await get('/survey/999999', '203.0.113.8')).statusCode).toBe(200);
});
