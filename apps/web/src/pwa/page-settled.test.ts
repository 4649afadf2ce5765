import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onIdle, QUIET_MS, whenPageSettled } from './page-settled';

describe('waiting for the page to settle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the task once nothing has loaded for the quiet period and the main thread is idle', () => {
    const task = vi.fn();
    whenPageSettled(task);
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // Then the idle callback (a zero timeout where the browser has none).
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(QUIET_MS * 5);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts the quiet period again whenever a file or request finishes', () => {
    let report: (() => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['resource'];
      constructor(callback: () => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const task = vi.fn();
    whenPageSettled(task);
    vi.advanceTimersByTime(QUIET_MS - 100);
    report?.();
    vi.advanceTimersByTime(QUIET_MS - 100);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the document to load first', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    whenPageSettled(task);
    vi.advanceTimersByTime(QUIET_MS * 2);
    expect(task).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(QUIET_MS);
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });

  it('does nothing once stopped', () => {
    const task = vi.fn();
    const stop = whenPageSettled(task);
    vi.advanceTimersByTime(QUIET_MS - 1);
    stop();
    vi.advanceTimersByTime(QUIET_MS * 2);
    expect(task).not.toHaveBeenCalled();
  });

  it('uses the browser idle callback when there is one', () => {
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback();
      return 7;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const task = vi.fn();
    onIdle(task, 500);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    expect(task).toHaveBeenCalledTimes(1);
  });
});
