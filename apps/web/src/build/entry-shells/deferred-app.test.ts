import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deferredAppScript, START_EVENTS, withDeferredApp } from './deferred-app';

const APP = {
  scripts: ['/assets/rolldown-runtime-a.js', '/assets/core-b.js'],
  prefetch: ['/assets/core-b.js', '/assets/LandingPage-c.js'],
};

const moduleScripts = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const prefetched = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));

/** Runs the landing page's head script as the page does. */
const run = () => new Function(deferredAppScript(APP))();
const idle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("the landing page's deferred start of the app", () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML =
      '<div id="root"><div class="es-page"><span class="es-mock-date"></span><span class="es-year"></span></div></div>';
  });
  afterEach(() => {
    // Each run's listeners leave with its start.
    window.dispatchEvent(new Event('pointerdown'));
    document.documentElement.removeAttribute('data-no-shell');
  });

  it('runs no app script at load, and fetches the app ahead only once loaded and idle, without running it', async () => {
    run();
    expect(moduleScripts()).toEqual([]);
    await idle();
    expect(prefetched()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    await idle();
    expect(moduleScripts()).toEqual([]);
    expect(prefetched()).toEqual(APP.prefetch);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="prefetch"]')!;
    expect([link.as, link.crossOrigin]).toEqual(['script', 'anonymous']);
  });

  it.each(START_EVENTS)('starts the app on the first %s, once', (type) => {
    run();
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(moduleScripts()).toEqual(APP.scripts);
    const script = document.head.querySelector<HTMLScriptElement>('script[type="module"]')!;
    expect(script.crossOrigin).toBe('anonymous');
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('scroll'));
    expect(moduleScripts()).toEqual(APP.scripts);
  });

  it('fetches nothing ahead once the app has started', async () => {
    run();
    window.dispatchEvent(new Event('wheel'));
    window.dispatchEvent(new Event('load'));
    await idle();
    expect(prefetched()).toEqual([]);
  });

  it('starts the app at once when the head script hid the shell (a session, English, a theme)', () => {
    document.documentElement.setAttribute('data-no-shell', '');
    run();
    expect(moduleScripts()).toEqual(APP.scripts);
  });

  it("writes today's Jalali date and year as the page does", () => {
    run();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    const format = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('fa-IR', options).format(new Date());
    expect(document.querySelector('.es-mock-date')!.textContent).toBe(
      format({ day: 'numeric', month: 'long', year: 'numeric' }),
    );
    expect(document.querySelector('.es-year')!.textContent).toMatch(/^[۰-۹]{4}$/);
  });
});

describe("the landing page's copy of index.html", () => {
  const index = `<html><head>
    <script type="module" crossorigin src="/assets/rolldown-runtime-a.js"></script>
    <script type="module" crossorigin src="/assets/core-b.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-d.js">
    <script>var early = 1;</script>
  </head><body><div id="root"></div></body></html>`;

  it('loses its module scripts and preloads to the script that starts them, last in the head', () => {
    const html = withDeferredApp(index, ['/assets/LandingPage-c.js']);
    expect(html).not.toMatch(/<script type="module"|modulepreload/);
    expect(html).toContain('<script>var early = 1;</script>');
    const script = /<script>(\(function[\s\S]*?)<\/script>\n<\/head>/.exec(html)?.[1];
    expect(script).toBe(
      deferredAppScript({
        scripts: APP.scripts,
        prefetch: [...APP.scripts, '/assets/vendor-d.js', '/assets/LandingPage-c.js'],
      }),
    );
  });

  it('fails the build when index.html has no module script to defer', () => {
    expect(() => withDeferredApp('<head></head>', [])).toThrow(/no module script/);
  });
});
