/** Starts the server: config → database → migrations → (demo seed) → listen. */
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { RedisUnavailableError } from './http/rate-limit-redis';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { ensureBuiltInRoles } from './db/seed/built-in-roles';
import { settingsProvider } from './modules/sms/sms-settings';
import { startSmsSender } from './modules/sms/sms-sender';
import { startOrphanFileCleanup } from './modules/files/orphan-files';
import { DEMO_USERS, isDatabaseEmpty, seedDemoNetwork } from './db/seed/demo';
import { seedDemoScoreAnalytics } from './db/seed/demo-score-analytics';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  await ensureBuiltInRoles(database.db);

  const empty = await isDatabaseEmpty(database.db);
  // Demo data only on the embedded database (or SEED_DEMO=1 on PostgreSQL), never in production.
  const seed = empty && config.seedDemo && (database.kind === 'pglite' || process.env.SEED_DEMO === '1');
  if (seed) {
    await seedDemoNetwork(database.db, config.demoPassword);
    // Computed report cards of the term (the tests' own seed leaves cards to each test).
    await seedDemoScoreAnalytics(database.db);
  }

  const app = await buildApp({ config, database });
  if (database.kind === 'postgres' && !process.env.JWT_SECRET) {
    app.log.warn(
      `JWT_SECRET is not set: tokens are signed with a secret kept in ${config.dataDir}, which other servers over this database do not know — give every server the same JWT_SECRET`,
    );
  }
  // Every SMS leaves through the outbox, by the provider of the network's settings (the log provider,
  // which keeps them on this machine, until one is configured). KAVENEGAR_BASE_URL points tests at a
  // local fake of the API; SMS_SENDER_INTERVAL_MS is how often the outbox is looked at.
  const smsProvider = settingsProvider(database.db, {
    log: app.log,
    ...(process.env.KAVENEGAR_BASE_URL ? { kavenegarBaseUrl: process.env.KAVENEGAR_BASE_URL } : {}),
  });
  const smsInterval = Number(process.env.SMS_SENDER_INTERVAL_MS) || 5_000;
  const stopSmsSender = startSmsSender(database.db, smsProvider, smsInterval, (error) =>
    app.log.error(error, 'sms sender'),
  );
  const stopFileCleanup = startOrphanFileCleanup(database.db, undefined, (error) =>
    app.log.error(error, 'orphan file clean-up'),
  );
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} while shutting down: stopping now`);
      process.exit(1);
    }
    stopping = true;
    void shutdown(signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  /**
   * SIGTERM (an orchestrator, systemd, `kill`) or SIGINT (Ctrl-C): no new connections, requests in
   * flight finish (at most SHUTDOWN_TIMEOUT_MS, then their connections are closed), the background
   * workers end the batch under way, the pool (or PGlite) closes. Exit 0 when everything finished,
   * 1 when requests were cut. A second signal ends the process at once.
   */
  async function shutdown(signal: NodeJS.Signals) {
    const timeoutMs = config.shutdownTimeoutMs;
    app.log.info(
      `${signal}: shutting down — no new requests, finishing those in flight (at most ${timeoutMs} ms)`,
    );
    app.readiness.stopping = true;
    let cut = false;
    const deadline = setTimeout(() => {
      cut = true;
      app.log.warn(`requests still running after ${timeoutMs} ms: closing their connections`);
      app.server.closeAllConnections();
    }, timeoutMs);
    // Whatever hangs after that (a worker's provider call, the pool) does not keep the process.
    const lastResort = setTimeout(() => {
      app.log.error('shutdown did not finish: stopping now');
      process.exit(1);
    }, timeoutMs + 10_000);
    deadline.unref();
    lastResort.unref();
    const workers = Promise.all([stopSmsSender(), stopFileCleanup()]);
    // A kept-alive connection (a proxy's) whose request has finished would otherwise hold the close
    // until its keep-alive timeout: closed as soon as it is idle.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close().catch((error: unknown) => app.log.error(error, 'closing the server'));
    clearInterval(reaper);
    clearTimeout(deadline);
    await workers;
    await database.close();
    app.log.info('stopped');
    process.exit(cut ? 1 : 0);
  }

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const lines = [`\nشبکه هوشمند مدارس — http://localhost:${config.port} (${where})`];
  if (seed) {
    lines.push(
      `Demo network created. Users: ${DEMO_USERS.map((u) => u.username).join(', ')} — password: ${config.demoPassword}`,
    );
  } else if (empty) {
    lines.push('No accounts yet: create the first one with `npm run create-admin`.');
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof RedisUnavailableError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
