/**
 * A fresh app on a fresh database per test file: in-memory PGlite by default, or a brand-new
 * PostgreSQL database (created and dropped here) when TEST_DATABASE_URL is set, so runs never see
 * each other's rows. `createTestContext` starts that database as a copy of the migrated, seeded
 * template that template-database.ts (the global set-up) prepares once per run.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { openPglite, openPostgres, type Database } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of the dumped data directory; PostgreSQL: name of the template database. */
    templateDatabase: string;
  }
}

export const TEST_PASSWORD = 'Test-Password-1404';
export const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** One statement on the server's maintenance connection (creating and dropping databases). */
export async function adminQuery(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function freshPostgres(
  baseUrl: string,
  template?: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = Object.assign(await openPostgres(url.toString(), 4), { url: url.toString() });
  return {
    database,
    drop: () => adminQuery(baseUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** An empty database, or with `fromTemplate` a copy of the run's migrated and seeded template. */
export async function openTestDatabase(
  fromTemplate = false,
): Promise<{ database: Database; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = fromTemplate ? inject('templateDatabase') : undefined;
  if (!url) {
    const dump = template ? new Blob([readFileSync(template)]) : undefined;
    const database = await openPglite(undefined, dump);
    return { database, close: () => database.close() };
  }
  const { database, drop } = await freshPostgres(url, template);
  return {
    database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** A built web app stand-in, to test serving and the history fallback. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="fa" dir="rtl"><title>test</title></html>',
  );
  return dir;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: mkdtempSync(path.join(tmpdir(), 'data-')),
    jwtSecret: JWT_SECRET,
    demoPassword: TEST_PASSWORD,
    seedDemo: true,
    logLevel: 'silent',
    rateLimitMax: 10_000,
    trustProxy: false,
    keepSessionChecks: true,
    webDist: fakeWebDist(),
    redisUrl: undefined,
    redisKeyPrefix: 'school-rate-limit:',
    metricsToken: undefined,
    shutdownTimeoutMs: 10_000,
    ...overrides,
  };
}

export async function createTestContext(overrides: Partial<AppConfig> = {}): Promise<TestContext> {
  const { database, close } = await openTestDatabase(true);
  const config = testConfig(overrides);
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await close();
    },
  };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export async function login(
  app: FastifyInstance,
  username: string,
  password = TEST_PASSWORD,
  ip = '10.0.0.1',
): Promise<Tokens> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });
  if (response.statusCode !== 200)
    throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
  return json<Tokens>(response);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
