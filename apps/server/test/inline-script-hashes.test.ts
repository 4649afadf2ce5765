import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes, registerSecurityHeaders } from '../src/http/security-headers';
import { makeWebDist } from './helpers/web-dist';

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe("the pages' inline scripts and the CSP", () => {
  let remove = () => undefined as void;
  afterEach(() => remove());

  it("allow exactly the inline scripts of index.html and public.html, and none of a script's src", async () => {
    const web = makeWebDist({});
    remove = web.remove;
    const start = "(function () { fetch('/api/auth/me'); })();";
    writeFileSync(
      path.join(web.dir, 'index.html'),
      `<!doctype html><head><script type="module" src="/assets/core.js"></script><script>${start}</script></head>`,
    );
    writeFileSync(path.join(web.dir, 'public.html'), '<!doctype html><script>var x = 1;</script>');
    const hashes = inlineScriptHashes(web.dir);
    expect(hashes).toEqual([sha256(start), sha256('var x = 1;')]);

    const app = Fastify();
    registerSecurityHeaders(app, hashes);
    app.get('/', async () => 'ok');
    const policy = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const scriptSrc = /script-src [^;]*/.exec(policy)?.[0];
    expect(scriptSrc).toBe(`script-src 'self' ${sha256(start)} ${sha256('var x = 1;')}`);
    await app.close();
  });

  it("allow the first screens' own inline scripts too (the landing page's deferred start), each once", () => {
    const web = makeWebDist({});
    remove = web.remove;
    const shared = 'var shared = 1;';
    const deferred = "window.addEventListener('pointerdown', start);";
    writeFileSync(path.join(web.dir, 'index.html'), `<script>${shared}</script>`);
    mkdirSync(path.join(web.dir, 'entry-shells', 'front-pages'), { recursive: true });
    writeFileSync(
      path.join(web.dir, 'entry-shells', 'front-pages', 'landing-page.html'),
      `<script>${shared}</script><script>${deferred}</script>`,
    );
    writeFileSync(path.join(web.dir, 'entry-shells', 'login.html'), `<script>${shared}</script>`);
    expect(inlineScriptHashes(web.dir)).toEqual([sha256(shared), sha256(deferred)]);
  });

  it('allow none when the pages have no inline script (or there is no web build)', () => {
    const web = makeWebDist({});
    remove = web.remove;
    expect(inlineScriptHashes(web.dir)).toEqual([]);
    expect(inlineScriptHashes(path.join(web.dir, 'missing'))).toEqual([]);
  });
});
