/** The shape of one benchmark run, as written to bench/results/<date>.json and rendered in the docs. */
import type { StepTiming } from '../generator/generate';
import type { GeneratedTable } from '../generator/tables';
import type { BurstResult } from './attendance-burst';
import type { ReportCardTiming } from './report-card-timing';
import type { LoadResult } from './http-load';
import type { ImportTiming } from './import-timing';
import type { PageResult } from './lighthouse-pages';
import type { MachineInfo } from './machine';
import type { SqlTiming } from './sql-timing';

export type Backend = 'postgres' | 'pglite';

export interface ScenarioResult {
  name: string;
  label: string;
  method: string;
  /** The request path (the first one, for scenarios that rotate ids). */
  path: string;
  load: LoadResult;
  /** List scenarios and baselines: the endpoint alone, one connection. */
  idle?: LoadResult;
  /** List scenarios: the same connections paced to a fixed total rate. */
  paced?: LoadResult;
  sql?: {
    idle: SqlTiming;
    loaded: SqlTiming;
    /** Runs before 2026-11-24 (third run) timed a count, then the page, as two statements. */
    countSql?: string;
    pageSql: string;
  };
  /** Endpoint ÷ bare SQL: p50 at one client, and p95 at the load's concurrency. */
  ratio?: { idle: number; loaded: number };
}

export interface PlanResult {
  name: string;
  sql: string;
  plan: string;
}

export interface BackendResult {
  backend: Backend;
  schools: number;
  studentsPerSchool: number;
  counts: Record<GeneratedTable, number>;
  generation: { totalMs: number; timings: StepTiming[] };
  /** The school the user works in, and what the scenarios use from it. */
  inputs: {
    schoolId: number;
    schoolStudents: number;
    classroomId: number;
    classroomStudents: number;
    search: string;
  };
  scenarios: ScenarioResult[];
  plans: PlanResult[];
  /** Differences between the endpoint's answer and the bare SQL's (should be none). */
  mismatches: string[];
  /** `select version()` of the PostgreSQL server. */
  databaseVersion?: string;
  /** The morning attendance burst, with the rows found afterwards. */
  burst?: BurstResult;
  /** A 10,000-row student sheet through the import endpoints. */
  studentImport?: ImportTiming;
  /** The first term's report cards of every student, computed and then recomputed. */
  reportCards?: ReportCardTiming;
}

export interface BenchRun {
  date: string;
  startedAt: string;
  durationS: number;
  options: {
    schools: number;
    studentsPerSchool: number;
    seed: number;
    connections: number;
    durationS: number;
    idleDurationS: number;
    warmupS: number;
    pacedRate: number;
    lighthouseRuns: number;
  };
  command: string;
  machine: MachineInfo;
  /** 1/5/15-minute load averages before and after: other work on the machine skews the figures. */
  loadAverage: { before: number[]; after: number[] };
  backends: BackendResult[];
  lighthouse?: { backend: Backend; pages: PageResult[] };
}
