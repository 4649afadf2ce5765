/**
 * How long a bench waits for a server or Chromium to say it is ready: longer on a busy machine, or
 * BENCH_START_TIMEOUT_S seconds when set (the rule is the fleet test's: apps/server/fleet).
 */
import * as shared from '../../../apps/server/fleet/start-timeout';

export const BENCH_START_TIMEOUT = 'BENCH_START_TIMEOUT_S';

/** `idleMs` on an idle machine, times the 1-minute load per core above 1; or BENCH_START_TIMEOUT_S. */
export const startTimeoutMs = (idleMs: number) => shared.startTimeoutMs(idleMs, BENCH_START_TIMEOUT);

/** Why a start timed out, and what to do about it. */
export const startTimeoutMessage = (what: string, waitedMs: number) =>
  shared.startTimeoutMessage(what, waitedMs, BENCH_START_TIMEOUT, ' (--wait-quiet S where the bench has it)');
