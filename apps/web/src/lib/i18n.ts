/**
 * i18next set-up: Persian by default, English as fallback; the chosen language is kept in storage,
 * and the document's lang/dir follow it (Persian is right-to-left). Only Persian is bundled; the
 * English texts (the main catalogue and every part's) are fetched the first time they are needed.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import fa from '../locales/fa.json';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type AppLanguage } from './app-config';
import { STORAGE_KEYS } from './storage-keys';
import { readString, writeString } from './storage';

export type Direction = 'rtl' | 'ltr';

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: string): Direction {
  return language === 'fa' ? 'rtl' : 'ltr';
}

export function storedLanguage(): AppLanguage {
  const stored = readString(STORAGE_KEYS.language);
  return isAppLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function applyToDocument(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

void i18n.use(initReactI18next).init({
  resources: { fa: { translation: fa } },
  // Other languages are added with addResourceBundle when first used.
  partialBundledLanguages: true,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  interpolation: { escapeValue: false },
  // Resources are bundled, so initialise synchronously: the first render already has its texts.
  initAsync: false,
  returnNull: false,
});

applyToDocument(i18n.language);
i18n.on('languageChanged', (language) => {
  applyToDocument(language);
  if (isAppLanguage(language)) writeString(STORAGE_KEYS.language, language);
});

/**
 * Languages whose catalogue file is in. Not hasResourceBundle: texts added by code (entity labels)
 * create a bundle before the catalogue file itself has been fetched.
 */
const loadedLanguages = new Set<AppLanguage>([DEFAULT_LANGUAGE]);

/** Loads a language's texts if they are not bundled yet. */
export async function ensureLanguageLoaded(language: AppLanguage): Promise<void> {
  if (loadedLanguages.has(language)) return;
  if (language === 'en') {
    // The main catalogue and every part's (locales/english.ts): none of them is bundled.
    const [{ default: en }, { englishResources }] = await Promise.all([
      import('../locales/en.json'),
      import('../locales/english'),
    ]);
    i18n.addResourceBundle('en', 'translation', en, true, true);
    i18n.addResourceBundle('en', 'translation', englishResources(), true, true);
  }
  loadedLanguages.add(language);
}

/** Merges texts built by code (from the shared registry) into a language's catalogue. */
export function addTranslations(language: AppLanguage, resources: Record<string, unknown>): void {
  i18n.addResourceBundle(language, 'translation', resources, true, true);
}

/** Switches the UI language (and with it direction), loading its texts first. */
export async function changeLanguage(language: AppLanguage): Promise<void> {
  await ensureLanguageLoaded(language);
  await i18n.changeLanguage(language);
}

/** Restores the stored language before the first render; Persian needs no wait. */
export function restoreStoredLanguage(): Promise<void> {
  const language = storedLanguage();
  return language === DEFAULT_LANGUAGE ? Promise.resolve() : changeLanguage(language);
}

export default i18n;
