import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from '../src/auth/passwords';
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
  it('keeps session checks unless SESSION_CHECK_CACHE=0', () => {
    expect(loadConfig({ JWT_SECRET: 's'.repeat(40) }).keepSessionChecks).toBe(true);
    expect(loadConfig({ JWT_SECRET: 's'.repeat(40), SESSION_CHECK_CACHE: '0' }).keepSessionChecks).toBe(
      false,
    );
  });
});
