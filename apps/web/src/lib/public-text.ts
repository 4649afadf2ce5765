/**
 * Texts of the public pages (their catalogue and digits: @school/shared public-text.ts), in the
 * visitor's language: Persian unless they chose English in the app.
 */
import { publicPageText, type PublicLanguage, type PublicText } from '@school/shared';
import { STORAGE_KEYS } from './storage-keys';

export type { PublicText };

function storedLanguage(): PublicLanguage {
  try {
    return localStorage.getItem(STORAGE_KEYS.language) === 'en' ? 'en' : 'fa';
  } catch {
    return 'fa';
  }
}

export function publicText(language: PublicLanguage = storedLanguage()): PublicText {
  return publicPageText(language);
}

/** Stored user data and an access token: the visitor is signed in to the app. */
export function isSignedIn(): boolean {
  try {
    return Boolean(
      localStorage.getItem(STORAGE_KEYS.accessToken) && localStorage.getItem(STORAGE_KEYS.userData),
    );
  } catch {
    return false;
  }
}
