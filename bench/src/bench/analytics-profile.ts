/**
 * Profiling aid for the score analytics: keeps one generated network in a named database
 * (PROFILE_DB, created and filled on first use), then for each report's loader times the whole call
 * and, with EXPLAIN (ANALYZE, BUFFERS), each SQL statement it runs.
 *   npx tsx bench/src/bench/analytics-profile.ts [report-name ...] [--plans|--time|--dump]
 *   npx tsx bench/src/bench/analytics-profile.ts [report-name ...] --against <checkout>
 * --against: another checkout's loaders (a `git worktree add --detach` of the code before a change,
 * with node_modules) timed against this one's, run by run alternately on the same database, so that
 * both see the same load on a shared machine.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../../apps/server/src/db/client';
import type { Db } from '../../../apps/server/src/db/client';
import { executeRows } from '../../../apps/server/src/db/execute-rows';
import { academicYears, schools, terms } from '../../../apps/server/src/db/schema';
import { computeReportCards } from '../../../apps/server/src/modules/report-cards';
import type { AnalyticsScope } from '../../../apps/server/src/modules/score-analytics/analytics-scope';
import { SCORE_ANALYTICS } from '../../../apps/server/src/modules/score-analytics/score-analytics-routes';
import { DEFAULT_BENCH_PASSWORD } from '../generator/bench-user';
import { generateNetwork } from '../generator/generate';

const NAME = process.env.PROFILE_DB || 'analytics_profile';
const BASE = 'postgres://postgres@127.0.0.1:5432/postgres';

async function main() {
  const args = process.argv.slice(2);
  const plans = args.includes('--plans');
  const timing = args.includes('--time');
  const dump = args.includes('--dump');
  const against = args.includes('--against') ? args[args.indexOf('--against') + 1] : undefined;
  const only = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--against');
  const admin = new pg.Client({ connectionString: BASE });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [NAME])).rowCount;
  if (!exists) await admin.query(`create database "${NAME}"`);
  await admin.end();
  const url = BASE.replace(/\/postgres$/, `/${NAME}`);
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: mkdtempSync(path.join(tmpdir(), 'prof-')),
  });
  const db = database.db;
  if (!exists) {
    const g = await generateNetwork(database, {
      schools: 20,
      studentsPerSchool: 1200,
      seed: 1404,
      force: false,
      benchPassword: DEFAULT_BENCH_PASSWORD,
      today: new Date(),
    });
    const [t] = await db
      .select()
      .from(terms)
      .where(and(eq(terms.academicYearId, g.yearId), eq(terms.ordinal, 1)));
    await computeReportCards(db, { academicYearId: g.yearId, termId: t!.id });
    await db.execute(sql`analyze`);
  }
  const [year] = await db.select().from(academicYears).where(eq(academicYears.isCurrent, true));
  const [term] = await db
    .select()
    .from(terms)
    .where(and(eq(terms.academicYearId, year!.id), eq(terms.ordinal, 1)));
  const [school] = await db.select().from(schools).orderBy(schools.id).limit(1);
  const [course] = await executeRows<{ id: number }>(
    db,
    sql`select course_plan_id as id from course_groups where academic_year_id = ${year!.id}
        group by course_plan_id order by count(*) desc limit 1`,
  );
  const scope = (schoolId: number | null, name: string): AnalyticsScope => ({
    schoolId,
    schoolName: schoolId === null ? null : 'bench',
    academicYearId: year!.id,
    yearTitle: 'bench',
    termId: term!.id,
    termTitle: term!.title,
    grouping: { method: 'quantiles', bands: 4, thresholds: [], basis: 'overall' },
    ...(schoolId === null && ['rank-students-courses', 'matrix'].includes(name)
      ? { coursePlanId: course!.id }
      : {}),
  });
  // Each statement explained: its execution time and (with --plans) its plan.
  const explaining = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return async (query: SQL) => {
        const result = (await target.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        const lines = result.rows.map((r) => r['QUERY PLAN']);
        statements.push(lines.filter((l) => /Execution Time|Planning Time/.test(l)).join('; '));
        if (plans) statements.push(lines.join('\n'));
        return { rows: [] };
      };
    },
  }) as Db;
  if (against) {
    await compare(db, against, only, scope);
    await database.close();
    return;
  }
  let statements: string[] = [];
  for (const def of SCORE_ANALYTICS) {
    if (only.length && !only.includes(def.name)) continue;
    for (const schoolId of [school!.id, null]) {
      const s = scope(schoolId, def.name);
      await def.load(db, s);
      const times: number[] = [];
      let rows: unknown;
      for (let i = 0; i < (timing ? 5 : 1); i++) {
        const started = performance.now();
        rows = await def.load(db, s);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const total = times[Math.floor(times.length / 2)]!;
      if (dump) {
        // Figures rounded to 6 places: the skew's last step moved from numeric to float8.
        const text = JSON.stringify(rows, (_k, v: unknown) =>
          typeof v === 'number' && !Number.isInteger(v) ? Math.round(v * 1e6) / 1e6 : v,
        );
        console.log(
          `${def.name} ${schoolId ?? 'network'} ${createHash('sha256').update(text).digest('hex')}`,
        );
        continue;
      }
      if (timing) {
        console.log(
          `${def.name.padEnd(22)} ${schoolId === null ? 'network' : 'school '} median ${total.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms`,
        );
        continue;
      }
      statements = [];
      try {
        await def.load(explaining, s);
      } catch {
        /* the loader may read the (empty) explained rows */
      }
      const size = Array.isArray(rows) ? rows.length : JSON.stringify(rows).length;
      console.log(
        `\n== ${def.name} ${schoolId === null ? 'network' : 'school'}: ${total.toFixed(0)} ms (${size} rows/bytes)`,
      );
      for (const line of statements) console.log('  ' + line.replace(/\n/g, '\n  '));
    }
  }
  await database.close();
}

