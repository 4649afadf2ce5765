/**
 * Vitest global set-up for the server tests: migrates and seeds ONE database before any test file
 * runs, and every file's `createTestContext` starts from a copy of it instead of repeating the
 * work (an empty PGlite cluster alone takes seconds to create; a copy well under one).
 *   PGlite: the data directory dumped to a file, loaded by each file (`loadDataDir`).
 *   PostgreSQL (TEST_DATABASE_URL): a template database, copied with `create database … template`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type Database } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { ensureBuiltInRoles } from '../../src/db/seed/built-in-roles';
import { seedDemoNetwork } from '../../src/db/seed/demo';
import { adminQuery, TEST_PASSWORD } from './test-app';

async function migrateAndSeed(database: Database): Promise<void> {
  await runMigrations(database);
  await ensureBuiltInRoles(database.db);
  await seedDemoNetwork(database.db, TEST_PASSWORD);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const name = `t_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(baseUrl, `create database "${name}"`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), 2);
    await migrateAndSeed(database);
    await database.close();
    project.provide('templateDatabase', name);
    return () => adminQuery(baseUrl, `drop database if exists "${name}" with (force)`);
  }
  const database = await openPglite(undefined);
  await migrateAndSeed(database);
  const dump = await database.dump!();
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const file = path.join(dir, 'data.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
