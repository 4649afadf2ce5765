import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FLEET_START_TIMEOUT,
  fleetSetupTimeoutMs,
  startTimeoutMessage,
  startTimeoutMs,
} from '../../apps/server/fleet/start-timeout';
import * as bench from '../src/bench/start-timeout';

const VARIABLES = [FLEET_START_TIMEOUT, bench.BENCH_START_TIMEOUT];
afterEach(() => VARIABLES.forEach((name) => delete process.env[name]));

describe('start-up waits (the fleet test and the benches)', () => {
  it('take the seconds of the caller’s variable when it is set', () => {
    process.env[FLEET_START_TIMEOUT] = '600';
    expect(startTimeoutMs(60_000, FLEET_START_TIMEOUT)).toBe(600_000);
    // Each caller reads its own variable only.
    expect(bench.startTimeoutMs(60_000)).toBeLessThanOrEqual(15 * 60_000);
    process.env[bench.BENCH_START_TIMEOUT] = '2.5';
    expect(bench.startTimeoutMs(60_000)).toBe(2_500);
    // The set-up hook allows for both servers' and nginx's waits.
    expect(fleetSetupTimeoutMs()).toBe(60_000 + 3 * 600_000);
  });

  it('refuse a variable that is no number of seconds', () => {
    for (const bad of ['ten', '0', '-5']) {
      process.env[FLEET_START_TIMEOUT] = bad;
      expect(() => startTimeoutMs(15_000, FLEET_START_TIMEOUT)).toThrow(
        `FLEET_START_TIMEOUT_S is a number of seconds above 0, not "${bad}"`,
      );
    }
  });

  it('grow with the load per core above 1 and are never shorter than on an idle machine', () => {
    const before = os.loadavg()[0]! / os.cpus().length;
    const waited = startTimeoutMs(60_000, FLEET_START_TIMEOUT);
    const after = os.loadavg()[0]! / os.cpus().length;
    const bounds = [before, after].map((load) =>
      Math.min(15 * 60_000, Math.round(60_000 * Math.max(1, load))),
    );
    expect(waited).toBeGreaterThanOrEqual(Math.min(...bounds));
    expect(waited).toBeLessThanOrEqual(Math.max(...bounds));
    expect(fleetSetupTimeoutMs()).toBeGreaterThanOrEqual(180_000);
  });

  it('say how long they waited and which variable allows longer', () => {
    expect(startTimeoutMessage('nginx', 15_000, FLEET_START_TIMEOUT)).toMatch(
      /^nginx did not start in 15 s \(load average [\d.]+ on \d+ cores\)\. On a busy machine, wait for it to quieten or allow longer by putting FLEET_START_TIMEOUT_S=600 /,
    );
    expect(bench.startTimeoutMessage('Chromium', 30_000)).toContain(
      'quieten (--wait-quiet S where the bench has it) or allow longer by putting BENCH_START_TIMEOUT_S=600',
    );
  });
});
