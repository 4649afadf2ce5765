/**
 * Fills a database with a generated network: migrations and built-in roles first, then every table
 * in one bulk transaction, fresh planner statistics, and the benchmark's login.
 */
import { getTableConfig } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../apps/server/src/db/client';
import { runMigrations } from '../../../apps/server/src/db/migrate';
import { ensureBuiltInRoles } from '../../../apps/server/src/db/seed/built-in-roles';
import { generateAttendanceMonth } from './attendance-month';
import { generateAuditTrail } from './audit-trail';
import { generateDebtsYear } from './debts-year';
import { type BenchUser, ensureBenchUser } from './bench-user';
import { withBulkWriter } from './bulk-writer';
import { readExistingState } from './existing-state';
import { type NetworkOptions, planNetwork } from './plan';
import { GENERATED_TABLES, type GeneratedTable } from './tables';

export interface GenerateOptions extends NetworkOptions {
  /** Add a network even when the database already has students. */
  force: boolean;
  benchPassword: string;
}

export interface StepTiming {
  step: string;
  rows?: number;
  ms: number;
}

export interface GenerateResult {
  counts: Record<GeneratedTable, number>;
  /** Attendance rows of the last month, written in SQL rather than planned in memory. */
  attendanceRows: number;
  /** Audit rows written for the generated students and scores (audit-trail.ts). */
  auditRows: number;
  /** Tuition debts (one per student) and their payments, written in SQL. */
  debtRows: number;
  paymentRows: number;
  timings: StepTiming[];
  totalMs: number;
  yearId: number;
  schoolIds: number[];
  arabicInputs: number;
  benchUser: BenchUser;
}

/** Tables the year of debts and payments fills, analysed with the rest. */
const MONEY_TABLES = ['debt_types', 'student_debts', 'debt_instalments', 'debt_payments'];

export class GeneratorRefusal extends Error {}

async function timed<T>(timings: StepTiming[], step: string, work: () => Promise<T>, rows?: number) {
  const start = performance.now();
  const result = await work();
  timings.push({ step, rows, ms: performance.now() - start });
  return result;
}

export async function generateNetwork(database: Database, options: GenerateOptions): Promise<GenerateResult> {
  const started = performance.now();
  const timings: StepTiming[] = [];
  await timed(timings, 'migrations + built-in roles', async () => {
    await runMigrations(database);
    await ensureBuiltInRoles(database.db);
  });
  const existing = await readExistingState(database.db);
  if (existing.studentCount > 0 && !options.force) {
    throw new GeneratorRefusal(
      `the database already has ${existing.studentCount} students; pass --force to add a generated network anyway`,
    );
  }
  const plan = await timed(timings, 'plan (in memory)', async () => planNetwork(options, existing));

  const tables = Object.entries(GENERATED_TABLES) as [
    GeneratedTable,
    (typeof GENERATED_TABLES)[GeneratedTable],
  ][];
  await withBulkWriter(database, async (writer) => {
    for (const [key, table] of tables) {
      const rows = plan.rows[key];
      await timed(timings, getTableConfig(table).name, () => writer.insert(table, rows), rows.length);
    }
    await timed(timings, 'id sequences', async () => {
      for (const [, table] of tables) await writer.resetIdSequence(table);
    });
  });
  const attendanceRows = await timed(timings, 'attendance_records (a month, in SQL)', () =>
    generateAttendanceMonth(database.db, {
      schoolIds: plan.schoolIds,
      yearId: plan.yearId,
      today: options.today,
    }),
  );
  timings[timings.length - 1]!.rows = attendanceRows;
  const money = await timed(timings, 'debts and payments (a year, in SQL)', () =>
    generateDebtsYear(database.db, { schoolIds: plan.schoolIds, yearId: plan.yearId, today: options.today }),
  );
  timings[timings.length - 1]!.rows = money.debts + money.payments;
  const auditRows = await timed(timings, 'audit_log (students, scores, amendments; in SQL)', () =>
    generateAuditTrail(database.db, { schoolIds: plan.schoolIds }),
  );
  timings[timings.length - 1]!.rows = auditRows;
  // Bulk-loaded tables have no statistics or visibility map until autovacuum gets to them; the
  // planner needs the first now, index-only scans the second.
  await timed(timings, 'vacuum analyze', () =>
    database.db.execute(
      sql.raw(
        `vacuum (analyze) ${[...tables.map(([, t]) => getTableConfig(t).name), 'attendance_records', 'audit_log', ...MONEY_TABLES].map((n) => `"${n}"`).join(', ')}`,
      ),
    ),
  );
  const benchUser = await timed(timings, 'benchmark user', () =>
    ensureBenchUser(database.db, options.benchPassword, plan.schoolIds[0]!, plan.yearId),
  );
  return {
    counts: Object.fromEntries(tables.map(([key]) => [key, plan.rows[key].length])) as Record<
      GeneratedTable,
      number
    >,
    attendanceRows,
    auditRows,
    debtRows: money.debts,
    paymentRows: money.payments,
    timings,
    totalMs: performance.now() - started,
    yearId: plan.yearId,
    schoolIds: plan.schoolIds,
    arabicInputs: plan.arabicInputs,
    benchUser,
  };
}
