/**
 * Runs the session lifecycle while the user is on a non-public page: activity tracking plus the
 * periodic check. React only starts and stops it and supplies what to show (toasts, navigation).
 */
import { getAuth, clearAccessToken } from './auth-store';
import { refreshTokens } from './auth-session';
import { decideSessionCheck } from './session-timers';
import { scheduleSessionChecks, trackActivity } from './session-scheduler';
import { isTokenExpired, nowInSeconds, parseToken } from './token';

export interface SessionLifecycleDeps {
  /** 'Session ends in 30 minutes' toast. */
  onWarn: () => void;
  /** Session over: toast, clear, redirect. */
  onExpire: () => void;
  refresh?: () => Promise<boolean>;
  now?: () => number;
  activityTarget?: EventTarget;
}

/** Sessions already warned about, by their end time, so the warning shows once per session. */
const warnedSessions = new Set<number>();

export function resetSessionWarnings(): void {
  warnedSessions.clear();
}

export function startSessionLifecycle(deps: SessionLifecycleDeps): () => void {
  const now = deps.now ?? nowInSeconds;
  const refresh = deps.refresh ?? (() => refreshTokens());
  let lastActivity = -Infinity;
  let lastRefresh = now();
  let stopped = false;
  let running = false;

  const stopTracking = trackActivity(deps.activityTarget ?? window, () => {
    lastActivity = now();
  });

  const expire = () => {
    if (!stopped) deps.onExpire();
  };

  async function check(): Promise<void> {
    if (running || stopped) return;
    running = true;
    try {
      const { accessToken, userData } = getAuth();
      const sessionExpiresAt = userData?.sessionExpiresAt ?? null;
      const decision = decideSessionCheck({
        nowSeconds: now(),
        token: accessToken ? parseToken(accessToken) : null,
        sessionExpiresAt,
        activeSinceLastRefresh: lastActivity >= lastRefresh,
        warningShown: sessionExpiresAt !== null && warnedSessions.has(sessionExpiresAt),
      });
      if (decision.warn && sessionExpiresAt !== null) {
        warnedSessions.add(sessionExpiresAt);
        deps.onWarn();
      }
      if (decision.clearToken) clearAccessToken();
      if (decision.expire) return expire();
      if (decision.refresh) {
        const ok = await refresh();
        if (ok) lastRefresh = now();
        const token = getAuth().accessToken;
        const expired = !token || isTokenExpired(parseToken(token), now());
        if (!ok && decision.expireIfRefreshFails && expired) expire();
      }
    } finally {
      running = false;
    }
  }

  const stopChecks = scheduleSessionChecks(() => void check());
  return () => {
    stopped = true;
    stopChecks();
    stopTracking();
  };
}
