/** Access tokens (HS256 JWT, 30 minutes) and opaque refresh tokens (random, stored hashed). */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_MINUTES } from '@school/shared';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

export interface AccessClaims {
  /** user id */
  sub: string;
  /** session id */
  sid: string;
  exp: number;
}

/** Tokens already verified, so a repeated token costs a lookup instead of an HMAC through WebCrypto. */
const VERIFIED_CAP = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  // The same string carries the same signature, so a token verified once stays valid until its exp.
  private readonly verified = new Map<string, AccessClaims>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Signs an access token that expires in 30 minutes, or when the session ends if sooner. */
  async signAccess(
    userId: number,
    sessionId: string,
    sessionEndsAt: Date,
    now = new Date(),
  ): Promise<string> {
    const exp = Math.min(
      Math.floor(now.getTime() / 1000) + ACCESS_TOKEN_MINUTES * 60,
      Math.floor(sessionEndsAt.getTime() / 1000),
    );
    return (
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        // A unique id per token: two tokens issued in the same second still differ (the access cache keys on them).
        .setJti(randomUUID())
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(exp)
        .sign(this.key)
    );
  }

  /** The claims of a valid token; 'expired' or 'invalid' otherwise. */
  async verifyAccess(token: string, now = Date.now()): Promise<AccessClaims | 'expired' | 'invalid'> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > now) return known;
      this.verified.delete(token);
      return 'expired';
    }
    const claims = await this.verifyWithKey(token);
    if (typeof claims === 'object') {
      // Maps keep insertion order: dropping the first key drops the oldest entry.
      if (this.verified.size >= VERIFIED_CAP) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims);
    }
    return claims;
  }

  private async verifyWithKey(token: string): Promise<AccessClaims | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.sid !== 'string' ||
        typeof payload.exp !== 'number'
      ) {
        return 'invalid';
      }
      return { sub: payload.sub, sid: payload.sid, exp: payload.exp };
    } catch (error) {
      return error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
