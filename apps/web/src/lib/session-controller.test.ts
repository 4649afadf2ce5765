import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginResponse } from '../test/fixtures';
import type { RefreshOutcome } from './auth-session';
import { clearSession, getAuth, saveTokenResponse } from './auth-store';
import { resetSessionWarnings, startSessionLifecycle } from './session-controller';
import type { PingAnswer } from './session-activity-ping';

const START = 1_800_000_000;
const MIN = 60;
const HOUR = 3600;
const FIRST_CHECK_MS = 30_000;
const INTERVAL_MS = 240_000;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START * 1000);
  resetSessionWarnings();
});
afterEach(() => {
  vi.useRealTimers();
  clearSession();
});

interface StartOptions {
  tokenLeft: number;
  sessionLeft: number;
  /** What each refresh comes to; 'ok' stores a new 30-minute token. */
  refreshes?: RefreshOutcome;
  /** The session end the activity report answers with (the server's; default: unchanged). */
  pingEnd?: () => number | undefined;
}

function start(options: StartOptions) {
  const sessionEnd = START + options.sessionLeft;
  saveTokenResponse(
    loginResponse({ exp: START + options.tokenLeft, user: { sessionExpiresAt: sessionEnd } }),
  );
  const target = new EventTarget();
  const onWarn = vi.fn();
  const onExpire = vi.fn();
  const refresh = vi.fn(async (): Promise<RefreshOutcome> => {
    const outcome = options.refreshes ?? 'ok';
    if (outcome === 'ok') {
      const end = getAuth().userData!.sessionExpiresAt;
      saveTokenResponse(
        loginResponse({ exp: Math.min(nowSeconds() + 30 * MIN, end), user: { sessionExpiresAt: end } }),
      );
    }
    return outcome;
  });
  const ping = vi.fn(async (): Promise<PingAnswer> => {
    const end = options.pingEnd?.();
    return { data: end === undefined ? {} : { sessionExpiresAt: end } };
  });
  const stop = startSessionLifecycle({ onWarn, onExpire, refresh, ping, activityTarget: target });
  const act = () => target.dispatchEvent(new Event('mousemove'));
  return { onWarn, onExpire, refresh, ping, stop, act };
}

