import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, hashPassword, passwordProblem, verifyPassword } from '../src/auth/passwords';
import { ConfigError, loadConfig } from '../src/config';

describe('password policy', () => {
  it('requires 8 to 128 characters', () => {
    expect(passwordProblem('Ab1!xyz')).toMatch(/دست‌کم ۸|دست‌کم 8/);
    expect(passwordProblem('x'.repeat(129))).toMatch(/۱۲۸/);
    expect(passwordProblem('Sh@rif-Kelas-1404')).toBeNull();
  });
  it('rejects common passwords, case-insensitively', () => {
    expect(passwordProblem('password123')).toMatch(/رایج/);
    expect(passwordProblem('QWERTYUIOP')).toMatch(/رایج/);
    expect(passwordProblem('iran1234')).toMatch(/رایج/);
  });
  it('reads Persian and Arabic-Indic digits as ASCII before the common list', () => {
    expect(passwordProblem('۱۲۳۴۵۶۷۸')).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem('١٢٣٤٥٦٧٨')).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem('IRAN۱۲۳۴')).toBe(PASSWORD_MESSAGES.common);
  });
  it('refuses one character or a short unit repeated', () => {
    expect(passwordProblem('aaaaaaaa')).toBe(PASSWORD_MESSAGES.oneCharacter);
    expect(passwordProblem('۷۷۷۷۷۷۷۷۷')).toBe(PASSWORD_MESSAGES.oneCharacter);
    expect(passwordProblem('abcabcab')).toBe(PASSWORD_MESSAGES.repeatedUnit);
    expect(passwordProblem('Xy1!Xy1!Xy1!')).toBe(PASSWORD_MESSAGES.repeatedUnit);
    expect(passwordProblem('Kelas-Dars-Kelas-Dars')).toBeNull();
  });
  it('refuses a straight run of letters, digits or a keyboard row, up or down', () => {
    for (const run of ['abcdefgh', 'HGFEDCBA', '87654321', '98765432', 'wertyuio', 'LKJHGFDS', 'zxcvbnm,']) {
      expect(passwordProblem(run), run).toBe(PASSWORD_MESSAGES.sequence);
    }
    // These two are on the common list as well, which is checked first.
    expect(passwordProblem('12345678')).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem('qwertyui')).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem('۳۴۵۶۷۸۹۰')).toBe(PASSWORD_MESSAGES.sequence);
    expect(passwordProblem('ضصثقفغعه')).toBe(PASSWORD_MESSAGES.sequence);
    expect(passwordProblem('abcdefgh1')).toBeNull();
  });
  it('refuses a password that contains the username, whatever the case', () => {
    expect(passwordProblem('Hamid-Reza-Ahmadi', 'ahmadi')).toBe(PASSWORD_MESSAGES.username);
    expect(passwordProblem('Kelas-0012345678!', '۰۰۱۲۳۴۵۶۷۸')).toBe(PASSWORD_MESSAGES.username);
    expect(passwordProblem('Hamid-Reza-Ahmadi', 'AHMADI')).toBe(PASSWORD_MESSAGES.username);
    expect(passwordProblem('Hamid-Reza-Ahmadi', 'ah')).toBeNull();
    expect(passwordProblem('Hamid-Reza-Ahmadi', 'karimi')).toBeNull();
    expect(passwordProblem('Hamid-Reza-Ahmadi')).toBeNull();
  });
  it('still takes the demo and test passwords', () => {
    for (const username of ['admin', 'manager', 'clerk', 'teacher']) {
      expect(passwordProblem('Madreseh@1404', username)).toBeNull();
      expect(passwordProblem('Test-Password-1404', username)).toBeNull();
      expect(passwordProblem('E2e-Demo-1404', username)).toBeNull();
    }
  });
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('Sh@rif-Kelas-1404');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'Sh@rif-Kelas-1404')).toBe(true);
    expect(await verifyPassword(hash, 'sh@rif-kelas-1404')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});

describe('configuration', () => {
  it('refuses to start in production without JWT_SECRET', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cfg-')) }),
    ).toThrow(ConfigError);
  });
  it('never seeds demo data in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) });
    expect(config.seedDemo).toBe(false);
  });
  it('generates a secret once in DATA_DIR and keeps it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(true);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(first.length).toBeGreaterThanOrEqual(32);
  });
  it('reads PORT and rejects nonsense', () => {
    expect(loadConfig({ PORT: '4000', JWT_SECRET: 's'.repeat(40) }).port).toBe(4000);
    expect(() => loadConfig({ PORT: 'abc', JWT_SECRET: 's'.repeat(40) })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(ConfigError);
  });
  it('names the instance from INSTANCE_ID, refusing what cannot go into a header', () => {
    const secret = { JWT_SECRET: 's'.repeat(40) };
    expect(loadConfig(secret).instanceId).toBeUndefined();
    expect(loadConfig({ ...secret, INSTANCE_ID: ' web-2.tehran ' }).instanceId).toBe('web-2.tehran');
    for (const bad of ['a b', 'x\r\nSet-Cookie: y', 'a'.repeat(65), 'سرور۱'])
      expect(() => loadConfig({ ...secret, INSTANCE_ID: bad })).toThrow(ConfigError);
  });
  it('keeps session checks unless SESSION_CHECK_CACHE=0', () => {
    expect(loadConfig({ JWT_SECRET: 's'.repeat(40) }).keepSessionChecks).toBe(true);
    expect(loadConfig({ JWT_SECRET: 's'.repeat(40), SESSION_CHECK_CACHE: '0' }).keepSessionChecks).toBe(
      false,
    );
  });
});
