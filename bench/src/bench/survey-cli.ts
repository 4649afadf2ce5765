/**
 * `npm run bench:survey [-- options]`: the public survey page under a class's worth of phones a
 * hundred times over. A fresh database (PostgreSQL, or the embedded one with --embedded) gets a
 * generated school; the production server runs on it; through its API the bench user writes a
 * survey of every classroom with three questions and issues the codes. Then 100 clients, each from
 * its own address (X-Forwarded-For behind TRUST_PROXY=1, as a school's students come from many),
 * send 1,000 submissions — each opens the survey with a code and answers it, as the page does —
 * and a race follows: 10 more codes, each sent by 10 clients at the same moment. Afterwards the
 * database is read: every code answered exactly once (spent once, its answers stored once, the
 * race's losers refused). Lighthouse's mobile preset then scores the survey page. Writes
 * docs/benchmarks.md between the bench:survey markers unless --skip-write.
 *
 *   --students-per-school N   size of the generated school (default 1100: enough codes)
 *   --clients N               concurrent clients (default 100)
 *   --submissions N           submissions of the main phase (default 1000)
 *   --embedded                the embedded database (PGlite) instead of PostgreSQL
 *   --skip-build              reuse the built apps/server/dist
 *   --skip-write              print only
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isoDateIn } from '@school/shared';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../apps/server/src/db/client';
import { executeRows } from '../../../apps/server/src/db/execute-rows';
import { DEFAULT_BENCH_PASSWORD } from '../generator/bench-user';
import { generateNetwork } from '../generator/generate';
import { positiveInt } from '../generator/options';
import { authHeader, chooseSchool, getData, login } from './api-client';
import { buildUnlessSkipped } from './build-step';
import { cleanupOnSignals, runWithCleanup, tempDir } from './cleanup';
import { launchChromium } from './chromium';
import { audit } from './lighthouse-pages';
import { writeBenchBlock } from './network-bench';
import { createBenchDatabase, DEFAULT_BENCH_DATABASE_URL } from './postgres-database';
import { startServer } from './server-process';
import { summarise, type LatencySummary } from './stats';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const QUESTIONS = [
  'درس را روشن توضیح می‌دهد.',
  'به پرسش‌ها با حوصله پاسخ می‌دهد.',
  'کلاس را به‌موقع آغاز می‌کند.',
];
const RACE_CODES = 10;
const LIGHTHOUSE_RUNS = 5;
const LIGHTHOUSE_TARGET = 90;

function options() {
  const { values } = parseArgs({
    options: {
      'students-per-school': { type: 'string' },
      clients: { type: 'string' },
      submissions: { type: 'string' },
      embedded: { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      'skip-write': { type: 'boolean', default: false },
    },
  });
  return {
    studentsPerSchool: positiveInt(values['students-per-school'], 1100, '--students-per-school', 9999),
    clients: positiveInt(values.clients, 100, '--clients', 1000),
    submissions: positiveInt(values.submissions, 1000, '--submissions', 9000),
    embedded: values.embedded,
    skipBuild: values['skip-build'],
    skipWrite: values['skip-write'],
  };
}
type Options = ReturnType<typeof options>;

interface Ballot {
  teachers: { id: number }[];
  items: { id: number }[];
}

/** One client: its own address, its codes one after another (open, then answer). */
async function post(baseUrl: string, address: string, url: string, body: unknown) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: unknown; message?: string };
  return { status: response.status, ms: performance.now() - started, json };
}

const addressOf = (client: number) => `10.${100 + (client >> 16)}.${(client >> 8) & 255}.${client & 255}`;

async function submit(baseUrl: string, surveyId: number, client: number, code: string, samples: number[]) {
  const address = addressOf(client);
  const opened = await post(baseUrl, address, `/api/public/surveys/${surveyId}/open`, { code });
  if (opened.status !== 200) return { status: opened.status, answers: 0, message: opened.json.message };
  const ballot = opened.json.data as Ballot;
  const answers = ballot.teachers.flatMap((t, i) =>
    ballot.items.map((item, j) => ({ teacherId: t.id, itemId: item.id, score: 1 + ((client + i + j) % 5) })),
  );
  const sent = await post(baseUrl, address, `/api/public/surveys/${surveyId}/answers`, { code, answers });
  samples.push(sent.ms);
  return {
    status: sent.status,
    answers: sent.status === 200 ? answers.length : 0,
    message: sent.json.message,
  };
}

interface SurveyBenchResult {
  date: string;
  command: string;
  machine: string;
  database: string;
  codes: number;
  clients: number;
  submissions: number;
  wallMs: number;
  perSecond: number;
  answer: LatencySummary;
  statuses: Record<string, number>;
  stored: number;
  expectedStored: number;
  spent: number;
  race: { sent: number; won: number; refused: number; stored: number; expected: number };
  /** Lighthouse's mobile preset (a mid-range phone, slow 4G, 4× CPU slowdown) on the survey page. */
  lighthouse: number[];
}

