/**
 * `npm run bench:preregistration [-- options]`: the public pre-registration form under a crowd. The
 * production server (built bundle) on a fresh database with one generated school and an open form
 * for grade 10; 200 applicants, each from an address of their own (X-Forwarded-For behind the
 * trusted proxy the bench server declares), send their applications (without files) at the same
 * moment, for a few rounds. Measured: each answer's time (p50, p95, max) and the throughput of a
 * round; counted: answers other than 201, which must be 0. Then the same applicants send again (all
 * refused, 409, nothing stored twice), and one address sends past its limit (the intended 429s). At
 * the end the database must hold every application exactly once. PostgreSQL (BENCH_DATABASE_URL)
 * and the embedded PGlite. The figures go into docs/benchmarks.md between the
 * bench:preregistration markers (--skip-write to print only).
 *
 *   --applicants N   applicants sending at once (default 200)
 *   --rounds N       rounds of them (default 3)
 *   --postgres-only  skip PGlite
 *   --skip-build     reuse the built apps/server/dist
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPLICATION_LIMITS, withNationalCheckDigit } from '@school/shared';
import { openDatabase } from '../../../apps/server/src/db/client';
import { preregisterCampaigns, preregisterGrades } from '../../../apps/server/src/db/schema';
import { DEFAULT_BENCH_PASSWORD } from '../generator/bench-user';
import { generateNetwork } from '../generator/generate';
import { DEFAULT_SEED, positiveInt } from '../generator/options';
import { buildUnlessSkipped } from './build-step';
import { cleanupOnSignals, onCleanup, runWithCleanup } from './cleanup';
import { writeMarkedBlock } from './doc-block';
import { createBenchDatabase, DEFAULT_BENCH_DATABASE_URL } from './postgres-database';
import { rawPglite, rawPostgres, type RawSql } from './raw-sql';
import { startServer } from './server-process';
import { summarise, type LatencySummary } from './stats';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const START = '<!-- bench:preregistration:start -->';
const END = '<!-- bench:preregistration:end -->';

interface Answer {
  status: number;
  ms: number;
}

interface BackendResult {
  backend: string;
  sent: number;
  latency: LatencySummary;
  /** Applications a second per round, the slowest and the fastest round. */
  throughput: { min: number; max: number };
  unexpected: Record<string, number>;
  duplicatesRefused: number;
  duplicatesSent: number;
  limited: { accepted: number; throttled: number; sent: number };
  stored: number;
  storedTwice: number;
}

const isoDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

/** The n-th applicant: a national code of their own and an address of their own. */
function applicant(n: number) {
  return {
    address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    body: {
      firstName: 'متقاضی',
      lastName: `شماره ${n}`,
      fatherName: 'پدر',
      nationalCode: withNationalCheckDigit(String(400_000_000 + n * 17)),
      birthDate: `${new Date().getUTCFullYear() - 16}-0${1 + (n % 9)}-1${n % 9}`,
      gender: n % 2 ? 'male' : 'female',
      gradeLevel: '10',
      previousSchool: 'دبیرستان دوره اول',
      previousAverage: String(15 + (n % 20) / 4),
      fatherMobile: `0912${String(1_000_000 + n).slice(-7)}`,
      address: 'تهران، خیابان انقلاب',
    },
  };
}

async function send(
  baseUrl: string,
  campaign: number,
  n: number,
  address = applicant(n).address,
): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/public/applications/${campaign}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(applicant(n).body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const tally = (answers: Answer[]) =>
  answers.reduce<Record<string, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});

