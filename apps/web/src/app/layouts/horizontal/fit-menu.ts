/**
 * How many of the menu bar's entries fit its width, the rest going under a "more" button: all of
 * them when they fit as they are, else as many from the start as leave room for that button.
 */
export function fittingCount(
  widths: readonly number[],
  available: number,
  moreWidth: number,
  gap: number,
): number {
  const total = widths.reduce((sum, width, i) => sum + width + (i > 0 ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