describe('session lifecycle', () => {
  it('checks nothing before 30 s', async () => {
    const s = start({ tokenLeft: 100, sessionLeft: 8 * HOUR });
    await advance(FIRST_CHECK_MS - 1000);
    expect(s.refresh).not.toHaveBeenCalled();
    s.stop();
  });

  it('refreshes the token of an idle tab when it has under 300 s left', async () => {
    const s = start({ tokenLeft: 320, sessionLeft: 8 * HOUR });
    await advance(FIRST_CHECK_MS); // 290 s left, nobody touched the page → refresh anyway
    expect(s.refresh).toHaveBeenCalledTimes(1);
    expect(s.onExpire).not.toHaveBeenCalled();
    s.stop();
  });

  it('keeps an idle tab signed in through a school day, warns 30 minutes before the end, then ends it', async () => {
    const s = start({ tokenLeft: 30 * MIN, sessionLeft: 8 * HOUR });
    await advance(2 * HOUR * 1000);
    // A refresh about every half hour, and the session goes on.
    expect(s.refresh.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(getAuth().accessToken).not.toBeNull();
    expect(s.onWarn).not.toHaveBeenCalled();

    await advance(5.5 * HOUR * 1000 - 1000); // 7 h 30 min less a second
    expect(s.onWarn).not.toHaveBeenCalled();
    await advance(1000);
    expect(s.onWarn).toHaveBeenCalledTimes(1);
    expect(s.onExpire).not.toHaveBeenCalled();

    await advance(30 * MIN * 1000 - 1000);
    expect(s.onExpire).not.toHaveBeenCalled();
    await advance(1000); // 8 h
    expect(s.onExpire).toHaveBeenCalledTimes(1);
    expect(s.onWarn).toHaveBeenCalledTimes(1);
    s.stop();
  });

  it('activity starts the 8 hours again: the warning and the end move with the answered end', async () => {
    let serverEnd = START + 8 * HOUR;
    const s = start({ tokenLeft: 30 * MIN, sessionLeft: 8 * HOUR, pingEnd: () => serverEnd });
    await advance(7 * HOUR * 1000);
    serverEnd = nowSeconds() + 8 * HOUR;
    s.act();
    await advance(0);
    expect(getAuth().userData?.sessionExpiresAt).toBe(serverEnd);
    // The first end (and its warning) passes without either.
    await advance(2 * HOUR * 1000);
    expect(s.onWarn).not.toHaveBeenCalled();
    expect(s.onExpire).not.toHaveBeenCalled();
    // 7 h 30 min after the activity: the warning for the new end.
    await advance(5.5 * HOUR * 1000);
    expect(s.onWarn).toHaveBeenCalledTimes(1);
    await advance(30 * MIN * 1000);
    expect(s.onExpire).toHaveBeenCalledTimes(1);
    s.stop();
  });

  it('a reload in the last half hour extends the session without flashing the warning', async () => {
    // The start's activity report answers with 8 hours from now, as the server does.
    const s = start({ tokenLeft: 10 * MIN, sessionLeft: 10 * MIN, pingEnd: () => nowSeconds() + 8 * HOUR });
    await advance(FIRST_CHECK_MS);
    expect(s.ping).toHaveBeenCalledTimes(1);
    expect(getAuth().userData?.sessionExpiresAt).toBe(START + 8 * HOUR);
    expect(s.onWarn).not.toHaveBeenCalled();
    s.stop();
  });

  it('shows the warning at once when less than 30 minutes are left, and only once per end', async () => {
    const s = start({ tokenLeft: 20 * MIN, sessionLeft: 20 * MIN });
    await advance(0);
    expect(s.onWarn).toHaveBeenCalledTimes(1);
    await advance(INTERVAL_MS * 2);
    expect(s.onWarn).toHaveBeenCalledTimes(1);
    s.stop();

    // Leaving and coming back to a protected page does not repeat it for the same session end.
    const again = startSessionLifecycle({
      onWarn: s.onWarn,
      onExpire: vi.fn(),
      refresh: vi.fn(async () => 'ok' as const),
      ping: vi.fn(async () => undefined),
    });
    await advance(FIRST_CHECK_MS);
    expect(s.onWarn).toHaveBeenCalledTimes(1);
    again();
  });

  it('ends the session when the server refuses to refresh an expired token', async () => {
    const s = start({ tokenLeft: 10, sessionLeft: 8 * HOUR, refreshes: 'refused' });
    await advance(FIRST_CHECK_MS);
    expect(s.refresh).toHaveBeenCalledTimes(1);
    expect(s.onExpire).toHaveBeenCalledTimes(1);
    s.stop();
  });

  it('keeps the session when a refused refresh leaves a token that is still valid (tries again later)', async () => {
    const s = start({ tokenLeft: 280, sessionLeft: 8 * HOUR, refreshes: 'refused' });
    await advance(FIRST_CHECK_MS);
    expect(s.refresh).toHaveBeenCalledTimes(1);
    expect(s.onExpire).not.toHaveBeenCalled();
    s.stop();
  });

  it('offline, keeps an expired token and refreshes it as soon as the network is back', async () => {
    const options: StartOptions = { tokenLeft: -10 * MIN, sessionLeft: 6 * HOUR, refreshes: 'unavailable' };
    const s = start(options);
    await advance(FIRST_CHECK_MS + INTERVAL_MS * 3);
    expect(s.refresh).toHaveBeenCalledTimes(4);
    expect(s.onExpire).not.toHaveBeenCalled();
    expect(getAuth().accessToken).not.toBeNull();

    options.refreshes = 'ok';
    window.dispatchEvent(new Event('online'));
    await advance(0);
    expect(s.refresh).toHaveBeenCalledTimes(5);
    expect(getAuth().accessToken).not.toBeNull();
    s.stop();
  });

  it('offline too, the session ends when its stored end passes', async () => {
    const s = start({ tokenLeft: -10 * MIN, sessionLeft: 1 * HOUR, refreshes: 'unavailable' });
    await advance(1 * HOUR * 1000);
    expect(s.onExpire).toHaveBeenCalledTimes(1);
    s.stop();
  });

  it('stops its timers, checks and reports once stopped', async () => {
    const s = start({ tokenLeft: 100, sessionLeft: 60 });
    s.stop();
    s.act();
    window.dispatchEvent(new Event('online'));
    await advance(60 * 60_000);
    expect(s.refresh).not.toHaveBeenCalled();
    expect(s.onExpire).not.toHaveBeenCalled();
    expect(s.onWarn).not.toHaveBeenCalled();
    expect(s.ping).toHaveBeenCalledTimes(1); // the start's report only
  });
});
