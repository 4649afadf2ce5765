/**
 * Remember me keeps ONLY the username (never the password) under rememberedCredentials, so the
 * login form can prefill it next time.
 */
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { readJson, writeJson } from '../../lib/storage';

export interface RememberedCredentials {
  username: string;
}

export interface LoginFormValues {
  username: string;
  password: string;
  remember_me: boolean;
}

/** What to store after a successful login: the username when remember me is on, else nothing. */
export function rememberedCredentialsFor(form: LoginFormValues): RememberedCredentials | null {
  return form.remember_me ? { username: form.username } : null;
}

function isRemembered(value: unknown): value is RememberedCredentials {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { username?: unknown }).username === 'string'
  );
}

export function saveRememberedCredentials(form: LoginFormValues): void {
  writeJson(STORAGE_KEYS.rememberedCredentials, rememberedCredentialsFor(form));
}

export function loadRememberedUsername(): string | null {
  return readJson(STORAGE_KEYS.rememberedCredentials, isRemembered)?.username ?? null;
}
