import { describe, expect, it } from 'vitest';
import { isWorkInProgressPath, needsUpdateConfirmation } from './update-confirm';

const storageWith = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });
const empty = storageWith({});

describe('update confirmation rule', () => {
  it.each(['attendance_draft', 'exam_draft', 'grade_draft'])('asks when %s is stored', (key) => {
    expect(needsUpdateConfirmation(storageWith({ [key]: '{}' }), '/dashboard')).toBe(true);
  });

  it('asks on attendance, exams and score paths', () => {
    for (const path of [
      '/teacher/attendance/12',
      '/exams/3/edit',
      '/score',
      '/course-groups/4/scores',
      '/manager/course-groups/4/continuous-score',
      '/manager/course-groups/4/worksheet-scores',
    ]) {
      expect(needsUpdateConfirmation(empty, path)).toBe(true);
    }
  });

  it('does not ask elsewhere without drafts', () => {
    for (const path of ['/dashboard', '/manager/students', '/attendance', '/exam-types']) {
      expect(needsUpdateConfirmation(empty, path)).toBe(false);
    }
    // Other stored keys are not drafts.
    expect(needsUpdateConfirmation(storageWith({ userData: '{}', accessToken: 'x' }), '/')).toBe(false);
  });

  it('treats a blocked storage as holding no draft', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(needsUpdateConfirmation(blocked, '/dashboard')).toBe(false);
    expect(needsUpdateConfirmation(blocked, '/exams/1/')).toBe(true);
  });

  it('uses the same paths to pause the periodic check', () => {
    expect(isWorkInProgressPath('/attendance/today')).toBe(true);
    expect(isWorkInProgressPath('/manager/classrooms')).toBe(false);
  });
});
