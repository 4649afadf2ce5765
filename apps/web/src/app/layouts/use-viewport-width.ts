import { useSyncExternalStore } from 'react';
import { windowMeasure } from '../../lib/window-measure';

// Read once for the first render, then on resize only (window-measure.ts: never inside a commit).
const viewportWidth = windowMeasure({ read: () => window.innerWidth, events: ['resize'] });

/** The window's inner width, updated on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(viewportWidth.subscribe, viewportWidth.getSnapshot, viewportWidth.getSnapshot);
}
