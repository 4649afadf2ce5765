/**
 * REDIS_URL: two servers over one Redis count an address's requests together (the machine's real
 * Redis; keys under a prefix of this run's own, deleted afterwards). Without it each server counts
 * alone, as before; a Redis that does not answer stops the start with its reason.
 */
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { RedisUnavailableError } from '../src/http/rate-limit-redis';
import { REDIS_URL, redisKeyPrefix } from './helpers/services';
import { createTestContext, testConfig, type TestContext } from './helpers/test-app';

const keys = redisKeyPrefix();
let ctx: TestContext;
/** A second server process over the same database and Redis. */
let other: FastifyInstance;
/** Two servers without Redis, each counting alone. */
let alone: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext({ redisUrl: REDIS_URL, redisKeyPrefix: keys.prefix, rateLimitMax: 4 });
  other = await buildApp({ config: ctx.config, database: ctx.database });
  alone = await buildApp({ config: { ...ctx.config, redisUrl: undefined }, database: ctx.database });
  await Promise.all([other.ready(), alone.ready()]);
});
afterAll(async () => {
  await Promise.all([other?.close(), alone?.close()]);
  await ctx?.close();
  await keys.clean();
});

/**
 * A TCP relay to Redis, standing for the network between a server and Redis: cut, it drops every
 * connection and refuses new ones, as a Redis that went away would; resumed, it relays again.
 */
async function startRelay(target: URL) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port = 0) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await listen();
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    async cut() {
      const closed = close();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    resume: () => listen(port),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await close();
    },
  };
}

const health = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/api/health', remoteAddress });

describe('rate limits shared through Redis', () => {
  it('two servers give an address the limit once between them', async () => {
    const servers = [ctx.app, other, ctx.app, other, ctx.app, other];
    const statuses: number[] = [];
    for (const app of servers) statuses.push((await health(app, '10.9.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // Another address has its own count, on either server.
    expect((await health(other, '10.9.0.2')).statusCode).toBe(200);
    expect((await health(ctx.app, '10.9.0.2')).statusCode).toBe(200);
  });

  it("a route's own limit is shared too (sign-in: 60 a minute)", async () => {
    const login = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'nobody-here', password: 'Not-The-Password-1' },
        remoteAddress: '10.9.0.3',
      });
    const first = await login(ctx.app);
    const second = await login(other);
    expect(first.statusCode).toBe(401);
    expect(first.headers['x-ratelimit-limit']).toBe('60');
    expect(first.headers['x-ratelimit-remaining']).toBe('59');
    expect(second.headers['x-ratelimit-remaining']).toBe('58');
  });

  it('keeps its counters under the configured prefix', async () => {
    // The keys exist in Redis (the clean-up afterwards removes them).
    const { Redis } = await import('ioredis');
    const redis = new Redis(REDIS_URL);
    try {
      const found = await redis.keys(`${keys.prefix}*`);
      expect(found.some((key) => key.endsWith('10.9.0.1'))).toBe(true);
    } finally {
      redis.disconnect();
    }
  });

  it('without REDIS_URL a server counts alone, as before', async () => {
    const first = await health(alone, '10.9.0.4');
    const second = await health(alone, '10.9.0.4');
    expect(first.headers['x-ratelimit-remaining']).toBe('3');
    expect(second.headers['x-ratelimit-remaining']).toBe('2');
    // The Redis-backed servers have not seen this address.
    expect((await health(ctx.app, '10.9.0.4')).headers['x-ratelimit-remaining']).toBe('3');
  });

  it('lets requests through, unlimited, while Redis is away, and counts again once it is back', async () => {
    // A relay in front of Redis stands for the network between a server and Redis.
    const relay = await startRelay(new URL(REDIS_URL));
    const app = await buildApp({
      config: { ...ctx.config, redisUrl: `redis://127.0.0.1:${relay.port}` },
      database: ctx.database,
    });
    try {
      expect((await health(app, '10.9.0.5')).headers['x-ratelimit-remaining']).toBe('3');
      await relay.cut();
      const during: number[] = [];
      for (let i = 0; i < 6; i++) during.push((await health(app, '10.9.0.5')).statusCode);
      expect(during).toEqual([200, 200, 200, 200, 200, 200]);
      await relay.resume();
      // Reconnected, the count goes on from where Redis kept it.
      await expect
        .poll(async () => (await health(app, '10.9.0.5')).headers['x-ratelimit-remaining'], {
          timeout: 20_000,
        })
        .toMatch(/^[0-2]$/);
    } finally {
      await app.close();
      await relay.close();
    }
  });

  it('refuses to start when Redis does not answer, naming the address', async () => {
    const config = testConfig({ redisUrl: 'redis://127.0.0.1:1' });
    const start = buildApp({ config, database: ctx.database });
    await expect(start).rejects.toThrow(RedisUnavailableError);
    await expect(start).rejects.toThrow(/Redis at redis:\/\/127\.0\.0\.1:1.* does not answer/);
  });
});

describe('Redis and shutdown configuration', () => {
  const base = { JWT_SECRET: 's'.repeat(40) };
  it('takes redis:// and rediss:// addresses and refuses anything else', () => {
    expect(loadConfig(base).redisUrl).toBeUndefined();
    expect(loadConfig({ ...base, REDIS_URL: 'redis://10.0.0.7:6379/2' }).redisUrl).toBe(
      'redis://10.0.0.7:6379/2',
    );
    expect(loadConfig({ ...base, REDIS_URL: 'rediss://:pw@cache.example:6380' }).redisUrl).toMatch(
      /^rediss:/,
    );
    expect(() => loadConfig({ ...base, REDIS_URL: '10.0.0.7:6379' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, REDIS_URL: 'http://10.0.0.7' })).toThrow(/REDIS_URL must be/);
    expect(loadConfig({ ...base, REDIS_KEY_PREFIX: 'province-a:' }).redisKeyPrefix).toBe('province-a:');
  });
  it('waits 10 s for requests at shutdown unless SHUTDOWN_TIMEOUT_MS says otherwise', () => {
    expect(loadConfig(base).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ ...base, SHUTDOWN_TIMEOUT_MS: '25000' }).shutdownTimeoutMs).toBe(25_000);
    expect(() => loadConfig({ ...base, SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
