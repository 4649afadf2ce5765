import { describe, expect, it } from 'vitest';
import { decideSessionCheck, shouldWarnSessionEnd, type SessionCheckInput } from './session-timers';

const NOW = 1_000_000;
const MIN = 60;
const jwt = (secondsLeft: number) => ({ kind: 'jwt' as const, exp: NOW + secondsLeft });

function input(overrides: Partial<SessionCheckInput>): SessionCheckInput {
  return {
    nowSeconds: NOW,
    token: jwt(20 * MIN),
    sessionExpiresAt: NOW + 6 * 60 * MIN,
    warningShown: false,
    ...overrides,
  };
}

describe('decideSessionCheck: refresh', () => {
  it('does nothing while the token has 300 s or more left', () => {
    expect(decideSessionCheck(input({ token: jwt(300) }))).toMatchObject({
      refresh: false,
      expire: false,
      clearToken: false,
    });
  });

  it('refreshes whenever the token has under 300 s left, active user or not', () => {
    expect(decideSessionCheck(input({ token: jwt(299) }))).toMatchObject({ refresh: true, expire: false });
    expect(decideSessionCheck(input({ token: jwt(1) }))).toMatchObject({ refresh: true, clearToken: false });
  });

  it('refreshes an already-expired token instead of ending a session that is not over', () => {
    expect(decideSessionCheck(input({ token: jwt(0) }))).toMatchObject({
      refresh: true,
      clearToken: false,
      expire: false,
    });
    expect(decideSessionCheck(input({ token: jwt(-3600) }))).toMatchObject({ refresh: true, expire: false });
  });

  it('never refreshes or expires simple tokens on their own account', () => {
    expect(decideSessionCheck(input({ token: { kind: 'simple' } }))).toMatchObject({
      refresh: false,
      expire: false,
    });
  });

  it('clears an unreadable JWT and ends the session', () => {
    expect(decideSessionCheck(input({ token: { kind: 'invalid' } }))).toMatchObject({
      clearToken: true,
      expire: true,
    });
  });

  it('does nothing without a token', () => {
    expect(decideSessionCheck(input({ token: null }))).toMatchObject({
      refresh: false,
      expire: false,
      warn: false,
    });
  });
});

describe('decideSessionCheck: session end (8 h after the last activity)', () => {
  it('ends the session once sessionExpiresAt has passed, whatever the token', () => {
    expect(decideSessionCheck(input({ sessionExpiresAt: NOW }))).toMatchObject({
      expire: true,
      refresh: false,
    });
    expect(decideSessionCheck(input({ sessionExpiresAt: NOW - 1, token: { kind: 'simple' } }))).toMatchObject(
      {
        expire: true,
      },
    );
  });

  it('warns when 30 minutes or less are left', () => {
    expect(decideSessionCheck(input({ sessionExpiresAt: NOW + 30 * MIN })).warn).toBe(true);
    expect(decideSessionCheck(input({ sessionExpiresAt: NOW + 5 * MIN })).warn).toBe(true);
    expect(decideSessionCheck(input({ sessionExpiresAt: NOW + 30 * MIN + 1 })).warn).toBe(false);
  });

  it('warns only once', () => {
    expect(decideSessionCheck(input({ sessionExpiresAt: NOW + 10 * MIN, warningShown: true })).warn).toBe(
      false,
    );
    expect(shouldWarnSessionEnd(NOW + 10 * MIN, NOW, true)).toBe(false);
    expect(shouldWarnSessionEnd(NOW + 10 * MIN, NOW, false)).toBe(true);
  });

  it('warns and refreshes in the same check when both are due', () => {
    expect(decideSessionCheck(input({ sessionExpiresAt: NOW + 20 * MIN, token: jwt(120) }))).toMatchObject({
      warn: true,
      refresh: true,
    });
  });

  it('does not warn without a known session end', () => {
    expect(decideSessionCheck(input({ sessionExpiresAt: null })).warn).toBe(false);
  });
});
