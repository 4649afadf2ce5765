import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginResponse } from '../test/fixtures';
import { clearSession, getAuth, saveTokenResponse } from './auth-store';
import { resetSessionWarnings, startSessionLifecycle } from './session-controller';

const START = 1_800_000_000;
const FIRST_CHECK_MS = 30_000;
const INTERVAL_MS = 240_000;

let clock = START;
const now = () => clock;
/** Moves the fake timers and the injected clock together. */
async function advance(ms: number) {
  clock += ms / 1000;
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  vi.useFakeTimers();
  clock = START;
  resetSessionWarnings();
});
afterEach(() => {
  vi.useRealTimers();
  clearSession();
});

function start(options: { tokenLeft: number; sessionLeft: number; refreshOk?: boolean }) {
  saveTokenResponse(
    loginResponse({
      exp: START + options.tokenLeft,
      user: { sessionExpiresAt: START + options.sessionLeft },
    }),
  );
  const target = new EventTarget();
  const onWarn = vi.fn();
  const onExpire = vi.fn();
  const refresh = vi.fn(async () => {
    if (!options.refreshOk) return false;
    saveTokenResponse(
      loginResponse({ exp: clock + 1800, user: { sessionExpiresAt: START + options.sessionLeft } }),
    );
    return true;
  });
  const stop = startSessionLifecycle({ onWarn, onExpire, refresh, now, activityTarget: target });
  const act = () => target.dispatchEvent(new Event('mousemove'));
  return { onWarn, onExpire, refresh, stop, act };
}

describe('session lifecycle', () => {
  it('checks nothing before 30 s', async () => {
    const s = start({ tokenLeft: 100, sessionLeft: 10 * 60, refreshOk: true });
    s.act();
    await advance(FIRST_CHECK_MS - 1000);
    expect(s.refresh).not.toHaveBeenCalled();
    expect(s.onWarn).not.toHaveBeenCalled();
    s.stop();
  });

  it('refreshes an active user when the token has under 300 s left', async () => {
    const s = start({ tokenLeft: 320, sessionLeft: 8 * 3600, refreshOk: true });
    s.act();
    await advance(FIRST_CHECK_MS); // 290 s left → refresh
    expect(s.refresh).toHaveBeenCalledTimes(1);
    expect(s.onExpire).not.toHaveBeenCalled();
    s.stop();
  });

  it('does not refresh again until the user is active after the last refresh', async () => {
    const s = start({ tokenLeft: 200, sessionLeft: 8 * 3600, refreshOk: true });
    s.act();
    await advance(FIRST_CHECK_MS);
    expect(s.refresh).toHaveBeenCalledTimes(1);
    // New token has 30 minutes; jump until it is nearly over without any activity.
    await advance(INTERVAL_MS * 7);
    expect(s.refresh).toHaveBeenCalledTimes(1);
    s.stop();
  });

  it('lets an idle tab’s token lapse, then clears it and ends the session', async () => {
    const s = start({ tokenLeft: 200, sessionLeft: 8 * 3600 });
    await advance(FIRST_CHECK_MS); // idle, 170 s left: no refresh
    expect(s.refresh).not.toHaveBeenCalled();
    expect(s.onExpire).not.toHaveBeenCalled();
    await advance(INTERVAL_MS); // expired now
    expect(getAuth().accessToken).toBeNull();
    expect(s.onExpire).toHaveBeenCalledTimes(1);
    s.stop();
  });

  it('ends the session when an expired token cannot be refreshed', async () => {
    const s = start({ tokenLeft: 10, sessionLeft: 8 * 3600, refreshOk: false });
    s.act();
    await advance(FIRST_CHECK_MS);
    expect(s.refresh).toHaveBeenCalledTimes(1);
    expect(s.onExpire).toHaveBeenCalledTimes(1);
    s.stop();
  });

  it('keeps the session when a refresh fails but the token is still valid (tries again later)', async () => {
    const s = start({ tokenLeft: 280, sessionLeft: 8 * 3600, refreshOk: false });
    s.act();
    await advance(FIRST_CHECK_MS);
    expect(s.refresh).toHaveBeenCalledTimes(1);
    expect(s.onExpire).not.toHaveBeenCalled();
    s.stop();
  });

  it('shows the 30-minute warning once', async () => {
    const s = start({ tokenLeft: 1800, sessionLeft: 30 * 60 + 60 });
    await advance(FIRST_CHECK_MS); // 30:30 left: not yet
    expect(s.onWarn).not.toHaveBeenCalled();
    await advance(INTERVAL_MS); // 26:30 left
    expect(s.onWarn).toHaveBeenCalledTimes(1);
    await advance(INTERVAL_MS);
    await advance(INTERVAL_MS);
    expect(s.onWarn).toHaveBeenCalledTimes(1);
    s.stop();

    // Leaving and coming back to a protected page does not repeat it for the same session.
    const again = startSessionLifecycle({ onWarn: s.onWarn, onExpire: vi.fn(), refresh: vi.fn(), now });
    await advance(FIRST_CHECK_MS);
    expect(s.onWarn).toHaveBeenCalledTimes(1);
    again();
  });

  it('ends the session when sessionExpiresAt passes', async () => {
    const s = start({ tokenLeft: 1800, sessionLeft: 60 });
    await advance(FIRST_CHECK_MS);
    expect(s.onExpire).not.toHaveBeenCalled();
    await advance(INTERVAL_MS);
    expect(s.onExpire).toHaveBeenCalledTimes(1);
    s.stop();
  });

  it('stops checking and listening once stopped', async () => {
    const s = start({ tokenLeft: 100, sessionLeft: 60 });
    s.stop();
    s.act();
    await advance(60 * 60_000);
    expect(s.refresh).not.toHaveBeenCalled();
    expect(s.onExpire).not.toHaveBeenCalled();
    expect(s.onWarn).not.toHaveBeenCalled();
  });
});
