/**
 * Access-token rules of product spec section 5. A token of three dot-separated parts is a JWT whose
 * `exp` claim is read; anything else is a simple session token that is never checked for expiry.
 */

export type TokenInfo =
  | { kind: 'simple' }
  /** exp in unix seconds; null when the JWT carries no numeric exp (no expiry to check). */
  | { kind: 'jwt'; exp: number | null }
  /** Looks like a JWT but the payload can't be read: the caller clears it and the session fails. */
  | { kind: 'invalid' };

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function parseToken(token: string): TokenInfo {
  const parts = token.split('.');
  if (parts.length !== 3) return { kind: 'simple' };
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1] ?? ''));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return { kind: 'invalid' };
    const exp = (payload as Record<string, unknown>).exp;
    return { kind: 'jwt', exp: typeof exp === 'number' && Number.isFinite(exp) ? exp : null };
  } catch {
    return { kind: 'invalid' };
  }
}

/** Seconds until the token expires; null when it has no expiry (simple token, JWT without exp). */
export function tokenSecondsLeft(info: TokenInfo, nowSeconds: number): number | null {
  if (info.kind !== 'jwt' || info.exp === null) return null;
  return info.exp - nowSeconds;
}

export function isTokenExpired(info: TokenInfo, nowSeconds: number): boolean {
  const left = tokenSecondsLeft(info, nowSeconds);
  return left !== null && left <= 0;
}

export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);
