/**
 * How long a bench waits for a server or Chromium to say it is ready. On a busy machine a start that
 * takes seconds when idle takes minutes (load average 25–30 on two cores outlasted a fixed 60 s), so
 * the wait grows with the load per core at the moment of the start; BENCH_START_TIMEOUT_S sets it
 * outright.
 */
import os from 'node:os';

const MAX_SCALED_MS = 15 * 60_000;

/** `idleMs` on an idle machine, times the 1-minute load per core above 1; or BENCH_START_TIMEOUT_S. */
export function startTimeoutMs(idleMs: number): number {
  const set = process.env.BENCH_START_TIMEOUT_S;
  if (set !== undefined && set !== '') {
    const seconds = Number(set);
    if (!Number.isFinite(seconds) || seconds <= 0)
      throw new Error(`BENCH_START_TIMEOUT_S is a number of seconds above 0, not "${set}"`);
    return seconds * 1000;
  }
  const loadPerCore = os.loadavg()[0]! / os.cpus().length;
  return Math.min(MAX_SCALED_MS, Math.round(idleMs * Math.max(1, loadPerCore)));
}

/** Why a start timed out, and what to do about it. */
export function startTimeoutMessage(what: string, waitedMs: number): string {
  const load = os.loadavg()[0]!.toFixed(1);
  return (
    `${what} did not start in ${Math.round(waitedMs / 1000)} s (load average ${load} on ${os.cpus().length} cores). ` +
    'On a busy machine, wait for it to quieten (--wait-quiet S where the bench has it) or allow longer ' +
    'by putting BENCH_START_TIMEOUT_S=600 (seconds) before the npm run command; on an idle one, the ' +
    'output below says what went wrong.'
  );
}
