/**
 * Timing of the installable-app work that must not compete with the page being opened: the app
 * worker's install downloads every file of the app, and the install dialog would cover the page.
 */

/** How long no file or request may finish before the page counts as settled. */
export const QUIET_MS = 2000;

/** Calls `task` when the main thread has a moment free (at the latest after `timeout` ms). */
export function onIdle(task: () => void, timeout = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

/**
 * Calls `task` once the page has settled: the document has loaded, no file or request has finished
 * for `quietMs` (the page's code and data are in) and the main thread is idle. Returns the clean-up.
 */
export function whenPageSettled(task: () => void, quietMs = QUIET_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;
  let observer: PerformanceObserver | undefined;
  let stopped = false;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    cancelIdle?.();
    observer?.disconnect();
    window.removeEventListener('load', start);
  };
  // Every file or request that finishes starts the quiet period again.
  const restartQuietPeriod = () => {
    clearTimeout(timer);
    cancelIdle?.();
    timer = setTimeout(() => {
      cancelIdle = onIdle(() => {
        if (stopped) return;
        stop();
        task();
      });
    }, quietMs);
  };
  function start() {
    if (stopped) return;
    if (
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes?.includes('resource')
    ) {
      observer = new PerformanceObserver(restartQuietPeriod);
      observer.observe({ type: 'resource' });
    }
    restartQuietPeriod();
  }

  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start);
  return stop;
}
