import { describe, expect, it } from 'vitest';
import {
  EMPTY_COMPOSE,
  composeRequest,
  hasRecipients,
  insertPlaceholder,
  toggleGroup,
} from './compose-model';

describe('compose model', () => {
  it('sends only the chosen recipients', () => {
    expect(hasRecipients(EMPTY_COMPOSE)).toBe(false);
    expect(hasRecipients({ ...EMPTY_COMPOSE, numbers: '  \n' })).toBe(false);
    const state = { ...EMPTY_COMPOSE, body: 'سلام', classroomIds: [3], numbers: '0912' };
    expect(hasRecipients(state)).toBe(true);
    expect(composeRequest(state)).toEqual({ body: 'سلام', classroomIds: [3], numbers: '0912' });
  });

  it('inserts a placeholder at the cursor, replacing a selection', () => {
    expect(insertPlaceholder('ولی گرامی ', 'student', null)).toEqual({
      text: 'ولی گرامی {student}',
      cursor: 19,
    });
    expect(insertPlaceholder('ab', 'name', { start: 1, end: 1 })).toEqual({ text: 'a{name}b', cursor: 7 });
    expect(insertPlaceholder('abc', 'date', { start: 1, end: 2 })).toEqual({ text: 'a{date}c', cursor: 7 });
  });

  it('toggles a group', () => {
    expect(toggleGroup(['teachers'], 'office-staff')).toEqual(['teachers', 'office-staff']);
    expect(toggleGroup(['teachers', 'office-staff'], 'teachers')).toEqual(['office-staff']);
  });
});