async function run(
  backend: string,
  databaseUrl: string | undefined,
  opts: { applicants: number; rounds: number },
): Promise<BackendResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-prereg-'));
  onCleanup(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  const database = await openDatabase({ databaseUrl, dataDir });
  let campaign: number;
  try {
    const generated = await generateNetwork(database, {
      schools: 1,
      studentsPerSchool: 60,
      seed: DEFAULT_SEED,
      force: false,
      benchPassword: DEFAULT_BENCH_PASSWORD,
      today: new Date(),
    });
    const [row] = await database.db
      .insert(preregisterCampaigns)
      .values({
        schoolId: generated.schoolIds[0]!,
        academicYearId: generated.yearId,
        title: 'پیش‌ثبت‌نام بنچ',
        opensOn: isoDay(-1),
        closesOn: isoDay(30),
      })
      .returning();
    campaign = row!.id;
    await database.db.insert(preregisterGrades).values({
      schoolId: generated.schoolIds[0]!,
      academicYearId: generated.yearId,
      campaignId: campaign,
      gradeLevel: 10,
      capacity: 2000,
    });
  } finally {
    await database.close();
  }

  const server = await startServer(repoRoot, { databaseUrl, dataDir });
  const latencies: number[] = [];
  const rates: number[] = [];
  const unexpected: Record<string, number> = {};
  const total = opts.applicants * opts.rounds;
  // A warm-up applicant of its own (first statements prepared, code paths compiled).
  await send(server.baseUrl, campaign, total + 1);
  for (let round = 0; round < opts.rounds; round++) {
    const first = round * opts.applicants;
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: opts.applicants }, (_, i) => send(server.baseUrl, campaign, first + i)),
    );
    const wallMs = performance.now() - started;
    rates.push(opts.applicants / (wallMs / 1000));
    for (const a of answers) {
      latencies.push(a.ms);
      if (a.status !== 201) unexpected[a.status] = (unexpected[a.status] ?? 0) + 1;
    }
    console.log(
      `${backend} round ${round + 1}: ${JSON.stringify(tally(answers))} in ${wallMs.toFixed(0)} ms`,
    );
  }
  // The same people again, from other addresses: refused, never stored twice.
  const again = await Promise.all(
    Array.from({ length: opts.applicants }, (_, i) =>
      send(server.baseUrl, campaign, i, `172.16.${i >> 8}.${i & 255}`),
    ),
  );
  // One address sending more than its limit: the limit's refusals are the intended 429s.
  const limitSent = APPLICATION_LIMITS.submitsPerWindow + 5;
  const limited: Answer[] = [];
  for (let i = 0; i < limitSent; i++)
    limited.push(await send(server.baseUrl, campaign, total + 10 + i, '192.168.50.50'));
  await server.stop();

  const raw: RawSql = databaseUrl ? rawPostgres(databaseUrl) : await rawPglite(dataDir);
  try {
    const [counts] = await raw.query<{ stored: number; codes: number }>({
      sql: `select count(*)::int as stored, count(distinct national_code)::int as codes
            from preregister_applications where campaign_id = $1`,
      params: [campaign],
    });
    const accepted = limited.filter((a) => a.status === 201).length;
    const expected = total + 1 + accepted;
    if (counts!.stored !== expected)
      throw new Error(`${counts!.stored} applications stored, ${expected} expected`);
    return {
      backend,
      sent: total,
      latency: summarise(latencies),
      throughput: { min: Math.min(...rates), max: Math.max(...rates) },
      unexpected,
      duplicatesRefused: again.filter((a) => a.status === 409).length,
      duplicatesSent: again.length,
      limited: { accepted, throttled: limited.filter((a) => a.status === 429).length, sent: limitSent },
      stored: counts!.stored,
      storedTwice: counts!.stored - counts!.codes,
    };
  } finally {
    await raw.close();
  }
}

async function writeSection(
  rows: BackendResult[],
  opts: { applicants: number; rounds: number },
  load: number,
) {
  const command = [
    'npm run bench:preregistration',
    ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : []),
  ];
  const ms = (v: number) => `${Math.round(v)} ms`;
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const section = [
    `Run ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, load average ${load.toFixed(1)} at the start: \`${command.join(' ')}\`, ${opts.applicants} applicants at once × ${opts.rounds} rounds.`,
    '',
    '| backend | answers (p50 / p95 / max) | throughput per round | errors besides the limit | sent again (refused 409) | one address past its limit | stored (twice) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => {
      const errors = Object.values(r.unexpected).reduce((a, b) => a + b, 0);
      return `| ${r.backend} | ${ms(r.latency.p50)} / ${ms(r.latency.p95)} / ${ms(r.latency.max)} | ${Math.round(r.throughput.min)}–${Math.round(r.throughput.max)} applications/s | ${errors}${errors ? ` (${JSON.stringify(r.unexpected)})` : ''} — ${verdict(errors === 0)} | ${r.duplicatesRefused} of ${r.duplicatesSent} — ${verdict(r.duplicatesRefused === r.duplicatesSent)} | ${r.limited.accepted} accepted, ${r.limited.throttled} × 429 of ${r.limited.sent} | ${r.stored.toLocaleString('en')} (${r.storedTwice}) — ${verdict(r.storedTwice === 0)} |`;
    }),
  ].join('\n');
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  await writeMarkedBlock(
    file,
    { start: START, end: END, heading: '## Public pre-registration form (`npm run bench:preregistration`)' },
    section,
  );
  return file;
}

async function main() {
  const { values } = parseArgs({
    options: {
      applicants: { type: 'string' },
      rounds: { type: 'string' },
      'postgres-only': { type: 'boolean' },
      'skip-build': { type: 'boolean' },
      'skip-write': { type: 'boolean' },
    },
  });
  const opts = {
    applicants: positiveInt(values.applicants, 200, '--applicants', 5000),
    rounds: positiveInt(values.rounds, 3, '--rounds', 100),
  };
  const load = os.loadavg()[0]!;
  cleanupOnSignals();
  buildUnlessSkipped(values['skip-build']);
  const bench = await createBenchDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL);
  const rows = [await run('PostgreSQL', bench.url, opts)];
  if (!values['postgres-only']) rows.push(await run('PGlite', undefined, opts));
  console.table(
    rows.map((r) => ({
      backend: r.backend,
      p50: r.latency.p50,
      p95: r.latency.p95,
      max: r.latency.max,
      ...r.limited,
    })),
  );
  if (!values['skip-write']) console.log(`Wrote ${await writeSection(rows, opts, load)}`);
}

runWithCleanup(main);
