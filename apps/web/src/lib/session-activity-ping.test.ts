import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginResponse } from '../test/fixtures';
import { getAuth, saveTokenResponse } from './auth-store';
import { isPingDue, startActivityPings, type PingAnswer } from './session-activity-ping';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_800_000_000_000);
});
afterEach(() => vi.useRealTimers());

function start(answer: PingAnswer | undefined = undefined) {
  const target = new EventTarget();
  const ping = vi.fn(async () => answer);
  const pings = startActivityPings({ ping, target });
  const act = () => target.dispatchEvent(new Event('mousemove'));
  return { ping, stop: pings.stop, started: pings.started, act };
}

describe('activity pings', () => {
  it('are due only after recent activity and a minute after the last ping', () => {
    expect(isPingDue(100_000, 90_000, -Infinity)).toBe(true);
    expect(isPingDue(100_000, 30_000, -Infinity)).toBe(false); // idle for 70 s
    expect(isPingDue(100_000, 99_000, 50_000)).toBe(false); // pinged 50 s ago
    expect(isPingDue(110_000, 99_000, 50_000)).toBe(true);
  });

  it('count the start (opening or reloading the app) as activity', async () => {
    const s = start();
    expect(s.ping).toHaveBeenCalledTimes(1);
    await s.started;
    s.stop();
  });

  it('ping at most once a minute however busy the user is', async () => {
    const s = start();
    for (let i = 0; i < 50; i++) {
      await vi.advanceTimersByTimeAsync(1_100);
      s.act();
    }
    // 55 s of constant activity after the start's ping: still one ping.
    expect(s.ping).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6_000);
    s.act();
    expect(s.ping).toHaveBeenCalledTimes(2);
    s.stop();
  });

  it('send one last ping for activity in the final minute, then nothing while idle', async () => {
    const s = start();
    await vi.advanceTimersByTimeAsync(30_000);
    s.act(); // too soon for a ping of its own
    expect(s.ping).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(45_000); // the periodic check finds it due
    expect(s.ping).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(s.ping).toHaveBeenCalledTimes(2);
    s.stop();
  });

  it('never ping without activity after the start, nor after stopping', async () => {
    const s = start();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(s.ping).toHaveBeenCalledTimes(1);
    s.stop();
    s.act();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(s.ping).toHaveBeenCalledTimes(1);
  });

  it('store the session end the server answers with (activity resets the session timer)', async () => {
    saveTokenResponse(loginResponse({ user: { sessionExpiresAt: 1_800_000_000 + 600 } }));
    const s = start({ data: { sessionExpiresAt: 1_800_000_000 + 8 * 3600 } });
    await s.started;
    expect(getAuth().userData?.sessionExpiresAt).toBe(1_800_000_000 + 8 * 3600);
    s.stop();
  });

  it('keep going when a ping fails', async () => {
    const target = new EventTarget();
    const ping = vi.fn(() => Promise.reject(new Error('offline')));
    const { stop, started } = startActivityPings({ ping, target });
    await started;
    await vi.advanceTimersByTimeAsync(61_000);
    target.dispatchEvent(new Event('mousemove'));
    expect(ping).toHaveBeenCalledTimes(2);
    stop();
  });
});
