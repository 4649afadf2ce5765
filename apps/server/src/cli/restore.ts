/**
 * `npm run restore -- FILE [--force]`: a backup made by `npm run backup` back into PostgreSQL
 * (DATABASE_URL) or the embedded database (DATA_DIR). A database that already holds data is replaced
 * only with --force; stop the servers first. Every session of the restored database is ended.
 */
import { parseArgs } from 'node:util';
import { BackupError } from '../db/backup/backup-file';
import { restorePglite } from '../db/backup/pglite-backup';
import { restorePostgres } from '../db/backup/postgres-backup';
import { DataDirInUseError } from '../db/data-dir-lock';
import { cliFile, cliTarget } from './cli-target';

async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new BackupError('usage: npm run restore -- FILE [--force]');
  const file = cliFile(positionals[0]!);
  const target = cliTarget();
  if (target.kind === 'postgres') await restorePostgres(file, target.url, values.force);
  else await restorePglite(file, target.dataDir, values.force);
  console.log(`Restored ${file} into ${target.label}. Every session was ended: users sign in again.`);
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof DataDirInUseError;
  console.error(`restore: ${known ? error.message : error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
