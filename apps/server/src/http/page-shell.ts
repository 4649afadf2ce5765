/**
 * A public page's first screen, written by the server into the HTML's #root (apps/web public.html):
 * the heading and the static frame the page will render, so its largest paint waits neither for the
 * script nor for the API. The page's script then replaces it with the same markup (createRoot, in
 * one commit, public-app/main.tsx), reading the API answer handed over beside it instead of asking.
 *
 * Everything from the database goes in through `html`, which escapes every value it is given: a
 * title with markup in it reaches the visitor as text.
 */
import { escapeHtml } from '@school/shared';

export interface PageShell {
  /** The page's <title>. */
  title: string;
  /** The first screen's markup, as `html` builds it. */
  body: SafeHtml;
  /** The public API's answer the page asks for first (JSON), so it need not ask. */
  data: unknown;
}

/** The shell of the page at `path` (no query), or null for a page without one. */
export type PageShellProvider = (path: string) => Promise<PageShell | null>;

/** Markup built by `html`: its values are escaped already. */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type HtmlValue = string | number | SafeHtml | readonly SafeHtml[] | null | undefined | false;

const piece = (value: HtmlValue): string => {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(piece).join('');
  return escapeHtml(String(value));
};

/** A template of markup: every value is escaped unless it is markup `html` built (nothing, for null/false). */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, text, i) => out + text + (i < values.length ? piece(values[i]) : ''), ''),
  );
}

/** The first of several providers that knows the page. */
export function firstPageShell(...providers: PageShellProvider[]): PageShellProvider {
  return async (path) => {
    for (const provider of providers) {
      const shell = await provider(path);
      if (shell) return shell;
    }
    return null;
  };
}

/** JSON inside <script>: nothing in it can close the element or start markup (`<`, `>`, `&`, line separators). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The id of the script element that holds the page's data (apps/web public-app/page-data.ts). */
export const PAGE_DATA_ID = 'page-data';

/** The HTML with the shell in #root, the data beside it and the page's title. */
export function renderPageShell(pageHtml: string, shell: PageShell): string {
  const data = `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(shell.data)}</script>`;
  return (
    pageHtml
      // Function replacements: a `$` in the text is not a replacement pattern.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(shell.title)}</title>`)
      .replace('<div id="root"></div>', () => `<div id="root">${shell.body.text}</div>\n    ${data}`)
  );
}
