/**
 * How long a test or a bench waits for a process it started (a server, nginx, Chromium) to say it is
 * ready. On a busy machine a start that takes seconds when idle takes minutes (load average 25–30
 * on two cores outlasted a fixed 60 s), so the wait grows with the load per core at the moment of
 * the start; an environment variable of the caller's (FLEET_START_TIMEOUT_S for the fleet test,
 * BENCH_START_TIMEOUT_S for the benches) sets it outright. Here, beside the fleet's processes, so
 * that bench/ (which starts the fleet's nginx too) and the fleet test share it.
 */
import os from 'node:os';

const MAX_SCALED_MS = 15 * 60_000;

/** `idleMs` on an idle machine, times the 1-minute load per core above 1; or `variable`'s seconds. */
export function startTimeoutMs(idleMs: number, variable: string): number {
  const set = process.env[variable];
  if (set !== undefined && set !== '') {
    const seconds = Number(set);
    if (!Number.isFinite(seconds) || seconds <= 0)
      throw new Error(`${variable} is a number of seconds above 0, not "${set}"`);
    return seconds * 1000;
  }
  const loadPerCore = os.loadavg()[0]! / os.cpus().length;
  return Math.min(MAX_SCALED_MS, Math.round(idleMs * Math.max(1, loadPerCore)));
}

/** Why a start timed out, and what to do about it; `waitHint` names a way to wait for quiet. */
export function startTimeoutMessage(what: string, waitedMs: number, variable: string, waitHint = ''): string {
  const load = os.loadavg()[0]!.toFixed(1);
  return (
    `${what} did not start in ${Math.round(waitedMs / 1000)} s (load average ${load} on ${os.cpus().length} cores). ` +
    `On a busy machine, wait for it to quieten${waitHint} or allow longer by putting ${variable}=600 ` +
    '(seconds) before the npm run command; on an idle one, the output below says what went wrong.'
  );
}

/** The fleet test's own setting, and how long its processes take to start on an idle machine. */
export const FLEET_START_TIMEOUT = 'FLEET_START_TIMEOUT_S';
export const IDLE_SERVER_START_MS = 60_000;
export const IDLE_NGINX_START_MS = 15_000;

/**
 * The fleet test's set-up hook: a database migrated and seeded, then two servers and nginx started
 * one after another, each allowed its own wait; never less than the three minutes it had before.
 */
export function fleetSetupTimeoutMs(): number {
  const starts =
    2 * startTimeoutMs(IDLE_SERVER_START_MS, FLEET_START_TIMEOUT) +
    startTimeoutMs(IDLE_NGINX_START_MS, FLEET_START_TIMEOUT);
  return Math.max(180_000, 60_000 + starts);
}
