import { describe, expect, it } from 'vitest';
import type { SheetStudent } from './attendance-api';
import {
  allPresent,
  changedCount,
  countByStatus,
  marksFromSheet,
  missingLateMinutes,
  statusForKey,
  withDraft,
} from './sheet-model';

const student = (id: number, extra: Partial<SheetStudent> = {}): SheetStudent => ({
  id,
  firstName: 'علی',
  lastName: `رضایی ${id}`,
  rollNumber: id,
  photo: null,
  onLeave: false,
  status: 'present',
  lateMinutes: null,
  note: null,
  ...extra,
});
const roll = [student(1), student(2, { onLeave: true, status: 'excused' }), student(3)];

describe('attendance sheet model', () => {
  it('merges a draft over the server marks, dropping students no longer on the roll', () => {
    const server = marksFromSheet(roll);
    const merged = withDraft(server, {
      '1': { status: 'absent', lateMinutes: null, note: null },
      '99': { status: 'absent', lateMinutes: null, note: null },
    });
    expect(merged['1']!.status).toBe('absent');
    expect(merged['99']).toBeUndefined();
    expect(changedCount(server, merged)).toBe(1);
  });

  it('counts statuses and sets everyone present except students on leave', () => {
    const marks = withDraft(marksFromSheet(roll), {
      '1': { status: 'absent', lateMinutes: null, note: null },
      '3': { status: 'late', lateMinutes: null, note: null },
    });
    expect(countByStatus(marks)).toEqual({ present: 0, absent: 1, late: 1, excused: 1 });
    expect(missingLateMinutes(marks, roll)?.id).toBe(3);
    const reset = allPresent(marks, roll);
    expect(countByStatus(reset)).toEqual({ present: 2, absent: 0, late: 0, excused: 1 });
    expect(missingLateMinutes(reset, roll)).toBeUndefined();
  });

  it('maps number keys in both scripts to statuses', () => {
    expect(statusForKey('2')).toBe('absent');
    expect(statusForKey('۳')).toBe('late');
    expect(statusForKey('5')).toBeUndefined();
  });
});
