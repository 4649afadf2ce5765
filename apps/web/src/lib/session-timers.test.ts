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
    activeSinceLastRefresh: true,
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

  it('refreshes an active user whose token has under 300 s left', () => {
    expect(decideSessionCheck(input({ token: jwt(299) }))).toMatchObject({ refresh: true, expire: false });
    expect(decideSessionCheck(input({ token: jwt(1) }))).toMatchObject({
      refresh: true,
      expireIfRefreshFails: false,
    });
  });

  it('lets the token of an idle tab lapse instead of refreshing it', () => {
    expect(decideSessionCheck(input({ token: jwt(100), activeSinceLastRefresh: false }))).toMatchObject({
      refresh: false,
      expire: false,
    });
  });

  it('clears an already-expired token of an idle tab and ends the session', () => {
    expect(decideSessionCheck(input({ token: jwt(0), activeSinceLastRefresh: false }))).toMatchObject({
      refresh: false,
      clearToken: true,
      expire: true,
    });
  });

  it('gives an active user with an expired token one refresh, ending the session if it fails', () => {
    expect(decideSessionCheck(input({ token: jwt(-30) }))).toMatchObject({
      refresh: true,
      expireIfRefreshFails: true,
      expire: false,
    });
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

describe('decideSessionCheck: session end (8 h after login)', () => {
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
