/**
 * When an app update must ask before reloading (spec section 4): a draft of attendance, exam or
 * grade entry is stored, or the page is one where such work is being done. The same paths also
 * pause the periodic update check (spec section 7).
 */
import { DRAFT_KEYS } from '../lib/storage-keys';

const WORK_PATH_PARTS = ['/attendance/', '/exams/', '/score'] as const;

/** The current path is inside an attendance, exams or score area. */
export function isWorkInProgressPath(pathname: string): boolean {
  return WORK_PATH_PARTS.some((part) => pathname.includes(part));
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
