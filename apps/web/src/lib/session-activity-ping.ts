/**
 * Activity pings (teacher time on site): while a signed-in user is on a non-public page and was
 * active in the last minute, tell the server at most once a minute; the server counts one active
 * minute per ping. No activity, no ping: an open but idle tab adds nothing.
 */
import { api } from './api';
import { trackActivity } from './session-scheduler';

export const ACTIVITY_PING_INTERVAL_MS = 60_000;
/** How often a quiet tab re-checks whether a ping is due (activity itself checks at once). */
export const ACTIVITY_PING_CHECK_MS = 15_000;

/** A ping is due when the user was active within the last minute and the last ping is a minute old. */
export function isPingDue(nowMs: number, lastActivityMs: number, lastPingMs: number): boolean {
  return (
    nowMs - lastActivityMs <= ACTIVITY_PING_INTERVAL_MS && nowMs - lastPingMs >= ACTIVITY_PING_INTERVAL_MS
  );
}

export interface ActivityPingDeps {
  ping?: () => Promise<unknown>;
  now?: () => number;
  target?: EventTarget;
}

export const sendActivityPing = () => api.request('POST', '/activity/ping');

/** Starts listening and pinging; returns the stop function. */
export function startActivityPings(deps: ActivityPingDeps = {}): () => void {
  const now = deps.now ?? (() => Date.now());
  const ping = deps.ping ?? sendActivityPing;
  let lastActivity = -Infinity;
  let lastPing = -Infinity;
  let stopped = false;

  const maybePing = () => {
    if (stopped || !isPingDue(now(), lastActivity, lastPing)) return;
    // Counted as sent even if it fails: a failing server is not retried more than once a minute.
    lastPing = now();
    ping().catch(() => undefined);
  };
  const stopTracking = trackActivity(deps.target ?? window, () => {
    lastActivity = now();
    maybePing();
  });
  const timer = setInterval(maybePing, ACTIVITY_PING_CHECK_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
    stopTracking();
  };
}
