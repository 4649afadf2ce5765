/**
 * A page's own <head> tags in the app's index.html, for visitors that read the HTML without running
 * the app: a shared link's preview (Open Graph) of a public news item. Every value is escaped here;
 * callers hand over plain text and absolute URLs.
 */
import { escapeHtml } from '@school/shared';

export interface PageHead {
  title: string;
  description: string;
  /** The page's absolute URL. */
  url: string;
  /** An absolute image URL for the preview. */
  image?: string;
  type: 'article' | 'website';
  /** ISO date of an article's publication. */
  publishedTime?: string;
}

/** The head of the page at `path` (no query), or null for a page without its own; `origin` is how the visitor reached us. */
export type PageHeadProvider = (path: string, origin: string) => Promise<PageHead | null>;

const meta = (attribute: 'property' | 'name', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;

/** index.html with the page's title, description, canonical link and Open Graph tags. */
export function renderPageHead(indexHtml: string, head: PageHead): string {
  const tags = [
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:locale', 'fa_IR'),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    ...(head.publishedTime ? [meta('property', 'article:published_time', head.publishedTime)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
  ];
  return (
    indexHtml
      // A function replacement: a `$` in the text is not a replacement pattern.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
      .replace(/<meta name="description"[^>]*>/, () => meta('name', 'description', head.description))
      .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`)
  );
}

/** The scheme and host the visitor used (behind a trusted proxy, what it forwarded). */
export function requestOrigin(request: { protocol: string; host: string }): string {
  return `${request.protocol}://${request.host}`;
}
