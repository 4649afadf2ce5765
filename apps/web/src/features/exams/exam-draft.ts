/**
 * Unsaved score sheets of this browser, in localStorage under `exam_draft` (DOMAIN.md "Assessment"),
 * one entry per exam and course group: the typed text of every cell, so a reload restores exactly
 * what was on screen. The key disappears with the last draft, so the update prompt's check is exact.
 */
import { readJson, writeJson } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';

export interface ExamSheetKey {
  examId: number;
  courseGroupId: number;
}

export interface ExamDraft {
  /** Client id these edits will be sent as; kept across retries of the same edits. */
  clientId: string;
  /** Cell text by student id; qualitative cells hold the type id as text. */
  cells: Record<string, string>;
  savedAt: number;
}

type Drafts = Record<string, ExamDraft>;

const isDrafts = (value: unknown): value is Drafts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const keyText = (key: ExamSheetKey) => `${key.examId}:${key.courseGroupId}`;

const readAll = (): Drafts => readJson(STORAGE_KEYS.examDraft, isDrafts) ?? {};

export function readExamDraft(key: ExamSheetKey): ExamDraft | null {
  const draft = readAll()[keyText(key)];
  return draft && typeof draft.clientId === 'string' && typeof draft.cells === 'object' ? draft : null;
}

export function writeExamDraft(key: ExamSheetKey, draft: ExamDraft): void {
  writeJson(STORAGE_KEYS.examDraft, { ...readAll(), [keyText(key)]: draft });
}

export function clearExamDraft(key: ExamSheetKey): void {
  const rest = { ...readAll() };
  delete rest[keyText(key)];
  writeJson(STORAGE_KEYS.examDraft, Object.keys(rest).length ? rest : null);
}

export function newClientId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `c-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}
