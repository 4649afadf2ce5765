/** The compose form's state and what it sends: pure functions, so the page stays presentation. */
import { insertText } from '../../lib/insert-text';
import type { ComposeRequest } from './sms-api';

export interface ComposeState {
  classroomIds: number[];
  groups: string[];
  studentIds: number[];
  numbers: string;
  body: string;
}

export const EMPTY_COMPOSE: ComposeState = {
  classroomIds: [],
  groups: [],
  studentIds: [],
  numbers: '',
  body: '',
};

/** Whether any recipient is chosen at all. */
export function hasRecipients(state: ComposeState): boolean {
  return (
    state.classroomIds.length > 0 ||
    state.groups.length > 0 ||
    state.studentIds.length > 0 ||
    state.numbers.trim() !== ''
  );
}

/** The request body: only what was chosen. */
export function composeRequest(state: ComposeState): ComposeRequest {
  return {
    body: state.body,
    ...(state.classroomIds.length ? { classroomIds: state.classroomIds } : {}),
    ...(state.groups.length ? { groups: state.groups } : {}),
    ...(state.studentIds.length ? { studentIds: state.studentIds } : {}),
    ...(state.numbers.trim() ? { numbers: state.numbers } : {}),
  };
}

/** Puts `{name}` where the cursor was (or at the end) and says where the cursor goes after it. */
export function insertPlaceholder(
  text: string,
  name: string,
  selection: { start: number; end: number } | null,
): { text: string; cursor: number } {
  return insertText(text, `{${name}}`, selection);
}

/** Adds or removes one group key. */
export function toggleGroup(groups: readonly string[], key: string): string[] {
  return groups.includes(key) ? groups.filter((g) => g !== key) : [...groups, key];
}
