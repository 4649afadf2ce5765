/**
 * `npm run bench:sms [-- options]`: the SMS sender under a network-wide compose. A fresh PostgreSQL
 * database gets the large generated network; two production servers run on it, each with its
 * sender, both pointed at a local fake of Kavenegar's API (127.0.0.1 only). The bench user (network
 * manager) composes one SMS to the parents of every classroom of the network and the answer is
 * timed (target: accepted in under 3 s); then the outbox is watched until nothing is left to send,
 * and what reached the fake provider is counted: messages received twice (duplicates) and messages
 * queued but never received (lost), both of which must be 0. Writes the figures into
 * docs/benchmarks.md between the bench:sms markers (kept by `npm run bench`) unless --skip-write.
 *
 *   --schools N --students-per-school N --seed N   network size (default 20 × 1200, seed 1404)
 *   --skip-build                                   reuse the built apps/server/dist
 *   --skip-write                                   print only
 * Needs the built server (npm run build) and BENCH_DATABASE_URL as `npm run bench` does.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FAKE_KEYS, startFakeKavenegar } from '../../../apps/server/test/helpers/fake-kavenegar';
import type { GenerateResult } from '../generator/generate';
import { NETWORK_SIZE_ARGS, networkSize } from '../generator/options';
import { authHeader, chooseSchool, login } from './api-client';
import { buildUnlessSkipped } from './build-step';
import { cleanupOnSignals, onCleanup, runWithCleanup } from './cleanup';
import { benchPassword, generateServedNetwork, writeBenchBlock } from './network-bench';
import { rawPostgres } from './raw-sql';
import { startServer } from './server-process';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const ACCEPT_TARGET_MS = 3000;
const DRAIN_TIMEOUT_MS = 15 * 60_000;

function options() {
  const { values } = parseArgs({
    options: {
      ...NETWORK_SIZE_ARGS,
      'skip-build': { type: 'boolean', default: false },
      'skip-write': { type: 'boolean', default: false },
    },
  });
  return {
    ...networkSize(values),
    skipBuild: values['skip-build'],
    skipWrite: values['skip-write'],
  };
}

interface SmsBenchResult {
  date: string;
  command: string;
  machine: string;
  schools: number;
  studentsPerSchool: number;
  queued: number;
  skipped: number;
  /** Parents whose number another parent of the compose has: sent once. */
  shared: number;
  acceptMs: number;
  drainMs: number;
  perSecond: number;
  received: number;
  duplicates: number;
  lost: number;
}

async function writeSection(result: SmsBenchResult): Promise<string> {
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const section = [
    `Run ${result.date} on ${result.machine}: \`${result.command}\`, PostgreSQL, ${result.schools} schools × ${result.studentsPerSchool} students.`,
    '',
    '| measure | value | target |',
    '| --- | --- | --- |',
    `| one compose to every classroom's parents: messages queued | ${result.queued.toLocaleString('en')} (${result.skipped} parents without a valid mobile skipped, ${result.shared} sharing a number with another parent sent once) | |`,
    `| the compose answered (accepted) | ${(result.acceptMs / 1000).toFixed(2)} s | under 3 s — ${verdict(result.acceptMs < ACCEPT_TARGET_MS)} |`,
    `| two server processes sent them all to the fake provider | ${(result.drainMs / 1000).toFixed(1)} s, ${Math.round(result.perSecond).toLocaleString('en')} messages/s | |`,
    `| received twice (duplicates) | ${result.duplicates} | 0 — ${verdict(result.duplicates === 0)} |`,
    `| queued but never received (lost) | ${result.lost} | 0 — ${verdict(result.lost === 0)} |`,
  ].join('\n');
  return writeBenchBlock('bench:sms', 'SMS sender', section);
}

async function main() {
  const opts = options();
  cleanupOnSignals();
  buildUnlessSkipped(opts.skipBuild);
  const password = benchPassword();
  const { databaseUrl, dataDir, generated } = await generateServedNetwork('sms', opts, { password });

  const raw = rawPostgres(databaseUrl!);
  try {
    await measure(raw, databaseUrl!, dataDir, generated, password, opts);
  } finally {
    // Before the database is dropped: its forced drop would end a connection still open here.
    await raw.close();
  }
}

