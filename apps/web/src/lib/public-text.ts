/**
 * Texts of the public pages from their catalogue (locales/public-pages.*.json), without i18next:
 * those pages load no more than they show. Persian unless the visitor chose English in the app;
 * numbers in Persian digits in Persian. Values are inserted as text, never markup.
 */
import { toPersianDigits } from '@school/shared';
import fa from '../locales/public-pages.fa.json';
import en from '../locales/public-pages.en.json';
import { STORAGE_KEYS } from './storage-keys';

type Catalogue = { [key: string]: string | Catalogue };

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function storedLanguage(): 'fa' | 'en' {
  try {
    return localStorage.getItem(STORAGE_KEYS.language) === 'en' ? 'en' : 'fa';
  } catch {
    return 'fa';
  }
}

export interface PublicText {
  (key: string, values?: Record<string, string | number>): string;
  language: 'fa' | 'en';
  /** Digits of a number or code as the language writes them. */
  digits(value: string | number): string;
}

export function publicText(language: 'fa' | 'en' = storedLanguage()): PublicText {
  const digits = (value: string | number) => (language === 'fa' ? toPersianDigits(value) : String(value));
  const t = (key: string, values: Record<string, string | number> = {}) => {
    const text = lookup(language === 'fa' ? fa : en, key) ?? lookup(fa, key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      name in values ? digits(values[name]!) : whole,
    );
  };
  return Object.assign(t, { language, digits });
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
