/**
 * Login, refresh, logout. A login opens a session that ends 8 hours later whatever the refreshes.
 * Refresh tokens rotate on every use; presenting an already-used one revokes the whole session
 * (someone holds a stolen copy).
 */
import { ERROR_CODES, SESSION_HOURS, normalizeCode, type LoginResponse } from '@school/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authSessions, refreshTokens, users } from '../db/schema';
import { AppError, unauthenticated } from '../http/errors';
import { loadUserAccess, toUserData, type UserAccess } from '../access/user-access';
import { burnPasswordCheck, verifyPassword } from './passwords';
import {
  IP_FAILURE_LIMIT,
  USERNAME_FAILURE_LIMIT,
  clearFailures,
  ipKey,
  lockedMessage,
  lockedUntil,
  recordFailure,
  userKey,
} from './throttle';
import { type TokenService, hashToken, newRefreshToken, newSessionId } from './tokens';

export const AUTH_MESSAGES = {
  loggedIn: 'با موفقیت وارد شدید.',
  invalidCredentials: 'نام کاربری یا رمز عبور نادرست است.',
  refreshed: 'نشست تمدید شد.',
  refreshInvalid: 'توکن تمدید معتبر نیست. لطفاً دوباره وارد شوید.',
  sessionEnded: 'نشست شما پایان یافته است. لطفاً دوباره وارد شوید.',
  loggedOut: 'با موفقیت خارج شدید.',
};

/** Usernames compare case-insensitively, with Persian digits read as ASCII. */
export function normalizeUsername(username: string): string {
  return normalizeCode(username).toLowerCase();
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
  ) {}

  async login(
    input: { username: string; password: string; remember_me?: boolean },
    client: ClientInfo,
  ): Promise<LoginResponse> {
    const username = normalizeUsername(input.username);
    const keys = [userKey(username), ipKey(client.ip)];
    const locked = await lockedUntil(this.db, keys);
    if (locked) throw this.throttled(locked);

    const [user] = await this.db.select().from(users).where(eq(users.username, username));
    const passwordOk = user
      ? await verifyPassword(user.passwordHash, input.password)
      : (await burnPasswordCheck(input.password), false);
    const access = user && passwordOk ? await loadUserAccess(this.db, user.id) : null;
    if (!user || !passwordOk || !access) {
      await recordFailure(this.db, userKey(username), USERNAME_FAILURE_LIMIT);
      await recordFailure(this.db, ipKey(client.ip), IP_FAILURE_LIMIT);
      throw new AppError(401, ERROR_CODES.INVALID_CREDENTIALS, AUTH_MESSAGES.invalidCredentials);
    }
    await clearFailures(this.db, userKey(username));

    const now = new Date();
    const sessionId = newSessionId();
    const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
    await this.db.insert(authSessions).values({
      id: sessionId,
      userId: user.id,
      createdAt: now,
      expiresAt,
      rememberMe: Boolean(input.remember_me),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300),
    });
    await this.db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
    return this.issue(access, sessionId, expiresAt, AUTH_MESSAGES.loggedIn);
  }

  async refresh(refreshToken: string): Promise<LoginResponse> {
    const tokenHash = hashToken(refreshToken);
    const [row] = await this.db
      .select({ token: refreshTokens, session: authSessions })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!row) throw unauthenticated(ERROR_CODES.REFRESH_INVALID, AUTH_MESSAGES.refreshInvalid);
    const { session } = row;
    if (session.revokedAt || session.expiresAt <= new Date()) {
      throw unauthenticated(ERROR_CODES.SESSION_ENDED, AUTH_MESSAGES.sessionEnded);
    }
    // Claim the token atomically: of two concurrent uses only one can win; the loser is a reuse.
    const claimed = await this.db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ tokenHash: refreshTokens.tokenHash });
    if (claimed.length === 0) {
      await this.revokeSession(session.id, 'refresh-token-reuse');
      throw unauthenticated(ERROR_CODES.SESSION_ENDED, AUTH_MESSAGES.sessionEnded);
    }
    const access = await loadUserAccess(this.db, session.userId);
    if (!access) {
      await this.revokeSession(session.id, 'user-inactive');
      throw unauthenticated(ERROR_CODES.SESSION_ENDED, AUTH_MESSAGES.sessionEnded);
    }
    return this.issue(access, session.id, session.expiresAt, AUTH_MESSAGES.refreshed);
  }

  async revokeSession(sessionId: string, reason: string): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  }

  private async issue(
    access: UserAccess,
    sessionId: string,
    expiresAt: Date,
    message: string,
  ): Promise<LoginResponse> {
    const refreshToken = newRefreshToken();
    await this.db.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId });
    return {
      success: true,
      message,
      accessToken: await this.tokens.signAccess(access.userId, sessionId, expiresAt),
      refreshToken,
      userData: toUserData(access, expiresAt),
      userAbilityRules: access.rules,
    };
  }

  private throttled(until: Date): AppError {
    const retryAfter = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
    return new AppError(429, ERROR_CODES.THROTTLED, lockedMessage(until), undefined, {
      'retry-after': String(retryAfter),
    });
  }
}
