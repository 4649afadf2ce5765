/**
 * Locale-aware display of numbers and dates. Dates are always Jalali (through the shared helper);
 * in Persian both use Persian digits.
 */
import { formatDateJalali, isoDateToJalali, toAsciiDigits, toPersianDigits } from '@school/shared';
import type { AppLanguage } from './app-config';

/** Built on first need: setting up a number formatter costs milliseconds (a list formats hundreds). */
let latinNumbers: Intl.NumberFormat | undefined;

/** 1,234,567 — whole numbers (counts, ids, amounts) grouped directly; fractions by the formatter. */
function latinNumber(value: number): string {
  if (Number.isSafeInteger(value)) return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
  latinNumbers ??= new Intl.NumberFormat('en-US');
  return latinNumbers.format(value);
}

/** A number with thousands separators; Persian digits and separator in Persian. */
export function formatNumber(value: number, language: AppLanguage): string {
  const text = latinNumber(value);
  return language === 'fa' ? toPersianDigits(text).replace(/,/g, '٬').replace(/\./g, '٫') : text;
}

/** Digits inside free text (names, titles from the server) shown in the UI language's digits. */
export function localizeDigits(text: string, language: AppLanguage): string {
  return language === 'fa' ? toPersianDigits(text) : toAsciiDigits(text);
}

export function formatDate(
  value: Date | string,
  language: AppLanguage,
  style: 'numeric' | 'long' = 'numeric',
): string {
  // Month names exist only in Persian, so English shows the numeric Jalali form.
  return formatDateJalali(value, {
    digits: language === 'fa' ? 'fa' : 'en',
    style: language === 'fa' ? style : 'numeric',
  });
}

/**
 * The Jalali year of a date as the device's calendar shows it (the footers' copyright line). Read
 * from the date's own fields: a time-zone formatter's first use costs tens of milliseconds of the
 * first page's rendering.
 */
export function jalaliYear(value: Date, language: AppLanguage): string {
  const iso = [value.getFullYear(), value.getMonth() + 1, value.getDate()]
    .map((part, i) => String(part).padStart(i === 0 ? 4 : 2, '0'))
    .join('-');
  return localizeDigits(String(isoDateToJalali(iso).jy), language);
}

let tehranTime: Intl.DateTimeFormat | undefined;

/** Jalali date and Tehran wall-clock time of a timestamp, e.g. ۱۴۰۴/۰۷/۰۱ ۱۰:۲۵. */
export function formatDateTime(value: Date | string, language: AppLanguage): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  // Built once: a list formats a timestamp per row.
  tehranTime ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tehran',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const time = tehranTime.format(date);
  return `${formatDate(date, language)} ${localizeDigits(time, language)}`;
}
