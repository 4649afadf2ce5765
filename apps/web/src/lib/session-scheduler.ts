/**
 * When the session checks run: first 30 s after start, then every 4 minutes (spec section 9).
 * Uses the global timer functions so tests drive it with fake timers.
 */
import { AUTO_REFRESH_FIRST_CHECK_MS, AUTO_REFRESH_INTERVAL_MS } from '@school/shared';

export interface ScheduleOptions {
  firstDelayMs?: number;
  intervalMs?: number;
}

/** Starts the periodic check; returns the function that stops it. */
export function scheduleSessionChecks(check: () => void, options: ScheduleOptions = {}): () => void {
  const firstDelayMs = options.firstDelayMs ?? AUTO_REFRESH_FIRST_CHECK_MS;
  const intervalMs = options.intervalMs ?? AUTO_REFRESH_INTERVAL_MS;
  let interval: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    check();
    interval = setInterval(check, intervalMs);
  }, firstDelayMs);
  return () => {
    clearTimeout(first);
    if (interval !== undefined) clearInterval(interval);
  };
}

/** The user events that count as activity (spec section 4). */
export const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart'] as const;
/** mousemove and scroll fire dozens of times a second; one timestamp per second is plenty. */
export const ACTIVITY_THROTTLE_MS = 1000;

/** Calls fn at most once per waitMs (leading edge); later calls inside the window are dropped. */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
  now = () => Date.now(),
) {
  let last = -Infinity;
  return (...args: A): void => {
    const t = now();
    if (t - last < waitMs) return;
    last = t;
    fn(...args);
  };
}

/** Listens for user activity on target; returns the stop function. */
export function trackActivity(target: EventTarget, onActivity: () => void): () => void {
  const handler = throttle(onActivity, ACTIVITY_THROTTLE_MS);
  const options: AddEventListenerOptions = { passive: true, capture: true };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, handler, options);
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, handler, options);
  };
}
