import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('health and routing', () => {
  it('GET /api/health answers the spec shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, status: 200, statusText: 'OK' });
  });

  it('every response carries the security headers: the app page, the API, a refusal', async () => {
    const responses = [
      await ctx.app.inject({ method: 'GET', url: '/manager/students/list' }),
      await ctx.app.inject({ method: 'GET', url: '/api/health' }),
      await ctx.app.inject({ method: 'GET', url: '/api/students' }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 401]);
    for (const { headers } of responses) {
      const policy = String(headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    }
  });

  it('unknown /api paths get a JSON 404 in the error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(json(response)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(json(response).message).toMatch(/[\u0600-\u06FF]/);
    const post = await ctx.app.inject({ method: 'POST', url: '/api/nothing/here', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('unknown page paths return index.html (history fallback)', async () => {
    for (const url of ['/dashboard', '/manager/students/list', '/pages/misc/not-found/x', '/']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('dir="rtl"');
    }
  });

  it('a missing file is a 404, not the app page; a malformed escape is not a 500', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/missing-123.js' })).statusCode).toBe(404);
    const malformed = await ctx.app.inject({ method: 'GET', url: '/%E0%A4%A.js' });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toMatchObject({ success: false });
  });

  it('compresses text responses for clients that accept it', async () => {
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('publishes the OpenAPI document under /api/docs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = json<{ openapi: string; paths: Record<string, unknown> }>(response);
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/login', '/api/auth/me']),
    );
  });
});

describe('every route declares its permission', () => {
  it('has a permission on every registered route', () => {
    const undeclared = ctx.app.routeManifest.filter((r) => !r.permission);
    expect(undeclared).toEqual([]);
    expect(ctx.app.routeManifest.length).toBeGreaterThan(8);
  });

  it('refuses every non-public route without a token (401, error shape)', async () => {
    const guarded = ctx.app.routeManifest.filter((r) => r.permission !== 'public' && r.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(json(response)).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });
});
