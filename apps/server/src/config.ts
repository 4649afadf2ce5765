/** Environment → typed configuration. Everything the server reads from the environment is here. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  /** PostgreSQL URL; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  /** Password of the seeded demo users. */
  demoPassword: string;
  /** Seed the demo network into an empty database (never in production). */
  seedDemo: boolean;
  logLevel: string;
  /** Requests per minute per IP for the whole API (a school's office shares one IP). */
  rateLimitMax: number;
  /**
   * Which proxies' X-Forwarded-For to believe: none (false), the nearest N hops, or the proxies'
   * own addresses / CIDRs. Never every hop: the left-most address is whatever the client wrote.
   */
  trustProxy: false | number | string[];
  /** Keep session checks' answers in memory between changes (access/session-cache.ts). */
  keepSessionChecks: boolean;
  /** Built web app to serve; missing folder means API only. */
  webDist: string;
  /**
   * INSTANCE_ID: this process's name among several servers behind a proxy, sent back as the
   * `X-Instance` header of every answer and written into every log line (unset: neither).
   */
  instanceId?: string;
  /**
   * REDIS_URL: the rate limits count in this Redis, shared by every server process over it; unset
   * keeps the counters in this process (one server).
   */
  redisUrl: string | undefined;
  /** Prefix of the rate limits' keys in Redis, so several deployments (or test runs) share one Redis. */
  redisKeyPrefix: string;
  /** METRICS=1: Prometheus metrics at /api/metrics for this Bearer token; undefined when off. */
  metricsToken: string | undefined;
  /** SIGTERM/SIGINT: how long requests in flight may take to finish before they are cut. */
  shutdownTimeoutMs: number;
}

export const DEFAULT_DEMO_PASSWORD = 'Madreseh@1404';

export class ConfigError extends Error {}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new ConfigError(`${name} must be a positive integer, got "${value}"`);
  return n;
}

/** REDIS_URL: a redis:// or rediss:// address, or unset. */
export function redisUrlFrom(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  let protocol = '';
  try {
    protocol = new URL(text).protocol;
  } catch {
    // Not a URL at all: refused below like any other scheme.
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:')
    throw new ConfigError(
      `REDIS_URL must be a redis:// or rediss:// address (e.g. redis://127.0.0.1:6379), got "${text}"`,
    );
  return text;
}

/** The metrics' token when METRICS=1; never metrics without one (anyone could read the server's load). */
export function metricsTokenFrom(metrics: string | undefined, token: string | undefined): string | undefined {
  const on = metrics?.trim() ?? '';
  if (on === '' || on === '0') return undefined;
  if (on !== '1') throw new ConfigError(`METRICS must be 1 (on) or 0 (off), got "${on}"`);
  const secret = token?.trim() ?? '';
  if (secret.length < 16)
    throw new ConfigError(
      'METRICS=1 needs METRICS_TOKEN of at least 16 characters (the scraper sends it as a Bearer token)',
    );
  return secret;
}

/**
 * TRUST_PROXY: unset → no proxy; a number N → the N proxies nearest the server (1: one nginx in
 * front); otherwise a comma-separated list of the proxies' addresses or CIDRs.
 */
export function trustProxyFrom(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 4 ? 32 : 128;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !bitsOk || extra !== undefined) {
      throw new ConfigError(
        `TRUST_PROXY must be a hop count or the proxies' addresses/CIDRs (e.g. 10.0.0.5,10.1.0.0/16), got "${entry}"`,
      );
    }
  }
  return entries;
}

/** INSTANCE_ID: letters, digits, dot, dash and underscore, at most 64 (it goes into a header). */
export function instanceIdFrom(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(text))
    throw new ConfigError(
      `INSTANCE_ID must be at most 64 letters, digits, dots, dashes or underscores, got "${text}"`,
    );
  return text;
}

/** In embedded/dev mode a JWT secret is generated once and kept in DATA_DIR so restarts keep sessions. */
function keptSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  let jwtSecret = env.JWT_SECRET;
  if (!jwtSecret) {
    if (mode === 'production') throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
    jwtSecret = keptSecret(dataDir);
  }
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  return {
    env: mode,
    port: intFrom(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    jwtSecret,
    demoPassword: env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
    seedDemo: mode !== 'production' && env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    rateLimitMax: intFrom(env.RATE_LIMIT_MAX, 1200, 'RATE_LIMIT_MAX'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    keepSessionChecks: env.SESSION_CHECK_CACHE !== '0',
    webDist: path.resolve(env.WEB_DIST || path.join(findRepoRoot(), 'apps/web/dist')),
    instanceId: instanceIdFrom(env.INSTANCE_ID),
    redisUrl: redisUrlFrom(env.REDIS_URL),
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'school-rate-limit:',
    metricsToken: metricsTokenFrom(env.METRICS, env.METRICS_TOKEN),
    shutdownTimeoutMs: intFrom(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
  };
}

/** The repository root, found from this file whether it runs from src/ (tsx) or dist/ (bundle). */
export function findRepoRoot(): string {
  let dir = path.dirname(new URL(import.meta.url).pathname);
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, 'apps/server/package.json'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}
