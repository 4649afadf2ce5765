/**
 * Rich text on the web: what the server stored is sanitised HTML (the server sanitises every rich
 * text it is sent), shown as HTML and read as plain text where markup has no place (a list cell,
 * an Excel cell, the change history).
 */

/** A value with no markup (typed before the rich editor existed): its lines become paragraphs. */
export function plainTextToHtml(text: string): string {
  // Its own three replacements, not the shared escapeHtml: the landing page's news use this file, and
  // importing @school/shared here would make that signed-out page load the signed-in chunk (the build
  // refuses it: chunk-plan.ts).
  const escape = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\n{2,}/)
    .map((block) => `<p>${block.split('\n').map(escape).join('<br>')}</p>`)
    .join('');
}

/** Whether a stored value is markup (the editor's HTML) rather than plain text. */
export const isMarkup = (value: string) => /<\/?[a-z][^>]*>/i.test(value);

/**
 * The text of a rich text without markup, whitespace collapsed. The document DOMParser makes is
 * inert: nothing in it runs or loads.
 */
export function richTextToPlain(html: string): string {
  if (!isMarkup(html)) return html.replace(/\s+/g, ' ').trim();
  const spaced = html.replace(/<(br|\/p|\/li|\/h\d|\/blockquote)\s*\/?>/gi, ' $&');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Link addresses the server keeps (others it drops): web pages, e-mail and phone numbers. */
export const isAllowedLink = (href: string) =>
  /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s-]*)$/i.test(href.trim());
