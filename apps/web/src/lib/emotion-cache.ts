/**
 * Emotion caches per direction: right-to-left styles are flipped by stylis-plugin-rtl, so MUI
 * components written for left-to-right lay out correctly in Persian.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from './i18n';

const caches: Partial<Record<Direction, EmotionCache>> = {};

export function emotionCacheFor(direction: Direction): EmotionCache {
  caches[direction] ??=
    direction === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui', stylisPlugins: [prefixer] });
  return caches[direction];
}
