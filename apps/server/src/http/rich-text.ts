/**
 * Rich text written by users (news, announcements) is sanitised on the server on every write, so
 * what is stored is safe to put into any page as HTML: an allow-list of formatting tags, links only
 * to http(s), mailto and tel (opened in a new tab without the opener), and nothing that runs — no
 * script or style, no event handler, no javascript: or data: URL, no inline style, class or id.
 * Anything else is dropped; the text inside a dropped tag stays (except a script's or style's).
 */
import sanitizeHtml from 'sanitize-html';

const DIR = { name: 'dir', multiple: false, values: ['rtl', 'ltr'] };

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'hr',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    // Right-to-left text may hold a left-to-right paragraph (a code, an English name).
    p: [DIR],
    li: [DIR],
    span: [DIR],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** The stored form of a rich text: only the allowed formatting survives. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  amp: '&',
};

/**
 * The text of a rich text without any markup (a link preview's description), whitespace collapsed,
 * cut to `maxLength` characters with an ellipsis.
 */
export function richTextPlain(html: string, maxLength = 300): string {
  const text = sanitizeHtml(html.replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    // Back to characters: the caller escapes for wherever the text goes.
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (_m, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length > maxLength ? `${chars.slice(0, maxLength - 1).join('')}…` : text;
}
