/**
 * Backup and restore of the embedded database: PGlite's dump of its whole data directory
 * (`dumpDataDir`), gzipped; a restore starts a new data directory from it (`loadDataDir`). Uploaded
 * files are rows of the database, so they are inside. PGlite serves one process at a time, so the
 * server must be stopped first (data-dir-lock.ts refuses otherwise).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { openPglite } from '../client';
import { lockDataDir } from '../data-dir-lock';
import { BackupError, expectKind, writeFileAtomically } from './backup-file';
import { endRestoredSessions } from './restored-sessions';

const pgdataOf = (dataDir: string) => path.join(dataDir, 'pgdata');
const hasDatabase = (dataDir: string) => existsSync(path.join(pgdataOf(dataDir), 'PG_VERSION'));

/** Writes the embedded database of `dataDir` to `outFile`; returns the file's size in bytes. */
export async function backupPglite(dataDir: string, outFile: string): Promise<number> {
  if (!hasDatabase(dataDir)) throw new BackupError(`no embedded database in ${dataDir}`);
  const database = await openPglite(dataDir);
  let tarball: Buffer;
  try {
    tarball = Buffer.from(await (await database.dump!()).arrayBuffer());
  } finally {
    await database.close();
  }
  const bytes = gzipSync(tarball);
  writeFileAtomically(outFile, bytes);
  return bytes.length;
}

function unpack(file: string) {
  try {
    return gunzipSync(readFileSync(file));
  } catch {
    throw new BackupError(`${file} is damaged: it does not unpack`);
  }
}

/**
 * Replaces (with `force`) or creates the embedded database of `dataDir` from a backup. The copy is
 * loaded and checked beside the old one first; the old one goes only once the new one opened.
 */
export async function restorePglite(file: string, dataDir: string, force = false): Promise<void> {
  expectKind(file, 'pglite');
  const tarball = unpack(file);
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const target = pgdataOf(dataDir);
    if (existsSync(target) && readdirSync(target).length > 0 && !force)
      throw new BackupError(
        `${dataDir} already holds an embedded database; restore with --force to replace it`,
      );
    // Inside DATA_DIR, so the final rename stays on one file system.
    const staging = mkdtempSync(path.join(dataDir, 'restoring-'));
    try {
      const restored = await openPglite(staging, new Blob([tarball])).catch((error: unknown) => {
        throw new BackupError(`${file} does not load as a database: ${String(error)}`);
      });
      try {
        await endRestoredSessions(restored.db);
      } finally {
        await restored.close();
      }
      const replaced = `${target}.replaced`;
      rmSync(replaced, { recursive: true, force: true });
      if (existsSync(target)) renameSync(target, replaced);
      renameSync(pgdataOf(staging), target);
      rmSync(replaced, { recursive: true, force: true });
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  } finally {
    unlock();
  }
}
