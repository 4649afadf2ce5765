/**
 * Unsaved sheets of this browser in one localStorage key (`exam_draft`, `grade_draft`), one entry
 * per sheet: the typed text of every cell and the client id the edits will be sent with, so a
 * reload restores exactly what was on screen. The key disappears with its last draft, so the update
 * prompt's "unsaved work" check is exact.
 */
import { readJson, writeJson } from './storage';

export interface SheetDraft {
  /** Client id these edits will be sent as; kept across retries of the same edits. */
  clientId: string;
  /** Cell text by cell key. */
  cells: Record<string, string>;
  savedAt: number;
}

type Drafts = Record<string, SheetDraft>;

const isDrafts = (value: unknown): value is Drafts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface SheetDraftStore<K> {
  read(key: K): SheetDraft | null;
  write(key: K, draft: SheetDraft): void;
  clear(key: K): void;
}

export function sheetDraftStore<K>(storageKey: string, keyText: (key: K) => string): SheetDraftStore<K> {
  const readAll = (): Drafts => readJson(storageKey, isDrafts) ?? {};
  return {
    read(key) {
      const draft = readAll()[keyText(key)];
      return draft && typeof draft.clientId === 'string' && typeof draft.cells === 'object' ? draft : null;
    },
    write(key, draft) {
      writeJson(storageKey, { ...readAll(), [keyText(key)]: draft });
    },
    clear(key) {
      const rest = { ...readAll() };
      delete rest[keyText(key)];
      writeJson(storageKey, Object.keys(rest).length ? rest : null);
    },
  };
}

export function newClientId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `c-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}
