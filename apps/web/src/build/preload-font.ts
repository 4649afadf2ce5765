/**
 * Build step: a `<link rel="preload">` in the page's HTML for the one font file its first screen is
 * drawn in (Vazirmatn's Arabic-script subset at one weight). Without it the browser learns of the
 * file only after the stylesheet has arrived and the text has been laid out — a round trip later,
 * which on a slow mobile network is the largest paint's last wait.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The emitted file of the bundle whose name matches, as a preload tag (none outside a build). */
export function fontPreloadTag(fileNames: readonly string[], pattern: RegExp): HtmlTagDescriptor {
  const file = fileNames.find((name) => pattern.test(name));
  if (!file) throw new Error(`preload-font: no file of the build matches ${pattern}`);
  return {
    tag: 'link',
    attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
    injectTo: 'head',
  };
}

/** Preloads the font file matching `pattern` (e.g. /vazirmatn-arabic-400-normal-.*\.woff2$/). */
export function preloadFont(pattern: RegExp): Plugin {
  return {
    name: 'preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        context.bundle ? [fontPreloadTag(Object.keys(context.bundle), pattern)] : [],
    },
  };
}
