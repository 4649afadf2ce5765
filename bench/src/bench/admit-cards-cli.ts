/**
 * `npm run bench:admit-cards [-- options]`: a whole school's admit cards printed at once. A fresh
 * embedded database gets one generated school (default 1,200 students), its two exam sessions and
 * a sports hall holding every student, seated for four exam mornings; the production server serves
 * the built app, and Chromium opens /manager/exam-admit-card?venue=<hall> (every student of the
 * school, A5 cards) signed in as the benchmark user. The time is from the navigation's start to the
 * frame in which the last card is on the page, each run in a fresh browser context; the median of
 * the runs is held against the 5 s target and written into docs/benchmarks.md between the
 * bench:admit-cards markers unless --skip-write.
 *
 *   --students N     students of the school (default 1200)
 *   --runs N         timed loads (default 5)
 *   --skip-build     reuse the built apps
 *   --skip-write     print only
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { and, asc, eq } from 'drizzle-orm';
import type { LoginResponse } from '@school/shared';
import { openDatabase, type Database } from '../../../apps/server/src/db/client';
import { examSeats, examSessions, examVenues, students } from '../../../apps/server/src/db/schema';
import { DEFAULT_BENCH_PASSWORD } from '../generator/bench-user';
import { generateNetwork } from '../generator/generate';
import { DEFAULT_SEED, positiveInt } from '../generator/options';
import { chooseSchool, login } from './api-client';
import { chromiumPath } from './chromium';
import { buildUnlessSkipped } from './build-step';
import { cleanupOnSignals, onCleanup, runWithCleanup, tempDir } from './cleanup';
import { writeMarkedBlock } from './doc-block';
import { startServer } from './server-process';

const TARGET_MS = 5_000;
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const MARKERS = {
  start: '<!-- bench:admit-cards:start -->',
  end: '<!-- bench:admit-cards:end -->',
  heading: "## A school's admit cards in Chromium (`npm run bench:admit-cards`)",
};
const HALL_COLUMNS = 40;
const EXAM_DAYS = 4;

function options() {
  const { values } = parseArgs({
    options: {
      students: { type: 'string' },
      runs: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      'skip-write': { type: 'boolean', default: false },
    },
  });
  return {
    students: positiveInt(values.students, 1200, '--students', 5000),
    runs: positiveInt(values.runs, 5, '--runs', 25),
    skipBuild: values['skip-build'],
    skipWrite: values['skip-write'],
  };
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Sessions, a hall with a seat for everyone, and every studying student seated on each exam day. */
async function seatEveryone(database: Database, schoolId: number, yearId: number) {
  const db = database.db;
  const [morning] = await db
    .insert(examSessions)
    .values([
      { schoolId, title: 'صبح', ordinal: 1, defaultStartTime: '08:00' },
      { schoolId, title: 'عصر', ordinal: 2, defaultStartTime: '14:00' },
    ])
    .returning();
  const people = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.status, 'studying')))
    .orderBy(asc(students.id));
  const rows = Math.ceil(people.length / HALL_COLUMNS);
  const [hall] = await db
    .insert(examVenues)
    .values({
      schoolId,
      title: 'سالن ورزشی',
      seatRows: rows,
      seatColumns: HALL_COLUMNS,
      capacity: rows * HALL_COLUMNS,
      location: 'ساختمان ورزش',
    })
    .returning();
  const first = addDays(new Date().toISOString().slice(0, 10), 7);
  for (let day = 0; day < EXAM_DAYS; day++) {
    const values = people.map((p, i) => ({
      schoolId,
      academicYearId: yearId,
      date: addDays(first, day),
      examSessionId: morning!.id,
      venueId: hall!.id,
      // Another seat each day, as a placement would give.
      seatRow: Math.floor(((i + day * 37) % people.length) / HALL_COLUMNS),
      seatColumn: ((i + day * 37) % people.length) % HALL_COLUMNS,
      studentId: p.id,
      examIds: [],
    }));
    for (let k = 0; k < values.length; k += 500) await db.insert(examSeats).values(values.slice(k, k + 500));
  }
  return { hallId: hall!.id, students: people.length };
}

