/** Starts the server: config → database → migrations → (demo seed) → listen. */
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
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
  const shutdown = async () => {
    stopSmsSender();
    stopFileCleanup();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

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
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
