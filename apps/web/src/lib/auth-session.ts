/**
 * Session operations that combine the API client and the auth store: token refresh (one at a time,
 * also across tabs), the once-per-app-start session check, and logout.
 */
import { useSyncExternalStore } from 'react';
import { api, type ApiClient, ApiError } from './api';
import {
  clearAccessToken,
  clearSession,
  getAuth,
  isLoggedIn,
  saveProfile,
  saveTokenResponse,
} from './auth-store';
import { reportServerReachable } from './connectivity';
import { isSessionOver } from './session-timers';
import { isTokenExpired, nowInSeconds, parseToken } from './token';

/**
 * What a refresh came to: new tokens, a refusal (the session is over or the refresh token spent), or
 * no usable answer (no network, the server down or busy), which a later try may fix.
 */
export type RefreshOutcome = 'ok' | 'refused' | 'unavailable';

/** No answer, or an answer that says "try later" rather than "no". */
export function isTransientFailure(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429)
  );
}

let refreshInFlight: Promise<RefreshOutcome> | null = null;

/** Runs fn under a Web Lock when the browser has them, so two tabs never spend one refresh token. */
async function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('school-auth-refresh', fn) : fn();
}

/**
 * Exchanges the refresh token for new tokens. A failure is returned and logged; nothing is shown to
 * the user (spec section 8).
 */
export function refreshSession(client: ApiClient = api): Promise<RefreshOutcome> {
  refreshInFlight ??= (async (): Promise<RefreshOutcome> => {
    const tokenBefore = getAuth().refreshToken;
    try {
      return await withRefreshLock(async (): Promise<RefreshOutcome> => {
        // Another tab may have refreshed while we waited for the lock; its tokens are ours too.
        if (getAuth().refreshToken !== tokenBefore && getAuth().accessToken) return 'ok';
        saveTokenResponse(await client.refresh());
        reportServerReachable(true);
        return 'ok';
      });
    } catch (error) {
      console.error('[session] token refresh failed:', error);
      if (error instanceof ApiError && error.status === 0) reportServerReachable(false);
      return isTransientFailure(error) ? 'unavailable' : 'refused';
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/** refreshSession as a yes or no. */
export async function refreshTokens(client: ApiClient = api): Promise<boolean> {
  return (await refreshSession(client)) === 'ok';
}

export type SessionCheckStatus = 'idle' | 'pending' | 'ok' | 'failed';

let checkStatus: SessionCheckStatus = 'idle';
let checkInFlight: Promise<SessionCheckStatus> | null = null;
const checkListeners = new Set<() => void>();

function setCheckStatus(status: SessionCheckStatus): void {
  checkStatus = status;
  for (const listener of checkListeners) listener();
}

export const getSessionCheckStatus = (): SessionCheckStatus => checkStatus;

export function useSessionCheckStatus(): SessionCheckStatus {
  return useSyncExternalStore(
    (listener) => {
      checkListeners.add(listener);
      return () => checkListeners.delete(listener);
    },
    getSessionCheckStatus,
    getSessionCheckStatus,
  );
}

/** A fresh login has just proven the session; no need to ask the server again. */
export function markSessionChecked(): void {
  setCheckStatus('ok');
}

/**
 * Whether the stored token can be sent as it is, before the session check has answered: there is
 * one, it is readable and not expired, and the session's stored end has not passed. (Otherwise the
 * check refreshes it or ends the session first.)
 */
export function storedTokenUsable(now = nowInSeconds()): boolean {
  const { accessToken: token, userData } = getAuth();
  if (!token || !userData) return false;
  const info = parseToken(token);
  return (
    info.kind !== 'invalid' &&
    !isTokenExpired(info, now) &&
    !isSessionOver(userData.sessionExpiresAt ?? null, now)
  );
}

/**
 * Whether the stored session may go on. Without the network (no answer at all) it may, as long as
 * its stored end has not passed: the app then opens from the worker's cache in its offline mode, and
 * the session timers refresh the token once the network is back.
 */
async function checkSession(client: ApiClient): Promise<boolean> {
  const { accessToken: token, userData } = getAuth();
  if (!token) return false;
  const info = parseToken(token);
  if (info.kind === 'invalid') {
    clearAccessToken();
    return false;
  }
  if (isSessionOver(userData?.sessionExpiresAt ?? null, nowInSeconds())) return false;
  if (isTokenExpired(info, nowInSeconds())) {
    const outcome = await refreshSession(client);
    if (outcome === 'unavailable') return true;
    if (outcome === 'refused') return false;
  }
  try {
    saveProfile(await client.me());
    reportServerReachable(true);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) {
      reportServerReachable(false);
      return true;
    }
    if (error instanceof ApiError && error.status === 401) return refreshTokens(client);
    // The server is there but failing: keep the session rather than sign a teacher out over it.
    return isTransientFailure(error);
  }
}

/**
 * The session check of spec section 2: once per app start, only when logged in. On failure the
 * session is cleared so the guard sends the user to /login without a redirect loop.
 */
export function ensureSessionChecked(client: ApiClient = api): Promise<SessionCheckStatus> {
  if (checkStatus !== 'idle' || !isLoggedIn()) return Promise.resolve(checkStatus);
  setCheckStatus('pending');
  checkInFlight = checkSession(client).then((ok) => {
    if (!ok) clearSession();
    setCheckStatus(ok ? 'ok' : 'failed');
    checkInFlight = null;
    return checkStatus;
  });
  return checkInFlight;
}

/** The check's outcome once it has one (at once when no check is running). */
export function sessionCheckSettled(): Promise<SessionCheckStatus> {
  return checkInFlight ?? Promise.resolve(checkStatus);
}

/** Forget the check's outcome: the next signed-in start is checked again (after logout). */
export function resetSessionCheck(): void {
  setCheckStatus('idle');
}

/** Logout of spec section 4: server call only with a token, then clear everything whatever happened. */
export async function logout(client: ApiClient = api): Promise<void> {
  if (getAuth().accessToken) {
    try {
      await client.logout();
    } catch (error) {
      console.warn('[session] logout call failed; clearing the session anyway:', error);
    }
  }
  clearSession();
  resetSessionCheck();
}
