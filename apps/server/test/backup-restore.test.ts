/**
 * `npm run backup` / `npm run restore` round trips (src/db/backup): the seeded demo network plus a
 * stored file and a live session are backed up and restored into a fresh target, which must hold the
 * same row count in every table, the same students (checksum) and the file's bytes, with every
 * session ended. The embedded run tests the embedded database (data directories on disk); the
 * PostgreSQL run (TEST_DATABASE_URL) tests pg_dump/pg_restore on throwaway databases.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { BackupError, expectKind } from '../src/db/backup/backup-file';
import { backupPglite, restorePglite } from '../src/db/backup/pglite-backup';
import { backupPostgres, missingToolMessage, restorePostgres } from '../src/db/backup/postgres-backup';
import { RESTORE_REVOKED_REASON } from '../src/db/backup/restored-sessions';
import { openPglite, openPostgres, type Database, type Db } from '../src/db/client';
import { DataDirInUseError } from '../src/db/data-dir-lock';
import { authSessions, schools, storedFiles, users } from '../src/db/schema';
import { saveFile } from '../src/modules/files/stored-files';
import { type DatabaseSnapshot, snapshotOf } from './helpers/database-snapshot';
import { adminQuery } from './helpers/test-app';

const serverDir = path.resolve(import.meta.dirname, '..');

/** One of the command-line tools in a child process, as npm runs it. */
const cli = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${script}`, ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: 'utf8',
    timeout: 90_000,
  });

const work = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
const postgresUrl = process.env.TEST_DATABASE_URL;
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A photo-sized file of random bytes and a live session, added to the seeded network. */
async function addFileAndSession(db: Db): Promise<{ fileId: number; sessionId: string }> {
  const [school] = await db.select({ id: schools.id }).from(schools).orderBy(asc(schools.id)).limit(1);
  const [user] = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
  const fileId = await saveFile(db, {
    schoolId: school!.id,
    ownerKind: 'students',
    contentType: 'image/jpeg',
    bytes: randomBytes(60_000),
    userId: user!.id,
  });
  const sessionId = randomUUID();
  await db
    .insert(authSessions)
    .values({ id: sessionId, userId: user!.id, expiresAt: new Date(Date.now() + 3_600_000) });
  return { fileId, sessionId };
}

async function sessionOf(db: Db, id: string) {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.id, id));
  return row!;
}

/** The restored copy matches the source and works on: a new file takes a new id. */
async function expectRestored(
  restored: Database,
  before: DatabaseSnapshot,
  fixture: { fileId: number; sessionId: string },
) {
  const after = await snapshotOf(restored.db, fixture.fileId);
  expect(after).toEqual(before);
  const session = await sessionOf(restored.db, fixture.sessionId);
  expect(session.revokedAt).not.toBeNull();
  expect(session.revokedReason).toBe(RESTORE_REVOKED_REASON);
  const [school] = await restored.db.select({ id: schools.id }).from(schools).limit(1);
  const [next] = await restored.db
    .insert(storedFiles)
    .values({
      schoolId: school!.id,
      ownerKind: 'students',
      contentType: 'image/jpeg',
      bytes: Buffer.from('x'),
      size: 1,
    })
    .returning({ id: storedFiles.id });
  expect(next!.id).toBeGreaterThan(fixture.fileId);
}

describe.skipIf(postgresUrl)('backup and restore of the embedded database', { timeout: 240_000 }, () => {
  // One round trip, the commands run as npm runs them where the test needs no more than their
  // outcome: loading a data directory is the slow part (seconds), so it happens three times only.
  it('round-trips the data directory, files and all, and refuses what would lose data', async () => {
    const sourceDir = path.join(work, 'source');
    const template = new Blob([readFileSync(inject('templateDatabase'))]);
    const source = await openPglite(sourceDir, template);
    const fixture = await addFileAndSession(source.db);
    const before = await snapshotOf(source.db, fixture.fileId);
    expect(before.students).toBeGreaterThan(0);
    expect(before.file!.length).toBe(60_000);
    expect((await sessionOf(source.db, fixture.sessionId)).revokedAt).toBeNull();

    // A second process (or this one) may not open it while it is open: the server must be stopped.
    const out = path.join(work, 'embedded.backup');
    await expect(backupPglite(sourceDir, out)).rejects.toBeInstanceOf(DataDirInUseError);
    await source.close();

    const backup = cli('backup.ts', ['--out', out], { DATA_DIR: sourceDir });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backup of the embedded database in ${sourceDir} written to ${out}`);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(() => expectKind(out, 'postgres')).toThrow(/unset DATABASE_URL/);

    const freshDir = path.join(work, 'fresh');
    await restorePglite(out, freshDir);
    const restored = await openPglite(freshDir);
    try {
      await expectRestored(restored, before, fixture);
    } finally {
      await restored.close();
    }
    expect(existsSync(path.join(freshDir, 'pgdata.lock'))).toBe(false);

    // The source still holds a database: replaced only with --force, and then as it was backed up.
    const refused = cli('restore.ts', [out], { DATA_DIR: sourceDir });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('already holds an embedded database; restore with --force');
    const changed = await openPglite(sourceDir);
    await changed.db.delete(storedFiles).where(eq(storedFiles.id, fixture.fileId));
    await changed.close();
    const forced = cli('restore.ts', [out, '--force'], { DATA_DIR: sourceDir });
    expect(forced.status, forced.stderr).toBe(0);
    expect(forced.stdout).toContain('Every session was ended');
    const replaced = await openPglite(sourceDir);
    try {
      expect((await snapshotOf(replaced.db, fixture.fileId)).file).toEqual(before.file);
    } finally {
      await replaced.close();
    }
  });

  it('refuses a file that is not a backup, leaving the target alone', async () => {
    const junk = path.join(work, 'junk.backup');
    writeFileSync(junk, 'not a backup at all');
    const target = path.join(work, 'untouched');
    await expect(restorePglite(junk, target)).rejects.toBeInstanceOf(BackupError);
    expect(cli('backup.ts', [], {}).stderr).toContain('usage: npm run backup -- --out FILE');
    expect(existsSync(path.join(target, 'pgdata'))).toBe(false);
  });
});

