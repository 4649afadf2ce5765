import {
  formatJalali,
  isoDateToJalali,
  isValidJalaliDate,
  jalaliToIsoDate,
  toAsciiDigits,
} from '@school/shared';

/**
 * The date picker works with JS Dates; the API and the form hold Gregorian ISO dates ('YYYY-MM-DD').
 * A Date here is the local midnight of that calendar day, so no time zone can shift the day.
 */
export function isoToDate(iso: string | null | undefined): Date | null {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

export function dateToIso(date: Date | null): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** What a typed date reads as: nothing yet, a day (as the API's ISO date), or not a date. */
export type TypedDate = { kind: 'empty' } | { kind: 'date'; iso: string } | { kind: 'invalid' };

/**
 * Reads a Jalali date as people type it: ۱۳۹۰/۰۵/۱۲, 1390/5/12, ۱۳۹۰-۵-۱۲, 1390.05.12 or 13900512,
 * with Persian, Arabic or Latin digits. The year has four digits: «90/5/12» is not guessed at.
 */
export function readTypedJalali(text: string): TypedDate {
  const ascii = toAsciiDigits(text).trim();
  if (ascii === '') return { kind: 'empty' };
  const m =
    /^(\d{4})\s*[/\-.٫,،\\\s]\s*(\d{1,2})\s*[/\-.٫,،\\\s]\s*(\d{1,2})$/.exec(ascii) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(ascii);
  if (!m) return { kind: 'invalid' };
  const date = { jy: Number(m[1]), jm: Number(m[2]), jd: Number(m[3]) };
  return isValidJalaliDate(date.jy, date.jm, date.jd)
    ? { kind: 'date', iso: jalaliToIsoDate(date) }
    : { kind: 'invalid' };
}

/** An ISO date as the field shows it: ۱۳۹۰/۰۵/۱۲ in Persian, 1390/05/12 in English; '' for none. */
export function jalaliText(iso: string | null | undefined, language: 'fa' | 'en'): string {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return '';
  return formatJalali(isoDateToJalali(iso), { digits: language });
}

/** The day `years` years before `today` (a birth-date calendar opens around there). */
export function yearsBefore(today: Date, years: number): Date {
  return new Date(today.getFullYear() - years, today.getMonth(), today.getDate());
}
