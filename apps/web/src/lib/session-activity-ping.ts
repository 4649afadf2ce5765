/**
 * Activity reports: while a signed-in user is on a non-public page and was active in the last
 * minute, tell the server at most once a minute. The server counts one active minute per report
 * (teacher time on site) and starts the session's 8 hours again, answering with the new end, which
 * is stored (spec section 4: activity resets the session timer). Opening or reloading the app counts
 * as activity, which is why the 30-minute warning can tell the user to reload the page. No
 * activity, no report: an open but idle tab adds nothing and its session runs out.
 */
import { api } from './api';
import { saveSessionEnd } from './auth-store';
import { trackActivity } from './session-scheduler';

export const ACTIVITY_PING_INTERVAL_MS = 60_000;
/** How often a quiet tab re-checks whether a ping is due (activity itself checks at once). */
export const ACTIVITY_PING_CHECK_MS = 15_000;

/** A ping is due when the user was active within the last minute and the last ping is a minute old. */
export function isPingDue(nowMs: number, lastActivityMs: number, lastPingMs: number): boolean {
  return (
    nowMs - lastActivityMs < ACTIVITY_PING_INTERVAL_MS && nowMs - lastPingMs >= ACTIVITY_PING_INTERVAL_MS
  );
}

export interface PingAnswer {
  data?: { sessionExpiresAt?: unknown };
}

export interface ActivityPingDeps {
  ping?: () => Promise<PingAnswer | undefined>;
  now?: () => number;
  target?: EventTarget;
}

export const sendActivityPing = () => api.request<PingAnswer>('POST', '/activity/ping');

export interface ActivityPings {
  stop(): void;
  /** Settles when the start's report has been answered (or has failed). */
  started: Promise<void>;
}

/** Starts listening and pinging (the start itself is the first activity). */
export function startActivityPings(deps: ActivityPingDeps = {}): ActivityPings {
  const now = deps.now ?? (() => Date.now());
  const ping = deps.ping ?? sendActivityPing;
  let lastActivity = now();
  let lastPing = -Infinity;
  let stopped = false;

  const maybePing = (): Promise<void> => {
    if (stopped || !isPingDue(now(), lastActivity, lastPing)) return Promise.resolve();
    // Counted as sent even if it fails: a failing server is not retried more than once a minute.
    lastPing = now();
    return ping()
      .then((answer) => {
        const end = answer?.data?.sessionExpiresAt;
        if (!stopped && typeof end === 'number') saveSessionEnd(end);
      })
      .catch(() => undefined);
  };
  const stopTracking = trackActivity(deps.target ?? window, () => {
    lastActivity = now();
    void maybePing();
  });
  const timer = setInterval(() => void maybePing(), ACTIVITY_PING_CHECK_MS);
  return {
    started: maybePing(),
    stop() {
      stopped = true;
      clearInterval(timer);
      stopTracking();
    },
  };
}
