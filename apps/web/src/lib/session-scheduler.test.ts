import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_EVENTS, scheduleSessionChecks, throttle, trackActivity } from './session-scheduler';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scheduleSessionChecks', () => {
  it('runs the first check 30 s after start, then every 4 minutes', () => {
    const check = vi.fn();
    scheduleSessionChecks(check);
    vi.advanceTimersByTime(29_999);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4 * 60_000 - 1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2 * 4 * 60_000);
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('stops before and after the first check', () => {
    const early = vi.fn();
    scheduleSessionChecks(early)();
    vi.advanceTimersByTime(60 * 60_000);
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const stop = scheduleSessionChecks(late);
    vi.advanceTimersByTime(30_000 + 4 * 60_000);
    expect(late).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(60 * 60_000);
    expect(late).toHaveBeenCalledTimes(2);
  });
});

describe('activity tracking', () => {
  it('throttles calls to one per window', () => {
    let now = 0;
    const fn = vi.fn();
    const throttled = throttle(fn, 1000, () => now);
    throttled();
    throttled();
    now = 999;
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    now = 1000;
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('listens to mousedown, mousemove, keypress, scroll and touchstart until stopped', () => {
    expect([...ACTIVITY_EVENTS]).toEqual(['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart']);
    const target = new EventTarget();
    const onActivity = vi.fn();
    const stop = trackActivity(target, onActivity);
    target.dispatchEvent(new Event('keypress'));
    expect(onActivity).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    target.dispatchEvent(new Event('touchstart'));
    expect(onActivity).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(1000);
    target.dispatchEvent(new Event('mousedown'));
    expect(onActivity).toHaveBeenCalledTimes(2);
  });
});