describe.runIf(postgresUrl)('backup and restore on PostgreSQL', { timeout: 240_000 }, () => {
  const created: string[] = [];
  afterAll(async () => {
    for (const name of created)
      await adminQuery(postgresUrl!, `drop database if exists "${name}" with (force)`);
  });

  async function database(template?: string): Promise<string> {
    const name = `t_backup_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(postgresUrl!, `create database "${name}"${template ? ` template "${template}"` : ''}`);
    created.push(name);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  }

  it('round-trips through pg_dump and pg_restore, files and all, and refuses a non-empty target', async () => {
    const sourceUrl = await database(inject('templateDatabase'));
    const source = await openPostgres(sourceUrl, 2);
    let fixture: { fileId: number; sessionId: string };
    let before: DatabaseSnapshot;
    try {
      fixture = await addFileAndSession(source.db);
      before = await snapshotOf(source.db, fixture.fileId);
    } finally {
      await source.close();
    }
    expect(before.students).toBeGreaterThan(0);

    const out = path.join(work, 'postgres.backup');
    await backupPostgres(sourceUrl, out);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(() => expectKind(out, 'pglite')).toThrow(/set DATABASE_URL/);

    const targetUrl = await database();
    await restorePostgres(out, targetUrl);
    const restored = await openPostgres(targetUrl, 2);
    try {
      await expectRestored(restored, before, fixture);
    } finally {
      await restored.close();
    }

    // The source holds tables: replaced only with --force, and then as it was backed up.
    await expect(restorePostgres(out, sourceUrl)).rejects.toThrow(/--force/);
    const changed = await openPostgres(sourceUrl, 1);
    await changed.db.delete(storedFiles).where(eq(storedFiles.id, fixture.fileId));
    await changed.close();
    await restorePostgres(out, sourceUrl, true);
    const replaced = await openPostgres(sourceUrl, 1);
    try {
      const again = await snapshotOf(replaced.db, fixture.fileId);
      expect(again.rowCounts).toEqual(before.rowCounts);
      expect(again.file).toEqual(before.file);
    } finally {
      await replaced.close();
    }
  });

  it('says what to install when pg_dump is missing', async () => {
    const previous = process.env.PG_BIN_DIR;
    process.env.PG_BIN_DIR = mkdtempSync(path.join(tmpdir(), 'no-pg-tools-'));
    try {
      await expect(backupPostgres(postgresUrl!, path.join(work, 'never.backup'))).rejects.toThrow(
        missingToolMessage('pg_dump'),
      );
    } finally {
      if (previous === undefined) delete process.env.PG_BIN_DIR;
      else process.env.PG_BIN_DIR = previous;
    }
    expect(existsSync(path.join(work, 'never.backup'))).toBe(false);
  });
});
