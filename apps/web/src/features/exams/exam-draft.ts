/**
 * Unsaved score sheets of exams, in localStorage under `exam_draft` (DOMAIN.md "Assessment"), one
 * entry per exam and course group (see lib/sheet-drafts.ts).
 */
import { sheetDraftStore, type SheetDraft } from '../../lib/sheet-drafts';
import { STORAGE_KEYS } from '../../lib/storage-keys';

export { newClientId } from '../../lib/sheet-drafts';

export interface ExamSheetKey {
  examId: number;
  courseGroupId: number;
}

/** Cell text by student id; qualitative cells hold the type id as text. */
export type ExamDraft = SheetDraft;

const store = sheetDraftStore<ExamSheetKey>(
  STORAGE_KEYS.examDraft,
  (key) => `${key.examId}:${key.courseGroupId}`,
);

export const readExamDraft = (key: ExamSheetKey): ExamDraft | null => store.read(key);
export const writeExamDraft = (key: ExamSheetKey, draft: ExamDraft): void => store.write(key, draft);
export const clearExamDraft = (key: ExamSheetKey): void => store.clear(key);
