/**
 * The fleet under test: a fresh PostgreSQL database (migrated and seeded with the demo network here,
 * before any server starts), two production servers on it and on Redis, each with a fake SMS provider
 * of its own (so the test can tell who sent what), and our own nginx in front.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import pg from 'pg';
import { openPostgres, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { ensureBuiltInRoles } from '../src/db/seed/built-in-roles';
import { seedDemoNetwork } from '../src/db/seed/demo';
import { createFakeLedger, startFakeKavenegar, type FakeKavenegar } from '../test/helpers/fake-kavenegar';
import { nginxPath, startNginx, type RunningNginx } from './nginx';
import { ProxyClient } from './proxy-client';
import { SERVER_MAIN, freePort, startFleetServer, type FleetServer } from './server-process';

export const FLEET_DATABASE_URL =
  process.env.FLEET_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const FLEET_REDIS_URL = process.env.FLEET_REDIS_URL || 'redis://127.0.0.1:6379';
export const FLEET_PASSWORD = 'Fleet-Demo-Pass-1404';
export const INSTANCES = ['a', 'b'] as const;

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.setTimeout(2_000, () => socket.destroy(new Error('timeout')));
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** What the fleet test needs and this machine lacks (nothing: run it). */
export async function missingPrerequisites(): Promise<string[]> {
  const missing: string[] = [];
  if (!nginxPath()) missing.push('nginx (apt-get install nginx, or NGINX_PATH)');
  if (!existsSync(SERVER_MAIN)) missing.push('the built server (npm run build)');
  const database = new URL(FLEET_DATABASE_URL);
  if (!(await reachable(database.hostname, Number(database.port || 5432))))
    missing.push(`PostgreSQL at ${database.host} (FLEET_DATABASE_URL)`);
  const redis = new URL(FLEET_REDIS_URL);
  if (!(await reachable(redis.hostname, Number(redis.port || 6379))))
    missing.push(`Redis at ${redis.host} (FLEET_REDIS_URL)`);
  return missing;
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: FLEET_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface Fleet {
  proxy: ProxyClient;
  nginx: RunningNginx;
  servers: FleetServer[];
  instances: string[];
  /** The test's own connection to the fleet's database, for what only the database can tell. */
  database: Database;
  /** Each server's fake SMS provider, by instance. */
  fakes: Record<string, FakeKavenegar>;
  stop(): Promise<void>;
}

export async function startFleet(): Promise<Fleet> {
  const name = `fleet_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`create database "${name}"`);
  const url = new URL(FLEET_DATABASE_URL);
  url.pathname = `/${name}`;
  const undo: (() => Promise<void>)[] = [() => adminQuery(`drop database if exists "${name}" with (force)`)];
  const stop = async () => {
    for (const step of undo.reverse()) await step().catch((error) => console.error('fleet clean-up:', error));
  };
  try {
    const database = await openPostgres(url.toString(), 2);
    undo.push(() => database.close());
    await runMigrations(database);
    await ensureBuiltInRoles(database.db);
    await seedDemoNetwork(database.db, FLEET_PASSWORD);

    const jwtSecret = randomBytes(48).toString('base64url');
    const fakes: Record<string, FakeKavenegar> = {};
    const servers: FleetServer[] = [];
    // One provider: a message either server sent is known when the other asks whether it arrived.
    const ledger = createFakeLedger();
    for (const instance of INSTANCES) {
      const fake = await startFakeKavenegar({ ledger });
      undo.push(() => fake.close());
      fakes[instance] = fake;
      const server = await startFleetServer(instance, {
        DATABASE_URL: url.toString(),
        REDIS_URL: FLEET_REDIS_URL,
        // This run's counters apart from any other's in the same Redis.
        REDIS_KEY_PREFIX: `${name}:`,
        JWT_SECRET: jwtSecret,
        KAVENEGAR_BASE_URL: fake.url,
        SMS_SENDER_INTERVAL_MS: '200',
      });
      undo.push(() => server.stop());
      servers.push(server);
    }
    const nginx = await startNginx(
      await freePort(),
      servers.map((s) => s.address),
    );
    undo.push(() => nginx.stop());
    return {
      proxy: new ProxyClient(nginx.url),
      nginx,
      servers,
      instances: [...INSTANCES],
      database,
      fakes,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
