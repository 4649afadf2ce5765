/** Puts `token` where the cursor was in `text` (or at the end), replacing a selection; says where the cursor goes after it. */
export function insertText(
  text: string,
  token: string,
  selection: { start: number; end: number } | null,
): { text: string; cursor: number } {
  const start = selection ? Math.min(selection.start, text.length) : text.length;
  const end = selection ? Math.min(Math.max(selection.end, start), text.length) : text.length;
  return { text: text.slice(0, start) + token + text.slice(end), cursor: start + token.length };
}
