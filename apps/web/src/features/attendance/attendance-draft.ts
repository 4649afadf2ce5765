/**
 * The unsaved attendance sheets of this browser, kept in localStorage under `attendance_draft`
 * (product spec section 3) so a reload or a crash loses no tap. One entry per sheet (course group,
 * period, day); the key disappears when the last draft is saved, so "a draft exists" stays exact for
 * the app update prompt.
 */
import type { AttendanceStatus } from '@school/shared';
import { readJson, writeJson } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';

export interface SheetKey {
  courseGroupId: number;
  classPeriodId: number;
  date: string;
}

export interface Mark {
  status: AttendanceStatus;
  lateMinutes: number | null;
  note: string | null;
}

export interface SheetDraft {
  /** Client id of the submission these edits will be sent as; kept across retries of the same edits. */
  clientId: string;
  marks: Record<string, Mark>;
  savedAt: number;
}

type Drafts = Record<string, SheetDraft>;

const isDrafts = (value: unknown): value is Drafts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const sheetKeyText = (key: SheetKey): string =>
  `${key.courseGroupId}:${key.classPeriodId}:${key.date}`;

function readAll(): Drafts {
  return readJson(STORAGE_KEYS.attendanceDraft, isDrafts) ?? {};
}

export function readDraft(key: SheetKey): SheetDraft | null {
  const draft = readAll()[sheetKeyText(key)];
  return draft && typeof draft.clientId === 'string' && typeof draft.marks === 'object' ? draft : null;
}

export function writeDraft(key: SheetKey, draft: SheetDraft): void {
  writeJson(STORAGE_KEYS.attendanceDraft, { ...readAll(), [sheetKeyText(key)]: draft });
}

export function clearDraft(key: SheetKey): void {
  const rest = { ...readAll() };
  delete rest[sheetKeyText(key)];
  writeJson(STORAGE_KEYS.attendanceDraft, Object.keys(rest).length ? rest : null);
}

export function newClientId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `c-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}
