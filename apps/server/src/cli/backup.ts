/**
 * `npm run backup -- --out FILE`: the whole database — uploaded files included, they are rows of
 * it — into one file. PostgreSQL when DATABASE_URL is set (pg_dump's custom format), otherwise the
 * embedded database in DATA_DIR (stop the server first: it serves one process at a time).
 * The JWT secret is not in it (README, "Backups and files").
 */
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BackupError } from '../db/backup/backup-file';
import { backupPglite } from '../db/backup/pglite-backup';
import { backupPostgres } from '../db/backup/postgres-backup';
import { DataDirInUseError } from '../db/data-dir-lock';
import { cliFile, cliTarget } from './cli-target';

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new BackupError('usage: npm run backup -- --out FILE');
  const out = cliFile(values.out);
  const target = cliTarget();
  if (target.kind === 'postgres') await backupPostgres(target.url, out);
  else await backupPglite(target.dataDir, out);
  const megabytes = (statSync(out).size / 1024 / 1024).toFixed(1);
  console.log(`Backup of ${target.label} written to ${out} (${megabytes} MB).`);
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof DataDirInUseError;
  console.error(`backup: ${known ? error.message : error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
