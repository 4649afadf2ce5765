/**
 * Thin localStorage access that never throws: storage can be disabled (private mode, quota) and the
 * app must still run, just without remembering things.
 */

export function readString(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or disabled: the value lives only for this page load.
  }
}

export function removeKeys(keys: readonly string[]): void {
  for (const key of keys) writeString(key, null);
}

export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const text = readString(key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, value === null || value === undefined ? null : JSON.stringify(value));
}
