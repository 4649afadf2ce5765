/**
 * One backend, start to finish: a fresh database filled by the generator, the bare SQL timed and
 * explained through the raw driver, then the production server under load, then cleanup.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@school/shared';
import { openDatabase } from '../../../apps/server/src/db/client';
import { todayIso } from '../../../apps/server/src/modules/attendance/attendance-rules';
import { generateNetwork } from '../generator/generate';
import { formatGenerateReport } from '../generator/report';
import { chooseSchool, login } from './api-client';
import { IMPORT_ROWS, timeStudentImport } from './import-timing';
import {
  BURST_CONNECTIONS,
  type BurstSheet,
  countBurstRows,
  pickBurstSheets,
  runBurst,
} from './attendance-burst';
import { onCleanup } from './cleanup';
import { type LoadSettings, compareWithSql, measureScenario } from './http-phase';
import { createBenchDatabase } from './postgres-database';
import { rawPglite, rawPostgres } from './raw-sql';
import type { Backend, BackendResult, ScenarioResult } from './results';
import { SEARCH_TEXT, baselineScenarios, dossierScenario, listScenarios, loginScenario } from './scenarios';
import { timeReportCards } from './report-card-timing';
import { startServer } from './server-process';
import { measureBareSql, pickScenarioData } from './sql-phase';

export interface BackendOptions extends LoadSettings {
  repoRoot: string;
  schools: number;
  studentsPerSchool: number;
  seed: number;
  postgresBaseUrl: string;
  benchPassword: string;
  /** Runs while the server is still up (Lighthouse), given its URL and a way to log in. */
  whileServing?: (baseUrl: string, login: () => Promise<LoginResponse>) => Promise<void>;
}

/** A fresh place for the data: a new PostgreSQL database, or a new DATA_DIR for PGlite. */
async function freshStorage(backend: Backend, options: BackendOptions) {
  // PostgreSQL runs get a DATA_DIR too, so nothing of a run lands in ./data (uploads are in the database).
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${backend}-`));
  const removeDir = onCleanup(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  if (backend === 'pglite') return { databaseUrl: undefined, dataDir, drop: removeDir, version: undefined };
  const database = await createBenchDatabase(options.postgresBaseUrl);
  const drop = async () => {
    await database.drop();
    await removeDir();
  };
  return { databaseUrl: database.url, dataDir, drop, version: database.serverVersion };
}

export async function runBackend(backend: Backend, options: BackendOptions): Promise<BackendResult> {
  const log = (message: string) => console.log(`[${backend}] ${message}`);
  const storage = await freshStorage(backend, options);
  try {
    log(`generating ${options.schools} schools × ${options.studentsPerSchool} students…`);
    const database = await openDatabase({ databaseUrl: storage.databaseUrl, dataDir: storage.dataDir });
    const { generated, reportCards } = await (async () => {
      try {
        const generated = await generateNetwork(database, {
          schools: options.schools,
          studentsPerSchool: options.studentsPerSchool,
          seed: options.seed,
          force: false,
          benchPassword: options.benchPassword,
          today: new Date(),
        });
        console.log(formatGenerateReport(generated));
        log('report cards of the first term, every student…');
        return { generated, reportCards: await timeReportCards(database, generated.yearId) };
      } finally {
        await database.close();
      }
    })();
    const schoolId = generated.schoolIds[0]!;
    const user = generated.benchUser;

    const openRaw = async () =>
      storage.databaseUrl ? rawPostgres(storage.databaseUrl) : await rawPglite(storage.dataDir);
    let burstSheets: BurstSheet[] = [];
    const raw = await openRaw();
    const { data, measurements, plans } = await (async () => {
      try {
        const data = await pickScenarioData(raw, schoolId);
        burstSheets = await pickBurstSheets(raw);
        // The SQL does not depend on the token, which does not exist before the server does.
        const lists = listScenarios({ token: '', username: user.username, password: user.password, ...data });
        return { data, ...(await measureBareSql(raw, schoolId, lists, options, log)) };
      } finally {
        await raw.close();
      }
    })();

    log('starting the production server…');
    const server = await startServer(options.repoRoot, storage);
    let result: BackendResult;
    try {
      const signIn = () => login(server.baseUrl, user.username, user.password);
      const session = await signIn();
      await chooseSchool(server.baseUrl, session.accessToken, schoolId, generated.yearId);
      const inputs = {
        token: session.accessToken,
        username: user.username,
        password: user.password,
        ...data,
      };
      const lists = listScenarios(inputs);
      const mismatches = await compareWithSql(server.baseUrl, session.accessToken, lists, measurements);

      const scenarios: ScenarioResult[] = [];
      const measure = async (
        scenario: Parameters<typeof measureScenario>[1],
        extra: Parameters<typeof measureScenario>[3] = {},
      ) => scenarios.push(await measureScenario(server.baseUrl, scenario, options, extra, log));
      await measure(loginScenario(inputs));
      for (const list of lists) await measure(list, { sql: measurements.get(list.name) });
      await measure(dossierScenario(inputs), { oneConnection: true });
      for (const baseline of baselineScenarios(inputs)) await measure(baseline, { oneConnection: true });

      log(`attendance burst: ${burstSheets.length} sheets by ${BURST_CONNECTIONS} clients…`);
      const burst = await runBurst(server.baseUrl, session.accessToken, burstSheets, todayIso());

      log(`student import: ${IMPORT_ROWS} rows, preview then commit…`);
      const studentImport = await timeStudentImport(server.baseUrl, session.accessToken);

      await options.whileServing?.(server.baseUrl, signIn);
      result = {
        backend,
        schools: options.schools,
        studentsPerSchool: options.studentsPerSchool,
        counts: generated.counts,
        generation: { totalMs: generated.totalMs, timings: generated.timings },
        inputs: {
          schoolId,
          schoolStudents: data.schoolStudents,
          classroomId: data.classroomId,
          classroomStudents: data.classroomStudents,
          search: SEARCH_TEXT,
        },
        scenarios,
        plans,
        mismatches,
        databaseVersion: storage.version,
        burst: { ...burst, rowsFound: 0, duplicates: 0 },
        studentImport,
        reportCards,
      };
    } finally {
      await server.stop();
    }
    // Counted after the server has let go of the database (PGlite allows one process at a time).
    const counter = await openRaw();
    try {
      Object.assign(result.burst!, await countBurstRows(counter, result.burst!.date));
    } finally {
      await counter.close();
    }
    return result;
  } finally {
    await storage.drop();
  }
}
