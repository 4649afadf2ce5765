import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './api';
import { ApiError, createApiClient, REFRESH_TOKEN_MISSING } from './api';
import { isOffline, reportServerReachable } from './connectivity';
import { loginResponse } from '../test/fixtures';
import { fakeJwt } from '../test/jwt';
import {
  ensureSessionChecked,
  getSessionCheckStatus,
  logout,
  refreshSession,
  refreshTokens,
  resetSessionCheck,
} from './auth-session';
import { getAuth, saveTokenResponse } from './auth-store';
import { STORAGE_KEYS } from './storage-keys';

/** A client whose calls are the given fakes; everything else fails loudly. */
function fakeClient(overrides: Partial<ApiClient>): ApiClient {
  return { ...createApiClient({ fetch: () => Promise.reject(new Error('unexpected call')) }), ...overrides };
}

beforeEach(() => {
  resetSessionCheck();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('refreshTokens', () => {
  it('stores both new tokens on success', async () => {
    saveTokenResponse(loginResponse({ refreshToken: 'old' }));
    const refresh = vi.fn(async () => loginResponse({ refreshToken: 'new', exp: 2_100_000_000 }));
    expect(await refreshTokens(fakeClient({ refresh }))).toBe(true);
    expect(getAuth().refreshToken).toBe('new');
    expect(getAuth().accessToken).toBe(loginResponse({ exp: 2_100_000_000 }).accessToken);
  });

  it('returns false and logs when the refresh fails, without throwing or clearing', async () => {
    saveTokenResponse(loginResponse());
    const refresh = vi.fn(async () => {
      throw new ApiError('Refresh token not found', 401);
    });
    expect(await refreshTokens(fakeClient({ refresh }))).toBe(false);
    expect(console.error).toHaveBeenCalled();
    expect(getAuth().accessToken).not.toBeNull();
  });

  it('sends one request for concurrent refreshes (rotation would revoke the second)', async () => {
    saveTokenResponse(loginResponse());
    const refresh = vi.fn(async () => loginResponse({ refreshToken: 'new' }));
    const client = fakeClient({ refresh });
    expect(await Promise.all([refreshTokens(client), refreshTokens(client)])).toEqual([true, true]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('logout', () => {
  it('calls the server with a token and clears the session', async () => {
    saveTokenResponse(loginResponse());
    localStorage.setItem(STORAGE_KEYS.rememberedCredentials, '{"username":"admin"}');
    const serverLogout = vi.fn(async () => ({ success: true as const, message: 'ok' }));
    await logout(fakeClient({ logout: serverLogout }));
    expect(serverLogout).toHaveBeenCalledTimes(1);
    expect(getAuth()).toEqual({ accessToken: null, refreshToken: null, userData: null, abilityRules: [] });
    expect(localStorage.getItem(STORAGE_KEYS.rememberedCredentials)).toBeNull();
  });

  it('clears the session even when the server call fails', async () => {
    saveTokenResponse(loginResponse());
    const serverLogout = vi.fn(async () => {
      throw new ApiError('HTTP 500: Internal Server Error', 500);
    });
    await logout(fakeClient({ logout: serverLogout }));
    expect(getAuth().accessToken).toBeNull();
    expect(getAuth().refreshToken).toBeNull();
  });

  it('does not call the server without a token', async () => {
    const serverLogout = vi.fn();
    await logout(fakeClient({ logout: serverLogout }));
    expect(serverLogout).not.toHaveBeenCalled();
  });
});

describe('session check at app start', () => {
  it('passes and refreshes the profile when /auth/me answers', async () => {
    saveTokenResponse(loginResponse());
    const me = vi.fn(async () => ({
      success: true as const,
      data: { ...loginResponse().userData, fullName: 'نام تازه' },
      userAbilityRules: [{ action: 'shode', subject: 'login' }],
    }));
    expect(await ensureSessionChecked(fakeClient({ me }))).toBe('ok');
    expect(getAuth().userData?.fullName).toBe('نام تازه');
  });

  it('runs once per start', async () => {
    saveTokenResponse(loginResponse());
    const me = vi.fn(async () => ({
      success: true as const,
      data: loginResponse().userData,
      userAbilityRules: [],
    }));
    await ensureSessionChecked(fakeClient({ me }));
    await ensureSessionChecked(fakeClient({ me }));
    expect(me).toHaveBeenCalledTimes(1);
  });

  it('fails and clears the session when the server rejects the token and refresh fails', async () => {
    saveTokenResponse(loginResponse());
    const me = vi.fn(async () => {
      throw new ApiError('نشست نامعتبر است.', 401);
    });
    const refresh = vi.fn(async () => {
      throw new ApiError('نامعتبر', 401);
    });
    expect(await ensureSessionChecked(fakeClient({ me, refresh }))).toBe('failed');
    expect(getAuth().userData).toBeNull();
  });

  it('clears an unreadable JWT and counts the check as failed', async () => {
    saveTokenResponse({ ...loginResponse(), accessToken: 'aaa.!!!.ccc' });
    const me = vi.fn();
    expect(await ensureSessionChecked(fakeClient({ me }))).toBe('failed');
    expect(me).not.toHaveBeenCalled();
    expect(getAuth().accessToken).toBeNull();
  });

  it('refreshes an expired token before asking /auth/me', async () => {
    saveTokenResponse({ ...loginResponse(), accessToken: fakeJwt({ exp: 1000 }) });
    const refresh = vi.fn(async () => loginResponse({ refreshToken: 'new' }));
    const me = vi.fn(async () => ({
      success: true as const,
      data: loginResponse().userData,
      userAbilityRules: [],
    }));
    expect(await ensureSessionChecked(fakeClient({ me, refresh }))).toBe('ok');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(me).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the server cannot be reached (offline use)', async () => {
    saveTokenResponse(loginResponse());
    const me = vi.fn(async () => {
      throw new ApiError('offline', 0);
    });
    expect(await ensureSessionChecked(fakeClient({ me }))).toBe('ok');
    expect(getSessionCheckStatus()).toBe('ok');
  });

  it('offline, keeps a stored session whose token expired but whose end has not passed', async () => {
    const now = Math.floor(Date.now() / 1000);
    saveTokenResponse({
      ...loginResponse({ user: { sessionExpiresAt: now + 3 * 3600 } }),
      accessToken: fakeJwt({ exp: now - 600 }),
    });
    const refresh = vi.fn(async () => {
      throw new ApiError('offline', 0);
    });
    const me = vi.fn();
    expect(await ensureSessionChecked(fakeClient({ me, refresh }))).toBe('ok');
    expect(getAuth().accessToken).not.toBeNull();
    expect(getAuth().refreshToken).not.toBeNull();
    expect(me).not.toHaveBeenCalled();
    // The offline banner shows (the browser may still think it is online).
    expect(isOffline()).toBe(true);
    reportServerReachable(true);
  });

  it('fails a stored session whose end has passed, even offline', async () => {
    const now = Math.floor(Date.now() / 1000);
    saveTokenResponse({
      ...loginResponse({ user: { sessionExpiresAt: now - 1 } }),
      accessToken: fakeJwt({ exp: now - 600 }),
    });
    const refresh = vi.fn(async () => {
      throw new ApiError('offline', 0);
    });
    expect(await ensureSessionChecked(fakeClient({ refresh }))).toBe('failed');
    expect(refresh).not.toHaveBeenCalled();
    expect(getAuth().userData).toBeNull();
  });

  it('fails when the server refuses to refresh an expired token', async () => {
    saveTokenResponse({ ...loginResponse(), accessToken: fakeJwt({ exp: 1000 }) });
    const refresh = vi.fn(async () => {
      throw new ApiError('نشست شما پایان یافته است.', 401, 'SESSION_ENDED');
    });
    expect(await ensureSessionChecked(fakeClient({ refresh }))).toBe('failed');
    expect(getAuth().accessToken).toBeNull();
  });
});

describe('refreshSession outcomes', () => {
  it.each([
    [new ApiError('offline', 0), 'unavailable'],
    [new ApiError('HTTP 503: Service Unavailable', 503), 'unavailable'],
    [new ApiError('too many', 429), 'unavailable'],
    [new ApiError('نشست شما پایان یافته است.', 401, 'SESSION_ENDED'), 'refused'],
    [new ApiError(REFRESH_TOKEN_MISSING, 401), 'refused'],
  ])('%s → %s', async (error, outcome) => {
    saveTokenResponse(loginResponse());
    const refresh = vi.fn(async () => {
      throw error;
    });
    expect(await refreshSession(fakeClient({ refresh }))).toBe(outcome);
    reportServerReachable(true);
  });
});
