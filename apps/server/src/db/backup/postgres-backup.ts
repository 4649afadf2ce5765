/**
 * Backup and restore on PostgreSQL with its own tools: `pg_dump --format=custom` and
 * `pg_restore --clean --if-exists` in one transaction (a failed restore changes nothing). Uploaded
 * files are rows of the database (stored_files, preregister_documents), so they are inside.
 * The tools come from PATH, or from PG_BIN_DIR; the password goes through the environment, never on
 * a command line that `ps` would show.
 */
import { spawn } from 'node:child_process';
import { chmodSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../client';
import { BackupError, expectKind } from './backup-file';
import { endRestoredSessions } from './restored-sessions';

type Tool = 'pg_dump' | 'pg_restore';

function toolPath(tool: Tool): string {
  const dir = process.env.PG_BIN_DIR;
  return dir ? path.join(dir, tool) : tool;
}

/** The URL without its password, and the environment that carries the password instead. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

export const missingToolMessage = (tool: Tool) =>
  `${tool} was not found. Install the PostgreSQL client tools of the same major version as the ` +
  `server or newer (Debian/Ubuntu: apt-get install postgresql-client), or set PG_BIN_DIR to the ` +
  `folder that holds ${tool}.`;

function run(tool: Tool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(toolPath(tool), args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(error.code === 'ENOENT' ? missingToolMessage(tool) : `${tool}: ${error.message}`),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

/** Writes the database at `url` to `outFile` (custom format); readable by its owner only. */
export async function backupPostgres(url: string, outFile: string): Promise<void> {
  const { dbname, env } = connection(url);
  const partial = `${outFile}.partial`;
  try {
    await run('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${dbname}`], env);
    chmodSync(partial, 0o600);
    renameSync(partial, outFile);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** How many tables the database holds outside PostgreSQL's own schemas. */
async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where c.relkind in ('r', 'p') and s.nspname not in ('pg_catalog', 'information_schema')
         and s.nspname not like 'pg_toast%'`,
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/**
 * Restores a dump into the database at `url`: refused when it already holds tables, unless
 * `force`, which replaces what the dump holds. Objects belong to the URL's user (no owners or
 * grants are restored), the user the servers connect as.
 */
export async function restorePostgres(file: string, url: string, force = false): Promise<void> {
  expectKind(file, 'postgres');
  if (!force && (await tableCount(url)) > 0)
    throw new BackupError('the target database already holds tables; restore with --force to replace them');
  const { dbname, env } = connection(url);
  await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  const database = await openPostgres(url, 1);
  try {
    await endRestoredSessions(database.db);
  } finally {
    await database.close();
  }
}
