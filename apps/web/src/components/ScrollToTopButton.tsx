import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { shouldShowScrollTop } from '../lib/scroll';
import { windowMeasure } from '../lib/window-measure';

// Most visits never scroll that far; the button's code is fetched the first time it is needed.
const ScrollToTopFab = lazy(() => import('./ScrollToTopFab'));

// A page opens at the top: the position is read on scrolling and at the frame after the button
// mounts, never while React commits the page (window-measure.ts).
const pastThreshold = windowMeasure({
  read: () => shouldShowScrollTop(window.scrollY),
  events: ['scroll'],
  initial: false,
});

/** Floating button once the page is scrolled past 200 px; scrolls smoothly back to the top. */
export function ScrollToTopButton() {
  const visible = useSyncExternalStore(pastThreshold.subscribe, pastThreshold.getSnapshot, () => false);
  const [needed, setNeeded] = useState(false);
  if (visible && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopFab visible={visible} />
    </Suspense>
  );
}
