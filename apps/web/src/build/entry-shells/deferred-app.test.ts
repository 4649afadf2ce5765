import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
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

/**
 * The events the script listens for, delivered to its own listeners only: the worker's window is
 * shared with other test files, whose modules listen for load, scroll, touches and keys too (a
 * session's activity tracking among them).
 */
let windowListeners: MockInstance<typeof window.addEventListener>;
let documentListeners: MockInstance<typeof document.addEventListener>;
const listenerOf = (spy: MockInstance<never>, type: string) => {
  const call = (spy.mock.calls as unknown as [string, () => void, unknown][]).findLast(
    ([name]) => name === type,
  );
  return call && { listener: call[1], options: call[2] };
};
const fire = (spy: MockInstance<never>, type: string) => listenerOf(spy, type)!.listener();
const loaded = () => fire(windowListeners as never, 'load');
const parsed = () => fire(documentListeners as never, 'DOMContentLoaded');
/** The visitor acts: the script's listener of `type` on the window, as the browser would call it. */
const act = (type: string) => fire(windowListeners as never, type);

/** What the script adds to the head (the worker's document is shared with other files: only ours go). */
const added = () => document.head.querySelectorAll('script[type="module"], link[rel="prefetch"]');

describe("the landing page's deferred start of the app", () => {
  let page: HTMLElement;
  beforeEach(() => {
    windowListeners = vi.spyOn(window, 'addEventListener');
    documentListeners = vi.spyOn(document, 'addEventListener');
    added().forEach((element) => element.remove());
    page = document.createElement('div');
    page.className = 'es-page';
    page.innerHTML = '<span class="es-mock-date"></span><span class="es-year"></span>';
    document.body.append(page);
  });
  afterEach(() => {
    // Each run's listeners leave with its start.
    if (listenerOf(windowListeners as never, 'pointerdown')) act('pointerdown');
    document.documentElement.removeAttribute('data-no-shell');
    added().forEach((element) => element.remove());
    page.remove();
    vi.restoreAllMocks();
  });

  it('runs no app script at load, and fetches the app ahead only once loaded and idle, without running it', async () => {
    run();
    expect(moduleScripts()).toEqual([]);
    await idle();
    expect(prefetched()).toEqual([]);
    loaded();
    await idle();
    expect(moduleScripts()).toEqual([]);
    expect(prefetched()).toEqual(APP.prefetch);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="prefetch"]')!;
    expect([link.as, link.crossOrigin]).toEqual(['script', 'anonymous']);
  });

  it.each(START_EVENTS)('starts the app on the first %s (caught on its way down), once', (type) => {
    const removed = vi.spyOn(window, 'removeEventListener');
    run();
    expect(listenerOf(windowListeners as never, type)!.options).toEqual({ capture: true, passive: true });
    act(type);
    expect(moduleScripts()).toEqual(APP.scripts);
    const script = document.head.querySelector<HTMLScriptElement>('script[type="module"]')!;
    expect(script.crossOrigin).toBe('anonymous');
    expect(removed.mock.calls.map(([name]) => name).sort()).toEqual([...START_EVENTS].sort());
    act('keydown');
    act('scroll');
    expect(moduleScripts()).toEqual(APP.scripts);
  });

  it('fetches nothing ahead once the app has started', async () => {
    run();
    act('wheel');
    loaded();
    await idle();
    expect(prefetched()).toEqual([]);
  });

  it('starts the app at once when the head script hid the shell (a session, English, a theme)', () => {
    document.documentElement.setAttribute('data-no-shell', '');
    run();
    expect(moduleScripts()).toEqual(APP.scripts);
  });

  it('marks the switcher a click lands on, the last one only, for the page to answer once it is in', () => {
    page.insertAdjacentHTML(
      'beforeend',
      '<button type="button" data-shell-control aria-label="زبان"><svg><path></path></svg></button>' +
        '<button type="button" data-shell-control aria-label="پوسته"></button><a href="#features">x</a>',
    );
    run();
    const click = listenerOf(documentListeners as never, 'click')!;
    expect(click.options).toBe(true);
    const [language, theme] = page.querySelectorAll('button');
    const marked = () =>
      [...page.querySelectorAll('[data-shell-clicked]')].map((element) => element.getAttribute('aria-label'));
    // On the icon inside the button, as a pointer mostly lands.
    (click.listener as (event: Partial<Event>) => void)({ target: language!.querySelector('path')! });
    expect(marked()).toEqual(['زبان']);
    (click.listener as (event: Partial<Event>) => void)({ target: theme! });
    expect(marked()).toEqual(['پوسته']);
    (click.listener as (event: Partial<Event>) => void)({ target: page.querySelector('a')! });
    expect(marked()).toEqual(['پوسته']);
    document.removeEventListener('click', click.listener, true);
  });

  it("writes today's Jalali date and year as the page does", () => {
    run();
    parsed();
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
