/**
 * One Drizzle database over either the embedded PGlite (DATA_DIR) or PostgreSQL (DATABASE_URL).
 * Both speak the same SQL; the rest of the server only sees `Db`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { type NoticeListener, type StopListening, listenOnPglite, listenOnPostgres } from './change-notices';
import { StatementNames, namingClientClass } from './statement-names';
import { lockDataDir } from './data-dir-lock';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Hears the notices the database's triggers send on `channel` (change-notices.ts). */
  listen(channel: string, listener: NoticeListener): Promise<StopListening>;
  /** PGlite only: the whole data directory as a tarball, to start other databases from. */
  dump?(): Promise<Blob>;
  /**
   * PostgreSQL only: `work` on one connection of the pool, held until it ends — for what belongs to
   * one session, such as an advisory lock (the migrations' lock: migrate.ts).
   */
  onOneConnection?<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** PostgreSQL only: the pool's connections now (metrics). */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  /** Connections open, idle among them, requests waiting for one, and the most the pool opens. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/**
 * `dataDir` undefined opens an in-memory PGlite (tests); `loadDataDir`, a data directory dumped by
 * `dumpDataDir`, starts it from that copy instead of an empty cluster (the tests' template).
 */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One process at a time on a data directory (data-dir-lock.ts).
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  // pg_trgm serves the quick search's trigram indexes (migration 0016), as on PostgreSQL.
  const options = { extensions: { pg_trgm }, loadDataDir };
  let client: PGlite;
  try {
    client = dataDir ? new PGlite(path.join(dataDir, 'pgdata'), options) : new PGlite(options);
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
    listen: (channel, listener) => listenOnPglite(client, channel, listener),
    dump: () => client.dumpDataDir('none'),
  };
}

/** An idle pooled connection that PostgreSQL closed (a restart, an administrator): the pool drops it. */
const reportLostConnection = (error: Error) =>
  console.error(
    `PostgreSQL closed an idle connection; the pool opens a new one when needed: ${error.message}`,
  );

/**
 * Ends the pool once no connection has been in use for `quietMs`: at shutdown a request whose client
 * has gone may still be running, between two of its queries, and an ended pool would fail the next
 * one. Gives up waiting after `maxWaitMs`.
 */
async function endWhenQuiet(pool: pg.Pool, lastUse: () => number, quietMs = 50, maxWaitMs = 5_000) {
  const deadline = Date.now() + maxWaitMs;
  const inUse = () => pool.totalCount - pool.idleCount + pool.waitingCount;
  while (Date.now() < deadline && (inUse() > 0 || Date.now() - lastUse() < quietMs)) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await pool.end();
}

export async function openPostgres(
  url: string,
  poolSize = 10,
  onIdleError: (error: Error) => void = reportLostConnection,
): Promise<Database> {
  // One set of statement names for the pool: a text keeps its name on every connection.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    Client: namingClientClass(new StatementNames()),
  });
  // Without a listener, the pool's 'error' event would end the whole process.
  pool.on('error', onIdleError);
  // Fail at start-up, with the driver's reason, rather than at the first request.
  const probe = await pool.connect();
  probe.release();
  let lastUse = Date.now();
  pool.on('release', () => (lastUse = Date.now()));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    close: () => endWhenQuiet(pool, () => lastUse),
    listen: async (channel, listener) => listenOnPostgres(url, channel, listener),
    async onOneConnection(work) {
      const client = await pool.connect();
      try {
        const result = await work(drizzlePg(client, { schema }) as unknown as Db);
        client.release();
        return result;
      } catch (error) {
        // The connection goes, and with it whatever its session held (a lock, a failed transaction).
        client.release(true);
        throw error;
      }
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
