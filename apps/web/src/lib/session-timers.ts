/**
 * Pure arithmetic of the session lifecycle (product spec sections 4, 5, 9): given the clock, the
 * token and the session end, decide what one periodic check must do. No timers, no React, no I/O.
 *
 * The session ends 8 hours after the last activity the server heard of (userData.sessionExpiresAt,
 * moved by the activity reports); the access token is refreshed whenever it has under 300 s left,
 * active user or not, so a tab left open stays signed in until then.
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
  /** Whether the 30-minute warning was already shown for this session end. */
  warningShown: boolean;
}

export interface SessionCheckDecision {
  /** Show the 'session ends in 30 minutes' toast. */
  warn: boolean;
  /** Ask the server for new tokens. */
  refresh: boolean;
  /** Remove the stored access token (an unreadable JWT, or a session that is over). */
  clearToken: boolean;
  /** End the session now: toast, clear everything, go to /login. */
  expire: boolean;
}

const NOTHING: SessionCheckDecision = { warn: false, refresh: false, clearToken: false, expire: false };

export function sessionSecondsLeft(sessionExpiresAt: number | null, nowSeconds: number): number | null {
  return sessionExpiresAt === null ? null : sessionExpiresAt - nowSeconds;
}

export function isSessionOver(sessionExpiresAt: number | null, nowSeconds: number): boolean {
  const left = sessionSecondsLeft(sessionExpiresAt, nowSeconds);
  return left !== null && left <= 0;
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
  const { nowSeconds, token, sessionExpiresAt, warningShown } = input;
  // Without a token there is nothing to refresh; the route guard handles a signed-out user.
  if (token === null) return NOTHING;
  if (isSessionOver(sessionExpiresAt, nowSeconds)) return { ...NOTHING, clearToken: true, expire: true };
  if (token.kind === 'invalid') return { ...NOTHING, clearToken: true, expire: true };

  const warn = shouldWarnSessionEnd(sessionExpiresAt, nowSeconds, warningShown);
  const tokenLeft = tokenSecondsLeft(token, nowSeconds);
  // Simple session tokens and JWTs without exp are never checked for expiry.
  if (tokenLeft === null) return { ...NOTHING, warn };
  // An expired token (the tab slept, or the network was away) is refreshed too; the caller ends the
  // session only when the server refuses, never because the network is gone.
  return { ...NOTHING, warn, refresh: tokenLeft < REFRESH_THRESHOLD_SECONDS };
}
