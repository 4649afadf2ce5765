import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startUpdateChecks, UPDATE_CHECK_INTERVAL_MS } from './update-checks';

describe('update checks', () => {
  let path = '/dashboard';
  let visibility: DocumentVisibilityState = 'visible';
  const windowTarget = new EventTarget();
  const documentTarget = new EventTarget();
  const env = {
    window: windowTarget as unknown as Window,
    document: Object.defineProperty(documentTarget, 'visibilityState', { get: () => visibility }) as Document,
    pathname: () => path,
  };

  beforeEach(() => {
    vi.useFakeTimers();
    path = '/dashboard';
    visibility = 'visible';
  });
  afterEach(() => vi.useRealTimers());

  it('checks every 30 minutes, except on attendance, exams and score pages', () => {
    const check = vi.fn();
    const stop = startUpdateChecks(check, env);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);

    path = '/teacher/attendance/5';
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    path = '/exams/2/';
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    path = '/course-groups/1/score';
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(1);
    stop();
  });

  it('skips every score-entry page, not only paths with the literal /score', () => {
    const check = vi.fn();
    const stop = startUpdateChecks(check, env);
    for (const scorePage of [
      '/manager/course-groups/12/continuous-score',
      '/manager/course-groups/12/worksheet-scores',
      '/manager/exams/7/scores',
    ]) {
      path = scorePage;
      vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    }
    expect(check).not.toHaveBeenCalled();
    // Reports about scores are not entry pages: the check runs there.
    path = '/manager/below-passing-score-threshold-report';
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(1);
    stop();
  });

  it('checks when the tab becomes visible and when the browser is back online', () => {
    const check = vi.fn();
    const stop = startUpdateChecks(check, env);
    visibility = 'hidden';
    documentTarget.dispatchEvent(new Event('visibilitychange'));
    expect(check).not.toHaveBeenCalled();
    visibility = 'visible';
    documentTarget.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(1);
    windowTarget.dispatchEvent(new Event('online'));
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops every trigger when stopped', () => {
    const check = vi.fn();
    startUpdateChecks(check, env)();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS * 2);
    documentTarget.dispatchEvent(new Event('visibilitychange'));
    windowTarget.dispatchEvent(new Event('online'));
    expect(check).not.toHaveBeenCalled();
  });
});