const RUNS = 9;

/** Each report's loader of `dir` (before) and of this checkout (after), run alternately. */
async function compare(
  db: Db,
  dir: string,
  only: string[],
  scope: (schoolId: number | null, name: string) => AnalyticsScope,
) {
  const routes = path.resolve(dir, 'apps/server/src/modules/score-analytics/score-analytics-routes.ts');
  const before = ((await import(routes)) as { SCORE_ANALYTICS: typeof SCORE_ANALYTICS }).SCORE_ANALYTICS;
  const [school] = await db.select().from(schools).orderBy(schools.id).limit(1);
  const load = () =>
    process.platform === 'linux' ? readFileSync('/proc/loadavg', 'utf8').split(' ')[0] : '?';
  console.log(`load average ${load()} at the start; median / slowest of ${RUNS} runs each, alternating`);
  for (const def of SCORE_ANALYTICS) {
    if (only.length && !only.includes(def.name)) continue;
    const old = before.find((d) => d.name === def.name)!;
    for (const schoolId of [school!.id, null]) {
      const s = scope(schoolId, def.name);
      await old.load(db, s);
      await def.load(db, s);
      const times: [number[], number[]] = [[], []];
      for (let i = 0; i < RUNS; i++) {
        for (const [side, loader] of (i % 2
          ? [
              [1, def],
              [0, old],
            ]
          : [
              [0, old],
              [1, def],
            ]) as [0 | 1, typeof def][]) {
          const started = performance.now();
          await loader.load(db, s);
          times[side].push(performance.now() - started);
        }
      }
      const fmt = (t: number[]) => {
        t.sort((a, b) => a - b);
        return `${t[Math.floor(t.length / 2)]!.toFixed(0)} / ${t.at(-1)!.toFixed(0)} ms`;
      };
      console.log(
        `${def.name.padEnd(22)} ${schoolId === null ? 'network' : 'school '} before ${fmt(times[0])}, after ${fmt(times[1])} (load ${load()})`,
      );
    }
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
