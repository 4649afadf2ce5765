/**
 * The signed-in user's session as kept in the browser: tokens, user data and ability rules.
 * A tiny external store (not React state) so the API client, the session timers and components all
 * read the same values; other tabs' changes arrive through the `storage` event.
 */
import { useSyncExternalStore } from 'react';
import type { AbilityRule, LoginResponse, MeResponse, RefreshResponse, UserData } from '@school/shared';
import { LOGOUT_CLEARED_KEYS, STORAGE_KEYS } from './storage-keys';
import { readJson, readString, removeKeys, writeJson, writeString } from './storage';

export interface AuthSnapshot {
  accessToken: string | null;
  refreshToken: string | null;
  userData: UserData | null;
  abilityRules: AbilityRule[];
}

function isUserData(value: unknown): value is UserData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.username === 'string' && typeof v.fullName === 'string';
}

function isRuleList(value: unknown): value is AbilityRule[] {
  return Array.isArray(value) && value.every((r) => typeof r === 'object' && r !== null && 'action' in r);
}

function readSnapshot(): AuthSnapshot {
  return {
    accessToken: readString(STORAGE_KEYS.accessToken),
    refreshToken: readString(STORAGE_KEYS.refreshToken),
    userData: readJson(STORAGE_KEYS.userData, isUserData),
    abilityRules: readJson(STORAGE_KEYS.userAbilityRules, isRuleList) ?? [],
  };
}

let snapshot: AuthSnapshot = readSnapshot();
const listeners = new Set<() => void>();

function emit(): void {
  snapshot = readSnapshot();
  for (const listener of listeners) listener();
}

const AUTH_KEYS = new Set<string>(LOGOUT_CLEARED_KEYS);
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    // key null means another tab cleared the whole storage.
    if (event.key === null || AUTH_KEYS.has(event.key)) emit();
  });
}

export function getAuth(): AuthSnapshot {
  return snapshot;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuth(): AuthSnapshot {
  return useSyncExternalStore(subscribeAuth, getAuth, getAuth);
}

/** Logged in means both user data and an access token are stored (spec section 2). */
export function isLoggedIn(auth: AuthSnapshot = snapshot): boolean {
  return auth.userData !== null && auth.accessToken !== null;
}

/** After login or refresh: the server rotates both tokens, so both are replaced. */
export function saveTokenResponse(response: LoginResponse | RefreshResponse): void {
  writeString(STORAGE_KEYS.accessToken, response.accessToken);
  writeString(STORAGE_KEYS.refreshToken, response.refreshToken);
  writeJson(STORAGE_KEYS.userData, response.userData);
  writeJson(STORAGE_KEYS.userAbilityRules, response.userAbilityRules);
  emit();
}

export function saveProfile(response: MeResponse): void {
  writeJson(STORAGE_KEYS.userData, response.data);
  writeJson(STORAGE_KEYS.userAbilityRules, response.userAbilityRules);
  emit();
}

export function clearAccessToken(): void {
  writeString(STORAGE_KEYS.accessToken, null);
  emit();
}

/**
 * Removes exactly the list of spec section 4: ability rules, user data, remembered credentials and
 * both tokens. Logout and the session's expiry both clear it all.
 */
export function clearSession(): void {
  removeKeys(LOGOUT_CLEARED_KEYS);
  emit();
}

/** The session's new end the server answered an activity report with (unix seconds). */
export function saveSessionEnd(sessionExpiresAt: number): void {
  const { userData } = snapshot;
  if (!userData || userData.sessionExpiresAt === sessionExpiresAt) return;
  writeJson(STORAGE_KEYS.userData, { ...userData, sessionExpiresAt });
  emit();
}
