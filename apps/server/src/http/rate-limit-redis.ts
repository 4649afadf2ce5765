/**
 * The rate limits' shared counters (REDIS_URL): @fastify/rate-limit's own Redis store, so every
 * server process over one Redis counts each address's requests together — with two servers behind a
 * proxy an address gets the limit once, not once per server.
 *
 * At start the server connects first and refuses to start when Redis does not answer (a wrong
 * address would otherwise quietly leave each server counting alone). Once running, a Redis that
 * goes away does not take the API with it: a command fails at once instead of queueing, the limiter
 * lets the request through (skipOnError), the log says so once per outage, and the client keeps
 * reconnecting. Sign-in throttling never depended on this: it counts in the database (throttle.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export class RedisUnavailableError extends Error {}

/** The address without its password, for messages. */
function shown(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.username = '';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

export async function connectRateLimitRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const where = shown(url);
  const redis = new Redis(url, {
    lazyConnect: true,
    // While Redis is down a command fails at once, and the request goes on without a limit, instead
    // of waiting in a queue for a Redis that may not come back soon.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // And one already sent when the connection went (or that Redis never answers) gives up soon.
    commandTimeout: 1_000,
    connectTimeout: 3_000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5_000),
  });
  let started = false;
  let down = false;
  redis.on('error', (error: Error) => {
    // Before the start, connect() below rejects with the same error.
    if (!started || down) return;
    down = true;
    log.error(
      `Redis at ${where} unreachable (${error.message}): requests pass without rate limits until it is back`,
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`Redis at ${where} reachable again: rate limits count there again`);
  });
  try {
    await redis.connect();
    started = true;
  } catch (error) {
    redis.disconnect();
    throw new RedisUnavailableError(
      `REDIS_URL is set but Redis at ${where} does not answer (${(error as Error).message}): ` +
        'the rate limits could not be shared with the other servers, so this server does not start',
    );
  }
  return redis;
}
