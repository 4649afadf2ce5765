/**
 * Login, refresh, logout, and a user's change of their own password. A login opens a session that
 * ends 8 hours later, or 8 hours after the user's last activity (session-activity.ts), whatever the
 * refreshes. Refresh tokens rotate on every use; presenting an already-used one revokes the whole
 * session (someone holds a stolen copy). Sign-ins, refused sign-ins and password changes go to the
 * security log (never the password tried).
 */
import { ERROR_CODES, SESSION_HOURS, normalizeCode, type LoginResponse } from '@school/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authSessions, refreshTokens, users } from '../db/schema';
import { writeSecurityEvent } from '../engine/audit';
import { AppError, unauthenticated } from '../http/errors';
import { loadUserAccess, toUserData, type UserAccess } from '../access/user-access';
import { burnPasswordCheck, hashPassword, passwordProblem, verifyPassword } from './passwords';
import { admitAttempt, refundAttempt, signedInFrom, throttleKeys, throttledMessage } from './throttle';
import { type TokenService, hashToken, newRefreshToken, newSessionId } from './tokens';

export const AUTH_MESSAGES = {
  loggedIn: 'با موفقیت وارد شدید.',
  invalidCredentials: 'نام کاربری یا رمز عبور نادرست است.',
  refreshed: 'نشست تمدید شد.',
  refreshInvalid: 'توکن تمدید معتبر نیست. لطفاً دوباره وارد شوید.',
  sessionEnded: 'نشست شما پایان یافته است. لطفاً دوباره وارد شوید.',
  loggedOut: 'با موفقیت خارج شدید.',
  wrongCurrentPassword: 'رمز عبور فعلی درست نیست.',
  passwordChanged: 'رمز عبور تغییر کرد.',
  passwordChangedSessionsEnded: 'رمز عبور تغییر کرد؛ نشست‌های دیگر شما در دستگاه‌های دیگر بسته شد.',
};

/** Why a sign-in was refused, as the security log records it. */
export type LoginFailure =
  'throttled' | 'unknown-user' | 'wrong-password' | 'inactive' | 'wrong-current-password';

/**
 * Ends every live session of the user (all their devices) but `exceptSessionId`, for instance the
 * one that changed the password. Returns how many were ended.
 */
export async function revokeUserSessions(db: Db, userId: number, exceptSessionId?: string): Promise<number> {
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: 'password-changed' })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(authSessions.id, exceptSessionId),
      ),
    )
    .returning({ id: authSessions.id });
  return ended.length;
}

function throttledError(until: Date, now: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new AppError(429, ERROR_CODES.THROTTLED, throttledMessage(until, now), undefined, {
    'retry-after': String(retryAfter),
  });
}

/**
 * Checks a password of `username` from `client.ip` under the sign-in throttle (throttle.ts): refused
 * with 429 while a delay runs; a wrong password counts as a failure, a right one clears the pair.
 * `user` is the account the username names, if any (an unknown username costs the same time).
 */
async function throttledPasswordCheck(
  db: Db,
  username: string,
  user: { id: number; passwordHash: string } | undefined,
  password: string,
  client: ClientInfo,
  now: Date,
): Promise<{ ok: boolean; refund(): Promise<void> }> {
  const known = user ? await signedInFrom(db, user.id, client.ip, now) : false;
  const admission = await admitAttempt(db, throttleKeys(username, client.ip, known), now);
  if (!admission.admitted) {
    await logRefusal(db, username, user?.id ?? null, client, 'throttled');
    throw throttledError(admission.until, now);
  }
  const ok = user
    ? await verifyPassword(user.passwordHash, password)
    : (await burnPasswordCheck(password), false);
  return { ok, refund: () => refundAttempt(db, admission) };
}

/** A refused sign-in; the actor is the signed-in user when it was their password change. */
function logRefusal(
  db: Db,
  username: string,
  userId: number | null,
  client: ClientInfo,
  reason: LoginFailure,
): Promise<void> {
  return writeSecurityEvent(db, {
    actorId: reason === 'wrong-current-password' ? userId : null,
    action: 'login-failed',
    targetUserId: userId,
    details: { username, ip: client.ip, reason },
  });
}

export interface PasswordChange {
  userId: number;
  /** The session asking; it stays open, every other one of the user's is ended. */
  sessionId: string;
  currentPassword: string;
  newPassword: string;
}

/**
 * A signed-in user changes their own password. The current password is checked under the sign-in
 * throttle (a wrong one is a failed sign-in of that username from that address); the new one must
 * pass the policy. Then every other session of the user ends, and the change is logged.
 */
export async function changeOwnPassword(
  db: Db,
  change: PasswordChange,
  client: ClientInfo,
  now = new Date(),
): Promise<{ message: string; endedSessions: number }> {
  const [user] = await db.select().from(users).where(eq(users.id, change.userId));
  if (!user) throw unauthenticated(ERROR_CODES.SESSION_ENDED, AUTH_MESSAGES.sessionEnded);
  const check = await throttledPasswordCheck(db, user.username, user, change.currentPassword, client, now);
  if (!check.ok) {
    await logRefusal(db, user.username, user.id, client, 'wrong-current-password');
    throw new AppError(400, ERROR_CODES.VALIDATION, AUTH_MESSAGES.wrongCurrentPassword, {
      currentPassword: AUTH_MESSAGES.wrongCurrentPassword,
    });
  }
  await check.refund();
  const problem = passwordProblem(change.newPassword, user.username);
  if (problem) throw new AppError(400, ERROR_CODES.VALIDATION, problem, { newPassword: problem });
  const passwordHash = await hashPassword(change.newPassword);
  const endedSessions = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    const ended = await revokeUserSessions(tx, user.id, change.sessionId);
    await writeSecurityEvent(tx, {
      actorId: user.id,
      action: 'password-change',
      targetUserId: user.id,
      details: { username: user.username, ip: client.ip, endedSessions: ended },
    });
    return ended;
  });
  const message = endedSessions ? AUTH_MESSAGES.passwordChangedSessionsEnded : AUTH_MESSAGES.passwordChanged;
  return { message, endedSessions };
}

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
    /** The time the throttle reads; tests move it instead of waiting. */
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async login(
    input: { username: string; password: string; remember_me?: boolean },
    client: ClientInfo,
  ): Promise<LoginResponse> {
    const username = normalizeUsername(input.username);
    const [user] = await this.db.select().from(users).where(eq(users.username, username));
    const check = await throttledPasswordCheck(this.db, username, user, input.password, client, this.clock());
    const access = user && check.ok ? await loadUserAccess(this.db, user.id) : null;
    if (!user || !check.ok || !access) {
      const reason = !user ? 'unknown-user' : !check.ok ? 'wrong-password' : 'inactive';
      await logRefusal(this.db, username, user?.id ?? null, client, reason);
      throw new AppError(401, ERROR_CODES.INVALID_CREDENTIALS, AUTH_MESSAGES.invalidCredentials);
    }
    await check.refund();

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
    await writeSecurityEvent(this.db, {
      actorId: user.id,
      action: 'login',
      targetUserId: user.id,
      details: { username, ip: client.ip, rememberMe: Boolean(input.remember_me) },
    });
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
}
