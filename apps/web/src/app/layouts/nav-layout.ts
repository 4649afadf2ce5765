/**
 * Which navigation the default layout shows. Under the overlay breakpoint (976 px) the nav is
 * forced vertical (a drawer); the stored choice is untouched, so it comes back when the window widens.
 */
import { OVERLAY_NAV_BREAKPOINT, type ContentLayoutNav } from '../../lib/app-config';

export function isOverlayNavWidth(viewportWidth: number): boolean {
  return viewportWidth < OVERLAY_NAV_BREAKPOINT;
}

export function effectiveContentLayoutNav(
  preference: ContentLayoutNav,
  viewportWidth: number,
): ContentLayoutNav {
  return isOverlayNavWidth(viewportWidth) ? 'vertical' : preference;
}

/** Media query matching the overlay widths, for useMediaQuery. */
export const OVERLAY_NAV_MEDIA_QUERY = `(max-width: ${OVERLAY_NAV_BREAKPOINT - 0.02}px)`;
