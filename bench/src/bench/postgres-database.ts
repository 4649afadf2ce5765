/**
 * A fresh PostgreSQL database for one benchmark run, created next to BENCH_DATABASE_URL (any database
 * whose user may create databases) and dropped afterwards, so the run never touches existing data.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onCleanup } from './cleanup';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '']);

export interface BenchDatabase {
  url: string;
  name: string;
  serverVersion: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(baseUrl: string): Promise<BenchDatabase> {
  const url = new URL(baseUrl);
  // The benchmark's traffic stays on this machine (and remote numbers would not be comparable).
  if (!LOCAL_HOSTS.has(url.hostname))
    throw new Error(`BENCH_DATABASE_URL must point at 127.0.0.1, not ${url.hostname}`);
  const name = `bench_${new Date().toISOString().slice(0, 10).replace(/-/g, '')}_${randomBytes(3).toString('hex')}`;
  const serverVersion = await withAdmin(baseUrl, async (client) => {
    await client.query(`create database "${name}"`);
    return String((await client.query('select version() as v')).rows[0].v);
  });
  const drop = onCleanup(`drop database ${name}`, () =>
    withAdmin(baseUrl, async (client) => {
      await client.query(`drop database if exists "${name}" with (force)`);
    }),
  );
  url.pathname = `/${name}`;
  return { url: url.toString(), name, serverVersion, drop };
}
