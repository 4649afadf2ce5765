/**
 * The embedded database serves one process at a time: PGlite has no locking of its own, and a second
 * process opening the same data directory (a second server, or a backup taken while the server runs)
 * would write over the first one's pages. `DATA_DIR/pgdata.lock` holds the id of the process that has
 * it open; a lock left by a process that is gone (killed, crashed) is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `the embedded database in ${path.dirname(lockFile)} is open in process ${pid} (a running server?): ` +
        `stop it first. If no process uses it, remove ${lockFile}.`,
    );
  }
}

/** Locks held by this process: its own id in a lock file is stale only if it is not one of these. */
const heldHere = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(lockFile: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the data directory's lock, or throws DataDirInUseError; returns the release. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(path.resolve(dataDir), 'pgdata.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      heldHere.add(lockFile);
      return () => {
        heldHere.delete(lockFile);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holder(lockFile);
      const stale = pid === null || (pid === process.pid ? !heldHere.has(lockFile) : !alive(pid));
      if (!stale) throw new DataDirInUseError(lockFile, pid);
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(lockFile, holder(lockFile) ?? 0);
}
