/**
 * Pure arithmetic of the session lifecycle (product spec sections 4, 5, 9): given the clock, the
 * token and the session end, decide what one periodic check must do. No timers, no React, no I/O.
 */
import { REFRESH_THRESHOLD_SECONDS, SESSION_WARNING_MINUTES } from '@school/shared';
import { tokenSecondsLeft, type TokenInfo } from './token';

export const SESSION_WARNING_SECONDS = SESSION_WARNING_MINUTES * 60;

export interface SessionCheckInput {
  nowSeconds: number;
  /** Parsed access token; null when none is stored. */
  token: TokenInfo | null;
  /** userData.sessionExpiresAt (unix seconds); null when unknown. */
  sessionExpiresAt: number | null;
  /** Whether the user did anything since the last refresh (or since the timers started). */
  activeSinceLastRefresh: boolean;
  /** Whether the 30-minute warning was already shown for this session. */
  warningShown: boolean;
}

export interface SessionCheckDecision {
  /** Show the 'session ends in 30 minutes' toast. */
  warn: boolean;
  /** Ask the server for new tokens. */
  refresh: boolean;
  /** If the refresh fails, the token is expired: end the session. */
  expireIfRefreshFails: boolean;
  /** Remove the stored access token (an expired token of an idle tab, or an unreadable JWT). */
  clearToken: boolean;
  /** End the session now: toast, clear everything, go to /login. */
  expire: boolean;
}

const NOTHING: SessionCheckDecision = {
  warn: false,
  refresh: false,
  expireIfRefreshFails: false,
  clearToken: false,
  expire: false,
};

export function sessionSecondsLeft(sessionExpiresAt: number | null, nowSeconds: number): number | null {
  return sessionExpiresAt === null ? null : sessionExpiresAt - nowSeconds;
}

export function shouldWarnSessionEnd(
  sessionExpiresAt: number | null,
  nowSeconds: number,
  warningShown: boolean,
): boolean {
  const left = sessionSecondsLeft(sessionExpiresAt, nowSeconds);
  return !warningShown && left !== null && left > 0 && left <= SESSION_WARNING_SECONDS;
}

export function decideSessionCheck(input: SessionCheckInput): SessionCheckDecision {
  const { nowSeconds, token, sessionExpiresAt, activeSinceLastRefresh, warningShown } = input;
  // Without a token there is nothing to refresh; the route guard handles a signed-out user.
  if (token === null) return NOTHING;

  const sessionLeft = sessionSecondsLeft(sessionExpiresAt, nowSeconds);
  if (sessionLeft !== null && sessionLeft <= 0) return { ...NOTHING, clearToken: true, expire: true };
  if (token.kind === 'invalid') return { ...NOTHING, clearToken: true, expire: true };

  const warn = shouldWarnSessionEnd(sessionExpiresAt, nowSeconds, warningShown);
  const tokenLeft = tokenSecondsLeft(token, nowSeconds);
  // Simple session tokens and JWTs without exp are never checked for expiry.
  if (tokenLeft === null) return { ...NOTHING, warn };

  if (tokenLeft <= 0) {
    // An active user whose timers were paused (sleep, background tab) gets one refresh attempt;
    // an idle tab's lapsed token is simply cleared and the session ends.
    return activeSinceLastRefresh
      ? { ...NOTHING, warn, refresh: true, expireIfRefreshFails: true }
      : { ...NOTHING, clearToken: true, expire: true };
  }
  if (tokenLeft < REFRESH_THRESHOLD_SECONDS && activeSinceLastRefresh)
    return { ...NOTHING, warn, refresh: true };
  return { ...NOTHING, warn };
}
