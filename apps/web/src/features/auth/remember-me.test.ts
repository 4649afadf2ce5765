import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../../lib/api';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { loginResponse } from '../../test/fixtures';
import { performLogin } from './perform-login';
import { loadRememberedUsername, rememberedCredentialsFor, saveRememberedCredentials } from './remember-me';

const PASSWORD = 'Madreseh@1404';

function allStoredText(): string {
  return Object.keys(localStorage)
    .map((key) => `${key}=${localStorage.getItem(key)}`)
    .join('\n');
}

describe('remember me', () => {
  it('keeps only the username, never the password', () => {
    expect(rememberedCredentialsFor({ username: 'admin', password: PASSWORD, remember_me: true })).toEqual({
      username: 'admin',
    });
    saveRememberedCredentials({ username: 'admin', password: PASSWORD, remember_me: true });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.rememberedCredentials) ?? 'null')).toEqual({
      username: 'admin',
    });
    expect(allStoredText()).not.toContain(PASSWORD);
    expect(loadRememberedUsername()).toBe('admin');
  });

  it('forgets the username when remember me is off', () => {
    saveRememberedCredentials({ username: 'admin', password: PASSWORD, remember_me: true });
    saveRememberedCredentials({ username: 'admin', password: PASSWORD, remember_me: false });
    expect(localStorage.getItem(STORAGE_KEYS.rememberedCredentials)).toBeNull();
    expect(loadRememberedUsername()).toBeNull();
  });

  it('ignores a malformed stored value', () => {
    localStorage.setItem(STORAGE_KEYS.rememberedCredentials, '{"password":"x"}');
    expect(loadRememberedUsername()).toBeNull();
  });

  it('a full login stores tokens and user data but never the password', async () => {
    const login = vi.fn(async () => loginResponse());
    const client: ApiClient = { ...createApiClient({ fetch: () => Promise.reject(new Error('no')) }), login };
    await performLogin({ username: ' admin ', password: PASSWORD, remember_me: true }, client);
    expect(login).toHaveBeenCalledWith({ username: 'admin', password: PASSWORD, remember_me: true });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(loginResponse().accessToken);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(loadRememberedUsername()).toBe('admin');
    expect(allStoredText()).not.toContain(PASSWORD);
  });
});
