/**
 * How many rows each entity list showed on its last visit on this device. While a list's first page
 * loads, the grid reserves room for that many rows (a full page on a first visit), so the pager and
 * the footer below do not jump when the rows arrive: a students list fills its page, a list of four
 * majors does not.
 */
import { prefixedKey } from '../../lib/storage-keys';

const KEY = prefixedKey('listRows');

function readAll(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The row count last shown for the list, or `fallback` when it has none (or a broken one). */
export function rememberedRowCount(entity: string, fallback: number): number {
  const count = readAll()[entity];
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : fallback;
}

export function rememberRowCount(entity: string, count: number): void {
  const all = readAll();
  if (all[entity] === count) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...all, [entity]: count }));
  } catch {
    // Storage full or refused: the hint is a nicety.
  }
}