/** The survey page's Lighthouse performance scores, mobile preset, as a student's first visit. */
async function lighthouseMobile(url: string): Promise<number[]> {
  const browser = await launchChromium();
  try {
    const scores: number[] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++)
      scores.push((await audit(url, browser.port, false, 'mobile')).performance);
    return scores;
  } finally {
    await browser.close();
  }
}

async function runLoad(baseUrl: string, token: string, opts: Options) {
  const rooms = await getData<{ items: { id: number }[] }>(baseUrl, token, '/api/classrooms?pageSize=100');
  const today = new Date();
  const created = await fetch(`${baseUrl}/api/survey-groups`, {
    method: 'POST',
    headers: { ...authHeader(token), 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'نظرسنجی سنجش بار',
      opensOn: isoDateIn(today),
      closesOn: isoDateIn(new Date(today.getTime() + 7 * 86_400_000)),
      classroomIds: rooms.items.map((r) => r.id),
    }),
  });
  const surveyId = ((await created.json()) as { data: { id: number } }).data.id;
  for (const question of QUESTIONS)
    await fetch(`${baseUrl}/api/survey-items`, {
      method: 'POST',
      headers: { ...authHeader(token), 'content-type': 'application/json' },
      body: JSON.stringify({ surveyGroupId: surveyId, question }),
    });
  const issued = await fetch(`${baseUrl}/api/survey-hashes`, {
    method: 'POST',
    headers: { ...authHeader(token), 'content-type': 'application/json' },
    body: JSON.stringify({ surveyGroupId: surveyId }),
  });
  const codes = (
    (await issued.json()) as { data: { classrooms: { codes: string[] }[] } }
  ).data.classrooms.flatMap((c) => c.codes);
  if (codes.length < opts.submissions + RACE_CODES)
    throw new Error(`only ${codes.length} codes: raise --students-per-school`);

  console.log(`${opts.submissions} submissions from ${opts.clients} clients…`);
  const samples: number[] = [];
  const statuses: Record<string, number> = {};
  let expectedStored = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.clients }, async (_, client) => {
      for (let i = client; i < opts.submissions; i += opts.clients) {
        const result = await submit(baseUrl, surveyId, client, codes[i]!, samples);
        statuses[result.status] = (statuses[result.status] ?? 0) + 1;
        expectedStored += result.answers;
        if (result.status !== 200) console.warn(`code ${i}: ${result.status} ${result.message}`);
      }
    }),
  );
  const wallMs = performance.now() - started;

  console.log(`race: ${RACE_CODES} codes, each sent by ${opts.clients / RACE_CODES} clients at once…`);
  const raceCodes = codes.slice(opts.submissions, opts.submissions + RACE_CODES);
  const race = await Promise.all(
    Array.from({ length: opts.clients }, (_, client) =>
      submit(baseUrl, surveyId, opts.clients + client, raceCodes[client % RACE_CODES]!, []),
    ),
  );
  return {
    surveyId,
    codes: codes.length,
    wallMs,
    samples,
    statuses,
    expectedStored,
    race: {
      sent: race.length,
      won: race.filter((r) => r.status === 200).length,
      // Refused as spent: at opening (the winner was faster) or at answering (the conditional UPDATE).
      refused: race.filter((r) => r.status === 409).length,
      expected: race.reduce((n, r) => n + r.answers, 0),
    },
  };
}

