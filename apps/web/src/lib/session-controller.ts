/**
 * Runs the session lifecycle while the user is on a non-public page (spec sections 4 and 9):
 * - the session timer: the 30-minute warning and the end, set from the stored session end and set
 *   again whenever that end moves (activity reports move it; other tabs' changes arrive too);
 * - the periodic check (first after 30 s, then every 4 minutes, and at once when the network comes
 *   back): refresh the token when it has under 300 s left, whether or not the user was active;
 * - the activity reports that start the session's 8 hours again.
 * React only starts and stops it and supplies what to show (toasts, navigation).
 */
import { subscribeAuth, getAuth, clearAccessToken } from './auth-store';
import { refreshSession, type RefreshOutcome } from './auth-session';
import { startActivityPings, type ActivityPingDeps } from './session-activity-ping';
import { decideSessionCheck, SESSION_WARNING_SECONDS } from './session-timers';
import { scheduleSessionChecks } from './session-scheduler';
import { isTokenExpired, nowInSeconds, parseToken } from './token';

export interface SessionLifecycleDeps {
  /** 'Session ends in 30 minutes' toast. */
  onWarn: () => void;
  /** Session over: toast, clear, redirect. */
  onExpire: () => void;
  refresh?: () => Promise<RefreshOutcome>;
  /** The activity report (POST /activity/ping); tests pass their own. */
  ping?: ActivityPingDeps['ping'];
  activityTarget?: EventTarget;
}

/** Sessions already warned about, by their end time, so the warning shows once per session end. */
const warnedSessions = new Set<number>();

export function resetSessionWarnings(): void {
  warnedSessions.clear();
}

const sessionEnd = (): number | null => getAuth().userData?.sessionExpiresAt ?? null;

export function startSessionLifecycle(deps: SessionLifecycleDeps): () => void {
  const refresh = deps.refresh ?? (() => refreshSession());
  let stopped = false;
  let expired = false;
  let running = false;
  let warnTimer: ReturnType<typeof setTimeout> | undefined;
  let endTimer: ReturnType<typeof setTimeout> | undefined;
  let armedFor: number | null | undefined;

  const expire = () => {
    if (stopped || expired) return;
    expired = true;
    deps.onExpire();
  };

  const warn = (end: number) => {
    if (stopped || warnedSessions.has(end)) return;
    warnedSessions.add(end);
    deps.onWarn();
  };

  /** The session timer: the warning 30 minutes before the stored end, and the end itself. */
  const arm = () => {
    const end = sessionEnd();
    if (stopped || end === armedFor) return;
    armedFor = end;
    clearTimeout(warnTimer);
    clearTimeout(endTimer);
    if (end === null) return;
    const left = end - nowInSeconds();
    warnTimer = setTimeout(() => warn(end), Math.max(0, left - SESSION_WARNING_SECONDS) * 1000);
    endTimer = setTimeout(expire, Math.max(0, left) * 1000);
  };

  async function check(): Promise<void> {
    if (running || stopped || expired) return;
    running = true;
    try {
      const { accessToken } = getAuth();
      const end = sessionEnd();
      const decision = decideSessionCheck({
        nowSeconds: nowInSeconds(),
        token: accessToken ? parseToken(accessToken) : null,
        sessionExpiresAt: end,
        warningShown: end !== null && warnedSessions.has(end),
      });
      if (decision.warn && end !== null) warn(end);
      if (decision.clearToken) clearAccessToken();
      if (decision.expire) return expire();
      if (!decision.refresh) return;
      const outcome = await refresh();
      const token = getAuth().accessToken;
      // Refused with a token already expired: the session is over (spec: an expired token is
      // cleared). Without an answer (offline) it stays; the next check or the network's return
      // tries again.
      if (outcome === 'refused' && (!token || isTokenExpired(parseToken(token), nowInSeconds()))) expire();
    } finally {
      running = false;
    }
  }

  const pings = startActivityPings({ ping: deps.ping, target: deps.activityTarget });
  // The start's report may already move the end (a reload extends the session): the timer is set
  // once it has answered, so a reload in the last half hour does not flash the warning.
  void pings.started.then(arm);
  const stopWatchingEnd = subscribeAuth(() => {
    if (armedFor !== undefined) arm();
  });
  const stopChecks = scheduleSessionChecks(() => void check());
  const onOnline = () => void check();
  window.addEventListener('online', onOnline);
  return () => {
    stopped = true;
    clearTimeout(warnTimer);
    clearTimeout(endTimer);
    stopChecks();
    stopWatchingEnd();
    pings.stop();
    window.removeEventListener('online', onOnline);
  };
}
