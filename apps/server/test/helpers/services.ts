/**
 * The machine's own servers, for tests that need a real PostgreSQL or Redis whatever database the
 * run uses (CI has both at these addresses; TEST_DATABASE_URL / TEST_REDIS_URL point elsewhere).
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { adminQuery } from './test-app';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** A new, empty database on POSTGRES_URL's server; `drop()` removes it. */
export async function throwawayDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_fleet_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(POSTGRES_URL, `create database "${name}"`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(POSTGRES_URL, `drop database if exists "${name}" with (force)`),
  };
}

/** A key prefix no other run uses, and a way to delete every key under it afterwards. */
export function redisKeyPrefix(): { prefix: string; clean(): Promise<number> } {
  const prefix = `test-${process.pid}-${randomBytes(4).toString('hex')}:`;
  return {
    prefix,
    async clean() {
      const redis = new Redis(REDIS_URL);
      try {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
        return keys.length;
      } finally {
        redis.disconnect();
      }
    },
  };
}
