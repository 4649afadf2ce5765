/**
 * The landing page is a public marketing page: everything on it is static until the visitor acts,
 * and its copy of index.html (entry-shells.ts) holds the whole page. Running the app's start-up
 * there at load (React, MUI, the router: ~150 KB compressed to parse and run) only blocked the main
 * thread of a phone for over a second while nothing needed it — the page's Total Blocking Time.
 * So that copy has no module script: a line of script in its head
 * - starts the app (the start-up's module scripts, as index.html has them) on the visitor's first
 *   interaction — a pointer or key press, a touch, a focus, a scroll or the wheel — so the page is
 *   the app's by the time a second act needs it (links are plain links and work before it);
 * - fetches the app's files once the page has loaded and the browser is idle, at prefetch's low
 *   priority and without running them, so that start costs no download;
 * - starts the app at once when the head script has hidden the shell (a stored session, English,
 *   a chosen theme: the page would not look like the shell), as index.html does for everyone.
 * A click on one of the shell's switchers (language, theme) lands before the app can answer it: the
 * script marks the button clicked, and the app gives the click to the page's same button once the
 * page has replaced the shell (app/shell-takeover.ts), so the visitor's one click opens its menu.
 * It also writes today's date into the hero's mock-up and the year into the footer, as the page
 * does (Intl's Persian calendar gives lib/date's Jalali forms).
 * Plain JavaScript, silent on any failure: the static page and its links stay usable.
 */

import { SHELL_CLICKED, SHELL_CONTROL } from '../../app/shell-takeover.js';

/** What starts the app: every way a visitor acts on a page (capture: before any handler stops it). */
export const START_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel', 'scroll'] as const;

export interface DeferredApp {
  /** The start-up's module scripts, in index.html's order. */
  scripts: readonly string[];
  /** Files fetched ahead at idle: the start-up's and the page's chunks. */
  prefetch: readonly string[];
}

export function deferredAppScript({ scripts, prefetch }: DeferredApp): string {
  return `(function () {
  try {
    var started = false;
    var events = ${JSON.stringify(START_EVENTS)};
    var add = function (tag, attributes) {
      var element = document.createElement(tag);
      for (var name in attributes) element[name] = attributes[name];
      document.head.appendChild(element);
    };
    var start = function () {
      if (started) return;
      started = true;
      events.forEach(function (type) { window.removeEventListener(type, start, true); });
      ${JSON.stringify(scripts)}.forEach(function (src) {
        add('script', { type: 'module', crossOrigin: 'anonymous', src: src });
      });
    };
    if (document.documentElement.hasAttribute('data-no-shell')) return start();
    events.forEach(function (type) { window.addEventListener(type, start, { capture: true, passive: true }); });
    document.addEventListener('click', function (event) {
      var control = event.target && event.target.closest && event.target.closest(${JSON.stringify(`[${SHELL_CONTROL}]`)});
      if (!control) return;
      var last = document.querySelector(${JSON.stringify(`[${SHELL_CLICKED}]`)});
      if (last) last.removeAttribute(${JSON.stringify(SHELL_CLICKED)});
      control.setAttribute(${JSON.stringify(SHELL_CLICKED)}, '');
    }, true);
    var fetchAhead = function () {
      if (started) return;
      ${JSON.stringify(prefetch)}.forEach(function (href) {
        add('link', { rel: 'prefetch', as: 'script', crossOrigin: 'anonymous', href: href });
      });
    };
    window.addEventListener('load', function () {
      (window.requestIdleCallback || setTimeout)(fetchAhead);
    });
    document.addEventListener('DOMContentLoaded', function () {
      var now = new Date();
      var write = function (selector, options) {
        var element = document.querySelector(selector);
        if (element) element.textContent = new Intl.DateTimeFormat('fa-IR', options).format(now);
      };
      write('.es-mock-date', { day: 'numeric', month: 'long', year: 'numeric' });
      write('.es-year', { year: 'numeric' });
    });
  } catch (error) {}
})();`;
}

const MODULE_SCRIPT = /[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\n?/g;

/**
 * index.html without its start-up module scripts and their preloads, which the script above starts
 * instead (placed last in the head, after the script that may hide the shell).
 */
export function withDeferredApp(indexHtml: string, prefetch: readonly string[]): string {
  const scripts = [...indexHtml.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  if (!scripts.length) throw new Error('entry shell: index.html has no module script to defer');
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const ahead = [...new Set([...scripts, ...preloads, ...prefetch])];
  const html = indexHtml.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  if (!html.includes('</head>')) throw new Error('entry shell: index.html has no </head>');
  return html.replace(
    '</head>',
    () => `<script>${deferredAppScript({ scripts, prefetch: ahead })}</script>\n</head>`,
  );
}
