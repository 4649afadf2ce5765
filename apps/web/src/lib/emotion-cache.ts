/**
 * Emotion caches per direction: right-to-left styles are flipped by stylis-plugin-rtl, so MUI
 * components written for left-to-right lay out correctly in Persian.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { DECLARATION, RULESET, prefixer, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from './i18n';
import { rememberStyles, restoreStyles } from './remembered-styles';

const caches: Partial<Record<Direction, EmotionCache>> = {};

/**
 * What CSSJanus may change in a declaration (its default options): a superset of its patterns —
 * left/right, direction, resize cursors, radii, shadows, translations, background positions, and
 * four-value margins, paddings, border widths, styles and colours.
 */
const MAY_FLIP =
  /left|right|direction|resize|radius|shadow|translate|background|(?:margin|padding|border-width|border-style|-color)\s*:\s*\S+\s+\S+\s+\S+\s+\S+/i;

/**
 * The RTL plugin serialises every rule, runs CSSJanus' dozens of expressions over it and parses the
 * result again: most of the styling time of a page. A rule of plain declarations none of which it
 * could change is left as it is; everything else (comments such as @noflip, keyframes, media
 * queries) goes through the plugin.
 */
export const rtlWhereNeeded: Middleware = (element, index, children, callback) => {
  if (
    element.type === RULESET &&
    Array.isArray(element.children) &&
    element.children.every(
      // `return` holds what the prefixer added (vendor-prefixed copies).
      (child) => child.type === DECLARATION && !MAY_FLIP.test(child.value + child.return),
    )
  ) {
    return undefined;
  }
  return rtlPlugin(element, index, children, callback);
};

/** The build this code came from: its chunk's hashed address (remembered styles are per build). */
const BUILD = import.meta.url;

export function emotionCacheFor(direction: Direction): EmotionCache {
  if (caches[direction]) return caches[direction];
  const key = direction === 'rtl' ? 'muirtl' : 'mui';
  // Only a production build's address changes with its code; in development styles are computed.
  const remember = import.meta.env.PROD;
  const restored = remember ? restoreStyles(key, BUILD) : [];
  const cache =
    direction === 'rtl'
      ? createCache({ key, stylisPlugins: [prefixer, rtlWhereNeeded] })
      : createCache({ key, stylisPlugins: [prefixer] });
  if (remember) rememberStyles(cache, BUILD, restored);
  caches[direction] = cache;
  return cache;
}
