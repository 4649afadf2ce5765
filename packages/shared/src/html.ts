/**
 * Text written into HTML by hand (the server's page heads and shells, the web build's entry shells,
 * printed tables): the five characters that could end an element's text or a quoted attribute.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside an element or a quoted attribute (either quote). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
