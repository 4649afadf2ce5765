import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  ctx = await createTestContext({ rateLimitMax: 3, webDist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('rate limit', () => {
  it("limits the API but not the app's files, which a worker fetches all at once", async () => {
    for (let i = 0; i < 8; i++) {
      const file = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(file.statusCode).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });
});
