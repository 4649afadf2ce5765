/**
 * A backup file is what the database's own tool makes, unwrapped, so an operator can also read it
 * with that tool: PostgreSQL's custom-format dump (`pg_restore -l FILE` lists it), or the embedded
 * database's data directory as a gzipped tarball (`tar -tzf FILE`). The kind is told from the bytes.
 */
import { closeSync, openSync, readSync, renameSync, rmSync, writeFileSync } from 'node:fs';

export type BackupKind = 'pglite' | 'postgres';

/** A refusal or failure to report to the operator as it is (no stack trace). */
export class BackupError extends Error {}

const GZIP_MAGIC = [0x1f, 0x8b];
const PG_DUMP_MAGIC = 'PGDMP';

export const KIND_NAMES: Record<BackupKind, string> = {
  pglite: 'the embedded database (DATA_DIR)',
  postgres: 'PostgreSQL (DATABASE_URL)',
};

/** The kind of a backup file from its first bytes; a file of neither kind is refused. */
export function backupKind(file: string): BackupKind {
  const head = Buffer.alloc(8);
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    throw new BackupError(`cannot read ${file}`);
  }
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.subarray(0, 5).toString('latin1') === PG_DUMP_MAGIC) return 'postgres';
  if (head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]) return 'pglite';
  throw new BackupError(`${file} is not a backup made by \`npm run backup\``);
}

/** Refuses a backup of the other kind of database, saying how to restore it instead. */
export function expectKind(file: string, target: BackupKind): void {
  const kind = backupKind(file);
  if (kind === target) return;
  const hint =
    kind === 'pglite'
      ? 'unset DATABASE_URL to restore it into DATA_DIR'
      : 'set DATABASE_URL to the PostgreSQL database to restore it into';
  throw new BackupError(`${file} is a backup of ${KIND_NAMES[kind]}, not of ${KIND_NAMES[target]}: ${hint}`);
}

/**
 * Writes through a temporary name and renames, so a failure never leaves half a backup under the
 * name asked for. Readable by its owner only: a backup holds personal data and password hashes.
 */
export function writeFileAtomically(file: string, bytes: Uint8Array): void {
  const partial = `${file}.partial`;
  try {
    writeFileSync(partial, bytes, { mode: 0o600 });
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}
