/**
 * When an app update must ask before reloading (spec section 4): a draft of attendance, exam or
 * grade entry is stored, or the page is one where such work is being done. The same paths also
 * pause the periodic update check (spec section 7).
 */
import { DRAFT_KEYS } from '../lib/storage-keys';

const WORK_PATH_PARTS = ['/attendance/', '/exams/', '/score'] as const;
/**
 * Score-entry pages whose segment ends in "score(s)" without a slash before it: a course group's
 * continuous-score and worksheet-scores pages.
 */
const SCORE_ENTRY_SEGMENT = /\/[\w-]*-scores?(?:\/|$)/;

/** The current path is inside an attendance, exams or score area, any score-entry page included. */
export function isWorkInProgressPath(pathname: string): boolean {
  return WORK_PATH_PARTS.some((part) => pathname.includes(part)) || SCORE_ENTRY_SEGMENT.test(pathname);
}

export function hasStoredDraft(storage: Pick<Storage, 'getItem'>): boolean {
  return DRAFT_KEYS.some((key) => {
    try {
      return storage.getItem(key) !== null;
    } catch {
      return false; // storage blocked: nothing we can see, nothing to protect
    }
  });
}

export function needsUpdateConfirmation(storage: Pick<Storage, 'getItem'>, pathname: string): boolean {
  return hasStoredDraft(storage) || isWorkInProgressPath(pathname);
}
