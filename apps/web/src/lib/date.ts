/**
 * Locale-aware display of numbers and dates. Dates are always Jalali (through the shared helper);
 * in Persian both use Persian digits.
 */
import { formatDateJalali, toAsciiDigits, toJalali, toPersianDigits } from '@school/shared';
import type { AppLanguage } from './app-config';

/** A number with thousands separators; Persian digits and separator in Persian. */
export function formatNumber(value: number, language: AppLanguage): string {
  const text = value.toLocaleString('en-US');
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

export function jalaliYear(value: Date, language: AppLanguage): string {
  return localizeDigits(String(toJalali(value).jy), language);
}

/** Jalali date and Tehran wall-clock time of a timestamp, e.g. ۱۴۰۴/۰۷/۰۱ ۱۰:۲۵. */
export function formatDateTime(value: Date | string, language: AppLanguage): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tehran',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${formatDate(date, language)} ${localizeDigits(time, language)}`;
}
