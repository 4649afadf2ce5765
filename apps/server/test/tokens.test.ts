/** The access-token check: a verified token is remembered, but never past its expiry or for another string. */
import { describe, expect, it } from 'vitest';
import { TokenService } from '../src/auth/tokens';

const SECRET = 'a-secret-for-the-token-tests-0123456789';

describe('TokenService.verifyAccess', () => {
  it('accepts a token again from memory until its exp, then calls it expired', async () => {
    const tokens = new TokenService(SECRET);
    const issued = new Date();
    const token = await tokens.signAccess(7, 'session-1', new Date(issued.getTime() + 3_600_000), issued);
    const first = await tokens.verifyAccess(token);
    expect(first).toMatchObject({ sub: '7', sid: 'session-1' });
    const exp = (first as { exp: number }).exp;
    expect(await tokens.verifyAccess(token, exp * 1000 - 1)).toEqual(first);
    expect(await tokens.verifyAccess(token, exp * 1000)).toBe('expired');
  });

  it('still refuses a changed token or one signed with another key after a good one was seen', async () => {
    const tokens = new TokenService(SECRET);
    const endsAt = new Date(Date.now() + 3_600_000);
    const token = await tokens.signAccess(7, 'session-1', endsAt);
    expect(typeof (await tokens.verifyAccess(token))).toBe('object');
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ sid: 'session-2', sub: '1', exp: 4_000_000_000 }),
    ).toString('base64url');
    expect(await tokens.verifyAccess(`${header}.${otherPayload}.${signature}`)).toBe('invalid');
    const forged = await new TokenService('another-secret-of-sufficient-length-000').signAccess(
      7,
      'session-1',
      endsAt,
    );
    expect(await tokens.verifyAccess(forged)).toBe('invalid');
    expect(await tokens.verifyAccess(`${token}x`)).toBe('invalid');
  });
});
