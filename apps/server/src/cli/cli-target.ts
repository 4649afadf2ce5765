/**
 * The database a command-line tool works on, read from the environment as the server reads it
 * (config.ts) but without the rest of its configuration: a backup needs no JWT secret, and must not
 * generate one into DATA_DIR.
 */
import path from 'node:path';

export type CliTarget =
  { kind: 'postgres'; url: string; label: string } | { kind: 'pglite'; dataDir: string; label: string };

export function cliTarget(env: NodeJS.ProcessEnv = process.env): CliTarget {
  if (env.DATABASE_URL) {
    const { hostname, port, pathname } = new URL(env.DATABASE_URL);
    return {
      kind: 'postgres',
      url: env.DATABASE_URL,
      label: `PostgreSQL ${hostname}:${port || 5432}${pathname}`,
    };
  }
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return { kind: 'pglite', dataDir, label: `the embedded database in ${dataDir}` };
}

/** A file named on the command line, relative to where npm was run from (npm runs from the root). */
export const cliFile = (name: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), name);
