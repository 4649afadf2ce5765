import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../test/jwt';
import { isTokenExpired, parseToken, tokenSecondsLeft } from './token';

describe('parseToken (spec section 5)', () => {
  it('reads exp from a token of three dot-separated parts', () => {
    expect(parseToken(fakeJwt({ sub: '1', exp: 1_700_000_000 }))).toEqual({
      kind: 'jwt',
      exp: 1_700_000_000,
    });
  });

  it('reads a payload with non-ASCII (Persian) claims', () => {
    expect(parseToken(fakeJwt({ name: 'علی رضایی', exp: 5 }))).toEqual({ kind: 'jwt', exp: 5 });
  });

  it('treats a token without three parts as a simple session token', () => {
    expect(parseToken('opaque-session-token')).toEqual({ kind: 'simple' });
    expect(parseToken('a.b')).toEqual({ kind: 'simple' });
    expect(parseToken('a.b.c.d')).toEqual({ kind: 'simple' });
  });

  it('marks a three-part token with an unreadable payload as invalid', () => {
    expect(parseToken('aaa.!!!not-base64!!!.ccc')).toEqual({ kind: 'invalid' });
    expect(parseToken(`x.${btoa('not json')}.y`)).toEqual({ kind: 'invalid' });
    expect(parseToken(`x.${btoa('[1,2]')}.y`)).toEqual({ kind: 'invalid' });
    expect(parseToken('x..y')).toEqual({ kind: 'invalid' });
  });

  it('gives a JWT without a numeric exp no expiry', () => {
    expect(parseToken(fakeJwt({ sub: '1' }))).toEqual({ kind: 'jwt', exp: null });
    expect(parseToken(fakeJwt({ exp: 'soon' }))).toEqual({ kind: 'jwt', exp: null });
  });
});

describe('token expiry', () => {
  const now = 1_000_000;

  it('counts the seconds left of a JWT', () => {
    expect(tokenSecondsLeft({ kind: 'jwt', exp: now + 299 }, now)).toBe(299);
    expect(isTokenExpired({ kind: 'jwt', exp: now + 1 }, now)).toBe(false);
    expect(isTokenExpired({ kind: 'jwt', exp: now }, now)).toBe(true);
    expect(isTokenExpired({ kind: 'jwt', exp: now - 10 }, now)).toBe(true);
  });

  it('never expires a simple token or a JWT without exp', () => {
    expect(tokenSecondsLeft({ kind: 'simple' }, now)).toBeNull();
    expect(isTokenExpired({ kind: 'simple' }, now)).toBe(false);
    expect(isTokenExpired({ kind: 'jwt', exp: null }, now)).toBe(false);
  });
});
