/** Scroll arithmetic for navigation and the scroll-to-top button (spec section 2). */
import { HASH_SCROLL_OFFSET, SCROLL_TOP_THRESHOLD } from './app-config';

/** Document position that puts an element HASH_SCROLL_OFFSET px below the top (under the navbar). */
export function hashScrollTop(
  elementViewportTop: number,
  scrollY: number,
  offset = HASH_SCROLL_OFFSET,
): number {
  return Math.max(0, elementViewportTop + scrollY - offset);
}

export function shouldShowScrollTop(scrollY: number): boolean {
  return scrollY > SCROLL_TOP_THRESHOLD;
}
