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
import { isTokenExpired, nowInSeconds, parseToken } from './token';

let refreshInFlight: Promise<boolean> | null = null;

/** Runs fn under a Web Lock when the browser has them, so two tabs never spend one refresh token. */
async function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('school-auth-refresh', fn) : fn();
}

/**
 * Exchanges the refresh token for new tokens. A failure is returned as false and logged; nothing
 * is shown to the user (spec section 8).
 */
export function refreshTokens(client: ApiClient = api): Promise<boolean> {
  refreshInFlight ??= (async () => {
    const tokenBefore = getAuth().refreshToken;
    try {
      return await withRefreshLock(async () => {
        // Another tab may have refreshed while we waited for the lock; its tokens are ours too.
        if (getAuth().refreshToken !== tokenBefore && getAuth().accessToken) return true;
        saveTokenResponse(await client.refresh());
        return true;
      });
    } catch (error) {
      console.error('[session] token refresh failed:', error);
      return false;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

export type SessionCheckStatus = 'idle' | 'pending' | 'ok' | 'failed';

let checkStatus: SessionCheckStatus = 'idle';
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

async function checkSession(client: ApiClient): Promise<boolean> {
  const token = getAuth().accessToken;
  if (!token) return false;
  const info = parseToken(token);
  if (info.kind === 'invalid') {
    clearAccessToken();
    return false;
  }
  if (isTokenExpired(info, nowInSeconds()) && !(await refreshTokens(client))) return false;
  try {
    saveProfile(await client.me());
    return true;
  } catch (error) {
    // No response at all: the app is meant to work offline, so keep the stored session.
    if (error instanceof ApiError && error.status === 0) return true;
    if (error instanceof ApiError && error.status === 401 && (await refreshTokens(client))) return true;
    return false;
  }
}

/**
 * The session check of spec section 2: once per app start, only when logged in. On failure the
 * session is cleared so the guard sends the user to /login without a redirect loop.
 */
export function ensureSessionChecked(client: ApiClient = api): Promise<SessionCheckStatus> {
  if (checkStatus !== 'idle' || !isLoggedIn()) return Promise.resolve(checkStatus);
  setCheckStatus('pending');
  return checkSession(client).then((ok) => {
    if (!ok) clearSession();
    setCheckStatus(ok ? 'ok' : 'failed');
    return checkStatus;
  });
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
