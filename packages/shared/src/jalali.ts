/**
 * The one Jalali date helper of the product. Built on jalaali-js, whose arithmetic is valid for
 * Jalali years −61 to 3177 (product spec, section 9).
 */
import { isValidJalaaliDate, toGregorian, toJalaali } from 'jalaali-js';
import { toAsciiDigits, toPersianDigits } from './persian-text';

export const JALALI_MIN_YEAR = -61;
export const JALALI_MAX_YEAR = 3177;

export interface JalaliDate {
  jy: number;
  jm: number;
  jd: number;
}

export const JALALI_MONTHS_FA = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const;

/** Saturday-first week day names (index 0 = شنبه). */
export const WEEKDAYS_FA = ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'] as const;

export function isJalaliYearSupported(jy: number): boolean {
  return Number.isInteger(jy) && jy >= JALALI_MIN_YEAR && jy <= JALALI_MAX_YEAR;
}

export function isValidJalaliDate(jy: number, jm: number, jd: number): boolean {
  return isJalaliYearSupported(jy) && isValidJalaaliDate(jy, jm, jd);
}

/** One formatter per time zone: building one costs far more than using it (lists format many dates). */
const calendarDateFormats = new Map<string, Intl.DateTimeFormat>();

function calendarDateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = calendarDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    calendarDateFormats.set(timeZone, format);
  }
  return format;
}

/** The ISO calendar date (yyyy-mm-dd) of a JS Date, read in the given time zone (Iran by default). */
export function isoDateIn(date: Date, timeZone = 'Asia/Tehran'): string {
  return calendarDateFormat(timeZone).format(date);
}

/** The Jalali calendar date of a JS Date, read in the given time zone (Iran by default). */
export function toJalali(date: Date, timeZone = 'Asia/Tehran'): JalaliDate {
  const parts = calendarDateFormat(timeZone).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return toJalaali(get('year'), get('month'), get('day'));
}

/** Gregorian ISO date (YYYY-MM-DD) of a Jalali date. Throws on an invalid date. */
export function jalaliToIsoDate({ jy, jm, jd }: JalaliDate): string {
  if (!isValidJalaliDate(jy, jm, jd)) throw new RangeError(`invalid Jalali date ${jy}/${jm}/${jd}`);
  const { gy, gm, gd } = toGregorian(jy, jm, jd);
  return `${String(gy).padStart(4, '0')}-${String(gm).padStart(2, '0')}-${String(gd).padStart(2, '0')}`;
}

/** Jalali date of a Gregorian ISO date string (YYYY-MM-DD), calendar to calendar, no time zone. */
export function isoDateToJalali(iso: string): JalaliDate {
  const m = /^(-?\d{1,4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) throw new RangeError(`not an ISO date: ${iso}`);
  return toJalaali(Number(m[1]), Number(m[2]), Number(m[3]));
}

export interface FormatOptions {
  /** 'fa' (default) shows Persian digits, 'en' ASCII digits. */
  digits?: 'fa' | 'en';
  /** 'numeric' → ۱۴۰۴/۰۷/۰۱, 'long' → ۱ مهر ۱۴۰۴ */
  style?: 'numeric' | 'long';
}

export function formatJalali(value: JalaliDate, options: FormatOptions = {}): string {
  const { jy, jm, jd } = value;
  const text =
    options.style === 'long'
      ? `${jd} ${JALALI_MONTHS_FA[jm - 1]} ${jy}`
      : `${jy}/${String(jm).padStart(2, '0')}/${String(jd).padStart(2, '0')}`;
  return options.digits === 'en' ? text : toPersianDigits(text);
}

/** Formats a Date or ISO date string as a Jalali date (Persian digits by default). */
export function formatDateJalali(value: Date | string, options: FormatOptions = {}): string {
  const jalali =
    typeof value === 'string' && /^-?\d{1,4}-\d{2}-\d{2}$/.test(value)
      ? isoDateToJalali(value)
      : toJalali(typeof value === 'string' ? new Date(value) : value);
  return formatJalali(jalali, options);
}

/** Parses 1404/7/1, ۱۴۰۴/۰۷/۰۱, 1404-07-01 or the picker's storage form 14040701; null if invalid. */
export function parseJalali(text: string): JalaliDate | null {
  const t = toAsciiDigits(text.trim());
  const m = /^(-?\d{1,4})[/\-.](\d{1,2})[/\-.](\d{1,2})$/.exec(t) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  if (!m) return null;
  const [jy, jm, jd] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isValidJalaliDate(jy, jm, jd) ? { jy, jm, jd } : null;
}

/** The date picker's storage format (spec section 9): year, month, day without separators. */
export function toJalaliStorage({ jy, jm, jd }: JalaliDate): string {
  return `${jy}${String(jm).padStart(2, '0')}${String(jd).padStart(2, '0')}`;
}

/** The academic year (starting 1 Mehr) that a Jalali date falls in, e.g. 1404 for 1405/02/10. */
export function academicYearStart({ jy, jm }: JalaliDate): number {
  return jm >= 7 ? jy : jy - 1;
}
