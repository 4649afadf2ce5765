import { describe, expect, it } from 'vitest';
import { PERMISSIONS, buildAbilityRules, permissionLabel } from '../src';

describe('permission catalogue', () => {
  it('has unique keys, each with Persian and English labels', () => {
    const keys = PERMISSIONS.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const p of PERMISSIONS) {
      expect(p.fa).toMatch(/[\u0600-\u06FF]/);
      expect(p.en).toMatch(/[A-Za-z]/);
    }
  });
  it('covers the permissions the spec names', () => {
    expect(permissionLabel('students.list')).toBe('لیست دانش‌آموزان');
    expect(permissionLabel('students.add', 'en')).toBe('Add student');
    for (const key of ['sms.send', 'settings.main', 'teacher-profile.edit', 'reports.attendance']) {
      expect(PERMISSIONS.some((p) => p.key === key)).toBe(true);
    }
  });
});

describe('ability rules', () => {
  it('gives every user shode/login and the system manager manage/all', () => {
    expect(buildAbilityRules([], true)).toEqual([
      { action: 'shode', subject: 'login' },
      { action: 'manage', subject: 'all' },
    ]);
  });
  it('gives others their permission keys on subject admin, deduplicated', () => {
    expect(buildAbilityRules(['students.list', 'classrooms.list', 'students.list'], false)).toEqual([
      { action: 'shode', subject: 'login' },
      { action: ['classrooms.list', 'students.list'], subject: 'admin' },
    ]);
  });
});
