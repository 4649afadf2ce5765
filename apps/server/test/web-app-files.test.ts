import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app';
import { makeWebDist } from './helpers/web-dist';

let ctx: TestContext;
let webDist: ReturnType<typeof makeWebDist>;
const script = 'export const title = "شبکه هوشمند مدارس";\n'.repeat(100);
// What the web build writes beside a script (apps/web/src/build/precompress.ts).
const brotliFile = zlib.brotliCompressSync(script, {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
});
const gzipFile = zlib.gzipSync(script, { level: 9 });

beforeAll(async () => {
  webDist = makeWebDist({
    'app-1234.js': script,
    'app-1234.js.br': brotliFile,
    'app-1234.js.gz': gzipFile,
    'other-5678.js': script,
  });
  ctx = await createTestContext({ webDist: webDist.dir });
});
afterAll(async () => {
  await ctx.close();
  webDist.remove();
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe("the app's files", () => {
  it('sends the Brotli or gzip copy the build wrote, as it is, with the asset headers', async () => {
    const br = await get('/assets/app-1234.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliFile)).toBe(true);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await get('/assets/app-1234.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipFile)).toBe(true);

    const plain = await get('/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses a file without a copy on the fly, and never sends a copy that is not there', async () => {
    const other = await get('/assets/other-5678.js', 'br');
    expect(other.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(other.rawPayload).toString()).toBe(script);
    expect((await get('/assets/missing-1.js', 'br')).statusCode).toBe(404);
    // The copies are files of the build, not pages: asking for one by name is allowed, not an error.
    expect((await get('/assets/app-1234.js.br')).statusCode).toBe(200);
  });
});
