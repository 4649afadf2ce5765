import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { shouldShowScrollTop } from '../lib/scroll';

// Most visits never scroll that far; the button's code is fetched the first time it is needed.
const ScrollToTopFab = lazy(() => import('./ScrollToTopFab'));

function subscribeScroll(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

const isPastThreshold = () => shouldShowScrollTop(window.scrollY);

/** Floating button once the page is scrolled past 200 px; scrolls smoothly back to the top. */
export function ScrollToTopButton() {
  const visible = useSyncExternalStore(subscribeScroll, isPastThreshold, () => false);
  const [needed, setNeeded] = useState(false);
  if (visible && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopFab visible={visible} />
    </Suspense>
  );
}