/** What the database holds afterwards (read once the server has stopped). */
async function stored(target: { databaseUrl?: string; dataDir: string }, surveyId: number) {
  const database = await openDatabase(target);
  try {
    const [row] = await executeRows<{ answers: number; spent: number }>(
      database.db,
      sql`select (select count(*)::int from survey_answers where survey_group_id = ${surveyId}) as answers,
                 (select count(*)::int from survey_codes where survey_group_id = ${surveyId} and spent) as spent`,
    );
    return row!;
  } finally {
    await database.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function writeSection(r: SurveyBenchResult): Promise<string> {
  const ok = (yes: boolean) => (yes ? 'met' : '**missed**');
  const ms = (n: number) => `${Math.round(n)} ms`;
  const once = r.spent === r.submissions + r.race.won && r.stored === r.expectedStored + r.race.expected;
  const section = [
    `Run ${r.date} on ${r.machine}: \`${r.command}\`, ${r.database}, one generated school (${r.codes} codes issued).`,
    '',
    '| measure | value | target |',
    '| --- | --- | --- |',
    `| ${r.submissions.toLocaleString('en')} submissions (open with the code, then answer) from ${r.clients} concurrent clients, each its own address | ${(r.wallMs / 1000).toFixed(1)} s, ${r.perSecond.toFixed(0)} submissions/s | |`,
    `| answering: p50 / p95 / p99 / max | ${ms(r.answer.p50)} / ${ms(r.answer.p95)} / ${ms(r.answer.p99)} / ${ms(r.answer.max)} | |`,
    `| answers by status | ${Object.entries(r.statuses)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')} | all 200 — ${ok(r.statuses['200'] === r.submissions)} |`,
    `| race: ${RACE_CODES} codes, each sent by ${r.race.sent / RACE_CODES} clients at once | ${r.race.won} stored, ${r.race.refused} refused as spent | ${RACE_CODES} stored — ${ok(r.race.won === RACE_CODES && r.race.refused === r.race.sent - RACE_CODES)} |`,
    `| codes spent afterwards | ${r.spent.toLocaleString('en')} | ${(r.submissions + RACE_CODES).toLocaleString('en')} — ${ok(r.spent === r.submissions + RACE_CODES)} |`,
    `| answer rows stored | ${r.stored.toLocaleString('en')} | ${(r.expectedStored + r.race.expected).toLocaleString('en')}, each code's once — ${ok(once)} |`,
    `| Lighthouse performance of \`/survey/{id}\`, mobile preset (median of ${r.lighthouse.join(', ')}) | ${median(r.lighthouse)} | ≥ ${LIGHTHOUSE_TARGET} — ${ok(median(r.lighthouse) >= LIGHTHOUSE_TARGET)} |`,
  ].join('\n');
  return writeBenchBlock('bench:survey', 'Teacher survey submissions', section);
}

async function main() {
  const opts = options();
  cleanupOnSignals();
  buildUnlessSkipped(opts.skipBuild);
  const dataDir = tempDir('bench-survey-');
  const database = opts.embedded
    ? undefined
    : await createBenchDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL);
  const target = { databaseUrl: database?.url, dataDir };
  const password = process.env.BENCH_PASSWORD || DEFAULT_BENCH_PASSWORD;
  const loadBefore = os.loadavg()[0]!;

  console.log(`generating a school of ${opts.studentsPerSchool} students…`);
  const db = await openDatabase(target);
  const generated = await (async () => {
    try {
      return await generateNetwork(db, {
        schools: 1,
        studentsPerSchool: opts.studentsPerSchool,
        seed: 1404,
        force: false,
        benchPassword: password,
        today: new Date(),
      });
    } finally {
      await db.close();
    }
  })();

  const server = await startServer(repoRoot, target);
  const session = await login(server.baseUrl, generated.benchUser.username, password);
  await chooseSchool(server.baseUrl, session.accessToken, generated.schoolIds[0]!, generated.yearId);
  const load = await runLoad(server.baseUrl, session.accessToken, opts);
  console.log('Lighthouse (mobile) on the survey page…');
  const scores = await lighthouseMobile(`${server.baseUrl}/survey/${load.surveyId}`);
  await server.stop();
  const after = await stored(target, load.surveyId);

  const result: SurveyBenchResult = {
    date: new Date().toISOString().slice(0, 10),
    command: [
      'npm run bench:survey',
      ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : []),
    ].join(' '),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, load average ${loadBefore.toFixed(1)} at the start`,
    database: opts.embedded
      ? 'embedded database (PGlite)'
      : `PostgreSQL (${database!.serverVersion.split(' ')[1]})`,
    codes: load.codes,
    clients: opts.clients,
    submissions: opts.submissions,
    wallMs: load.wallMs,
    perSecond: opts.submissions / (load.wallMs / 1000),
    answer: summarise(load.samples),
    statuses: load.statuses,
    stored: after.answers,
    expectedStored: load.expectedStored,
    spent: after.spent,
    race: { ...load.race, stored: after.answers - load.expectedStored },
    lighthouse: scores,
  };
  console.table({
    ...result,
    answer: undefined,
    statuses: JSON.stringify(result.statuses),
    race: JSON.stringify(result.race),
    lighthouse: result.lighthouse.join(', '),
  });
  console.table(result.answer);
  const failed =
    result.statuses['200'] !== result.submissions ||
    result.race.won !== RACE_CODES ||
    result.spent !== result.submissions + RACE_CODES ||
    result.stored !== result.expectedStored + result.race.expected;
  if (!opts.skipWrite && existsSync(path.join(repoRoot, 'docs/benchmarks.md')))
    console.log(`Wrote ${await writeSection(result)}`);
  if (failed) throw new Error('a code was not answered exactly once (see the table above)');
}

runWithCleanup(main);
