/**
 * A measurement of the window (its scroll position, its inner width) as a store for
 * `useSyncExternalStore`, read when the window's events say it changed rather than on every
 * snapshot. Blink lays the page out to answer `window.scrollY` (and `innerWidth` under a mobile
 * viewport), and React asks for a store's snapshot again right after a commit, when the DOM has
 * just changed: reading there forced a layout of the whole new page inside the commit (60 ms of
 * the students list's first render, before the browser's own layout of the same page).
 */
export interface WindowMeasure<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
}

export interface WindowMeasureOptions<T> {
  /** Reads the measurement (touches layout). */
  read: () => T;
  /** Window events after which it may have changed. */
  events: readonly string[];
  /**
   * The value before the first read. Without it the first snapshot reads (for a value the first
   * render needs, such as the layout's width); with it the first read waits for the frame after
   * the first subscription, when the page has been laid out anyway.
   */
  initial?: T;
}

export function windowMeasure<T>({ read, events, initial }: WindowMeasureOptions<T>): WindowMeasure<T> {
  const listeners = new Set<() => void>();
  let known = initial !== undefined;
  let value = initial as T;
  let frame = 0;

  const refresh = () => {
    frame = 0;
    const next = read();
    const changed = !known || !Object.is(next, value);
    value = next;
    known = true;
    if (changed) listeners.forEach((listener) => listener());
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        for (const event of events) window.addEventListener(event, refresh, { passive: true });
        // What changed while nobody listened (or since the initial value), read at the next frame.
        frame = requestAnimationFrame(refresh);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size) return;
        for (const event of events) window.removeEventListener(event, refresh);
        cancelAnimationFrame(frame);
        frame = 0;
        // Unwatched, the value goes stale: one the first render needs is read afresh next time.
        if (initial === undefined) known = false;
      };
    },
    getSnapshot() {
      if (!known) {
        value = read();
        known = true;
      }
      return value;
    },
  };
}