/** Stores the session before the app's scripts run, and notes the frame the last card shows in. */
function watchForCards(session: LoginResponse, count: number): string {
  const entries: [string, string][] = [
    ['accessToken', session.accessToken],
    ['refreshToken', session.refreshToken],
    ['userData', JSON.stringify(session.userData)],
    ['userAbilityRules', JSON.stringify(session.userAbilityRules)],
  ];
  return `
    for (const [key, value] of ${JSON.stringify(entries)}) localStorage.setItem(key, value);
    window.cardsVisibleAt = new Promise((resolve) => {
      const frame = () => {
        if (document.querySelectorAll('[data-testid^="admit-card-seats-"]').length >= ${count}) resolve(performance.now());
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });`;
}

async function timeLoads(
  baseUrl: string,
  session: LoginResponse,
  hallId: number,
  count: number,
  runs: number,
) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  const closeBrowser = onCleanup('close chromium', () => browser.close());
  const times: number[] = [];
  try {
    // The first load fills the HTTP cache with the app's files (a user's browser has them).
    for (let run = 0; run <= runs; run++) {
      const context = await browser.newContext({
        serviceWorkers: 'block',
        locale: 'fa-IR',
        timezoneId: 'Asia/Tehran',
        viewport: { width: 1366, height: 850 },
      });
      await context.addInitScript(watchForCards(session, count));
      const tab = await context.newPage();
      await tab.goto(`${baseUrl}/manager/exam-admit-card?venue=${hallId}`, { waitUntil: 'commit' });
      const ms = await tab.evaluate(
        () => (window as unknown as { cardsVisibleAt: Promise<number> }).cardsVisibleAt,
      );
      const cards = await tab.locator('[data-testid^="admit-card-seats-"]').count();
      if (cards !== count) throw new Error(`${cards} cards on the page, ${count} expected`);
      await context.close();
      console.log(`${run === 0 ? 'first load' : `run ${run}`}: ${Math.round(ms)} ms`);
      if (run > 0) times.push(ms);
    }
  } finally {
    await closeBrowser();
  }
  return times;
}

async function main() {
  const opts = options();
  cleanupOnSignals();
  buildUnlessSkipped(opts.skipBuild);
  const loadBefore = os.loadavg()[0]!;
  const dataDir = tempDir('bench-admit-cards-');
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  let seated: { hallId: number; students: number };
  let generated: Awaited<ReturnType<typeof generateNetwork>>;
  try {
    console.log(`generating one school of ${opts.students} students…`);
    generated = await generateNetwork(database, {
      schools: 1,
      studentsPerSchool: opts.students,
      seed: DEFAULT_SEED,
      force: false,
      benchPassword: DEFAULT_BENCH_PASSWORD,
      today: new Date(),
    });
    seated = await seatEveryone(database, generated.schoolIds[0]!, generated.yearId);
  } finally {
    await database.close();
  }
  console.log(
    `seated ${seated.students} students for ${EXAM_DAYS} mornings; starting the production server…`,
  );
  const server = await startServer(repoRoot, { databaseUrl: undefined, dataDir });
  let times: number[];
  try {
    const user = generated.benchUser;
    const session = await login(server.baseUrl, user.username, user.password);
    await chooseSchool(server.baseUrl, session.accessToken, generated.schoolIds[0]!, generated.yearId);
    const chosen = await login(server.baseUrl, user.username, user.password);
    times = await timeLoads(server.baseUrl, chosen, seated.hallId, seated.students, opts.runs);
  } finally {
    await server.stop();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const verdict = median < TARGET_MS ? 'met' : '**missed**';
  console.log(`median ${Math.round(median)} ms (target under ${TARGET_MS} ms: ${verdict})`);
  if (opts.skipWrite) return;
  const command = [
    'npm run bench:admit-cards',
    ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : []),
  ];
  const section = [
    `Run ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, load average ${loadBefore.toFixed(1)} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end: \`${command.join(' ')}\`, the embedded database, one generated school of ${seated.students} students each seated for ${EXAM_DAYS} exam mornings in one hall; /manager/exam-admit-card for that hall (every student, A5 cards) in headless Chromium at 1366 px, the app's files cached, a fresh context each run.`,
    '',
    '| measure | median | each run | target |',
    '| --- | --- | --- | --- |',
    `| ${seated.students.toLocaleString('en')} admit cards on the page | ${(median / 1000).toFixed(2)} s | ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s | under ${TARGET_MS / 1000} s — ${verdict} |`,
  ].join('\n');
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  await writeMarkedBlock(file, MARKERS, section);
  console.log(`Wrote ${file}`);
}

runWithCleanup(main);