async function measure(
  raw: ReturnType<typeof rawPostgres>,
  databaseUrl: string,
  dataDir: string,
  generated: GenerateResult,
  password: string,
  opts: ReturnType<typeof options>,
) {
  const loadBefore = os.loadavg()[0]!;
  // The provider and a cap above any school's parents, before the servers start.
  await raw.query({
    sql: `insert into sms_settings (id, provider, api_key, sender, price_per_part, daily_cap_per_school)
          values (1, 'kavenegar', $1, '10004346', 1150, 100000)`,
    params: [FAKE_KEYS.good],
  });
  const classroomIds = (
    await raw.query<{ id: number }>({ sql: 'select id from classrooms order by id', params: [] })
  ).map((r) => r.id);

  const fake = await startFakeKavenegar();
  onCleanup('stop fake provider', () => fake.close());
  const env = { KAVENEGAR_BASE_URL: fake.url, SMS_SENDER_INTERVAL_MS: '500' };
  const target = { databaseUrl, dataDir };
  const servers = [await startServer(repoRoot, target, env), await startServer(repoRoot, target, env)];
  const session = await login(servers[0]!.baseUrl, generated.benchUser.username, password);
  await chooseSchool(servers[0]!.baseUrl, session.accessToken, generated.schoolIds[0]!, generated.yearId);

  console.log(`composing one SMS to the parents of ${classroomIds.length} classrooms…`);
  const started = performance.now();
  const response = await fetch(`${servers[0]!.baseUrl}/api/sms/send`, {
    method: 'POST',
    headers: { ...authHeader(session.accessToken), 'content-type': 'application/json' },
    body: JSON.stringify({
      body: 'ولی گرامی {student}، کارنامه نوبت اول {classroom} از فردا در سامانه {school} دیده می‌شود.',
      classroomIds,
    }),
  });
  const acceptMs = performance.now() - started;
  const answer = (await response.json()) as {
    data?: { queued: number; invalidCount: number; duplicates: number };
    message?: string;
  };
  if (!response.ok || !answer.data)
    throw new Error(`compose refused (${response.status}): ${answer.message}`);
  console.log(`accepted ${answer.data.queued} messages in ${(acceptMs / 1000).toFixed(2)} s`);

  let left = answer.data.queued;
  while (left > 0) {
    if (performance.now() - started > DRAIN_TIMEOUT_MS) throw new Error(`${left} messages still unsent`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const [row] = await raw.query<{ n: number }>({
      sql: `select count(*)::int as n from sms_outbox where status in ('pending', 'sending')`,
      params: [],
    });
    left = row!.n;
  }
  const drainMs = performance.now() - started - acceptMs;
  for (const server of servers) await server.stop();

  const receptors = fake.messages.map((m) => m.receptor);
  const distinct = new Set(receptors);
  const sentRows = await raw.query<{ recipient: string }>({
    sql: `select recipient from sms_outbox where kind = 'compose'`,
    params: [],
  });
  const lost = sentRows.filter((r) => !distinct.has(r.recipient)).length;
  const result: SmsBenchResult = {
    date: new Date().toISOString().slice(0, 10),
    command: ['npm run bench:sms', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(
      ' ',
    ),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, load average ${loadBefore.toFixed(1)} at the start`,
    schools: opts.schools,
    studentsPerSchool: opts.studentsPerSchool,
    queued: answer.data.queued,
    skipped: answer.data.invalidCount,
    shared: answer.data.duplicates,
    acceptMs,
    drainMs,
    perSecond: answer.data.queued / (drainMs / 1000),
    received: receptors.length,
    duplicates: receptors.length - distinct.size,
    lost,
  };
  console.table(result);
  if (!opts.skipWrite && existsSync(path.join(repoRoot, 'docs/benchmarks.md')))
    console.log(`Wrote ${await writeSection(result)}`);
}

runWithCleanup(main);
