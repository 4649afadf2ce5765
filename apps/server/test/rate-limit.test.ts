import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app';
import { makeWebDist } from './helpers/web-dist';

let ctx: TestContext;
let webDist: ReturnType<typeof makeWebDist>;

beforeAll(async () => {
  webDist = makeWebDist({ 'app-1234.js': 'console.log(1)' });
  ctx = await createTestContext({ rateLimitMax: 3, webDist: webDist.dir });
});
afterAll(async () => {
  await ctx.close();
  webDist.remove();
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
