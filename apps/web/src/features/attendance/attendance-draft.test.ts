import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { clearDraft, readDraft, writeDraft } from './attendance-draft';

const first = { courseGroupId: 1, classPeriodId: 2, date: '2026-11-21' };
const second = { courseGroupId: 3, classPeriodId: 2, date: '2026-11-21' };
const draft = (status: 'absent' | 'present') => ({
  clientId: `id-${status}`,
  marks: { '7': { status, lateMinutes: null, note: null } },
  savedAt: 1,
});

afterEach(() => localStorage.clear());

describe('attendance drafts', () => {
  it('keeps one draft per sheet under attendance_draft and removes the key with the last one', () => {
    writeDraft(first, draft('absent'));
    writeDraft(second, draft('present'));
    expect(readDraft(first)?.marks['7']?.status).toBe('absent');
    expect(readDraft(second)?.clientId).toBe('id-present');
    clearDraft(first);
    expect(readDraft(first)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.attendanceDraft)).not.toBeNull();
    clearDraft(second);
    expect(localStorage.getItem(STORAGE_KEYS.attendanceDraft)).toBeNull();
  });

  it('ignores a damaged stored value instead of failing', () => {
    localStorage.setItem(STORAGE_KEYS.attendanceDraft, '{not json');
    expect(readDraft(first)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.attendanceDraft, JSON.stringify({ '1:2:2026-11-21': { marks: 3 } }));
    expect(readDraft(first)).toBeNull();
  });
});
