import { describe, expect, it } from 'vitest';
import { loginResponse } from '../test/fixtures';
import { APP_TITLE } from './app-config';
import { clearSession, getAuth, saveSessionEnd, saveTokenResponse } from './auth-store';
import { DRAFT_KEYS, LAYOUT_KEYS, LOGOUT_CLEARED_KEYS, STORAGE_KEYS } from './storage-keys';

describe('storage keys', () => {
  it('prefixes every layout preference with the app title', () => {
    expect(APP_TITLE).toBe('شبکه هوشمند مدارس');
    for (const key of Object.values(LAYOUT_KEYS)) expect(key.startsWith(`${APP_TITLE}-`)).toBe(true);
    expect(LAYOUT_KEYS.theme).toBe(`${APP_TITLE}-theme`);
    expect(LAYOUT_KEYS.appContentLayoutNav).toBe(`${APP_TITLE}-appContentLayoutNav`);
  });

  it('names the session, language and draft keys as the spec does', () => {
    expect(STORAGE_KEYS).toMatchObject({
      accessToken: 'accessToken',
      refreshToken: 'refreshToken',
      userData: 'userData',
      userAbilityRules: 'userAbilityRules',
      rememberedCredentials: 'rememberedCredentials',
      language: 'language',
    });
    expect(DRAFT_KEYS).toEqual(['attendance_draft', 'exam_draft', 'grade_draft']);
  });

  it('has logout clear exactly ability rules, user data, remembered credentials and both tokens', () => {
    expect([...LOGOUT_CLEARED_KEYS].sort()).toEqual(
      ['accessToken', 'refreshToken', 'rememberedCredentials', 'userAbilityRules', 'userData'].sort(),
    );
  });
});

describe('clearing the session', () => {
  function fillStorage() {
    saveTokenResponse(loginResponse());
    localStorage.setItem(STORAGE_KEYS.rememberedCredentials, JSON.stringify({ username: 'admin' }));
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    localStorage.setItem(LAYOUT_KEYS.theme, 'dark');
    localStorage.setItem(STORAGE_KEYS.attendanceDraft, '{}');
  }

  it('logout removes the listed keys and nothing else', () => {
    fillStorage();
    clearSession();
    for (const key of LOGOUT_CLEARED_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(localStorage.getItem(LAYOUT_KEYS.theme)).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.attendanceDraft)).toBe('{}');
  });

  it('an activity report moves only the stored session end', () => {
    fillStorage();
    const before = getAuth().userData!;
    saveSessionEnd(before.sessionExpiresAt + 600);
    expect(getAuth().userData).toEqual({ ...before, sessionExpiresAt: before.sessionExpiresAt + 600 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData)!).sessionExpiresAt).toBe(
      before.sessionExpiresAt + 600,
    );
  });
});
