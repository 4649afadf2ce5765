import { describe, expect, it } from 'vitest';
import { isOfflineApiRequest } from './api-cache';

const origin = self.location.origin;
const matches = (path: string, method = 'GET', base = origin) =>
  isOfflineApiRequest({ url: new URL(path, base), request: new Request(new URL(path, base), { method }) });

describe('API answers kept for offline use', () => {
  it("caches a teacher's reads", () => {
    for (const path of [
      '/api/auth/me',
      '/api/teacher/profile',
      '/api/weekly-schedule/mine/today',
      '/api/attendance/today',
      '/api/attendance/sheet?courseGroupId=1&classPeriodId=2&date=2026-11-21',
      '/api/course-groups',
      '/api/course-groups?page=1&pageSize=100',
      '/api/course-groups/12/students',
    ]) {
      expect(matches(path), path).toBe(true);
    }
  });

  it('never caches writes', () => {
    expect(matches('/api/teacher/profile', 'PATCH')).toBe(false);
    expect(matches('/api/course-groups', 'POST')).toBe(false);
  });

  it('does not cache other API reads or other sites', () => {
    for (const path of [
      '/api/students',
      '/api/course-groups/12',
      '/api/course-groups/options',
      '/api/auth/meh',
    ]) {
      expect(matches(path), path).toBe(false);
    }
    expect(matches('/api/auth/me', 'GET', 'https://elsewhere.example')).toBe(false);
  });

  it('survives being serialised into the worker (no outside references)', () => {
    // generateSW writes the function's source into sw.js; rebuild it from its text alone.
    const rebuilt = new Function(
      `return (${isOfflineApiRequest.toString()})`,
    )() as typeof isOfflineApiRequest;
    const url = new URL('/api/teacher/profile', origin);
    expect(rebuilt({ url, request: new Request(url) })).toBe(true);
  });
});
