/**
 * Persian text normalisation (DOMAIN.md "Conventions"): applied on every write and every search so
 * that Arabic ي/ك typed on an Arabic keyboard, Persian digits and stray spaces never split a name.
 */
const ARABIC_TO_PERSIAN: Record<string, string> = { ي: 'ی', ى: 'ی', ك: 'ک', ة: 'ه' };
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
export const ZWNJ = '\u200c';

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits → ASCII 0-9. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[۰-۹٠-٩]/g, (d) => {
    const p = PERSIAN_DIGITS.indexOf(d);
    return String(p >= 0 ? p : ARABIC_DIGITS.indexOf(d));
  });
}

/** ASCII digits → Persian digits, for display. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]!);
}

/** Arabic letter forms → Persian, trims and collapses runs of white space. Keeps ZWNJ. */
export function normalizePersian(text: string): string {
  return text
    .replace(/[يىكة]/g, (c) => ARABIC_TO_PERSIAN[c]!)
    .replace(/[\u064B-\u065F\u0670]/g, '') // Arabic diacritics (harakat) never belong in a stored name
    .replace(/[^\S\u200c]+/g, ' ')
    .trim();
}

/** Normalisation for codes, phones and numbers: Persian text rules plus ASCII digits. */
export function normalizeCode(text: string): string {
  return toAsciiDigits(normalizePersian(text)).replace(/\s+/g, '');
}

/**
 * Key used to compare text in search: normalised, lower-case, digits in ASCII, and ZWNJ treated as a
 * space so "می‌رود" matches "می رود".
 */
export function searchKey(text: string): string {
  return toAsciiDigits(normalizePersian(text.replace(/\u200c/g, ' ')))
    .replace(/\s+/g, ' ')
    .toLowerCase();
}
