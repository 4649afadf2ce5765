/**
 * Scores as Iranian schools write them: in Persian, Persian digits and the Persian decimal separator
 * «٫» (۱۷٫۵, never ۱۷.۵); in English, Latin digits and a point. Every screen that shows a score —
 * a saved score back in its cell, a computed average, a report card — goes through here.
 */
import { toAsciiDigits, toPersianDigits } from '@school/shared';
import type { AppLanguage } from './app-config';

/** A score (or average) to show: at most two decimals, «—» (or `none`) when there is none. */
export function formatScore(value: number | null | undefined, language: AppLanguage, none = '—'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return none;
  const text = String(Math.round(value * 100) / 100);
  return language === 'fa' ? toPersianDigits(text).replace('.', '٫') : text;
}

/**
 * The text of a score cell as the user sees it: a stored «17.5» or a typed «17.5» reads «۱۷٫۵» in
 * Persian. Only digits and the decimal point change; «غ», «م» and anything else stay as typed.
 */
export function localizeScoreText(text: string, language: AppLanguage): string {
  return language === 'fa'
    ? toPersianDigits(text).replace(/\./g, '٫')
    : toAsciiDigits(text).replace(/٫/g, '.');
}
