/**
 * The pre-registration module's own constants and small helpers: messages of the public form, the
 * tracking code's generation, and today's date as the campaign windows count it (Tehran).
 */
import { randomInt } from 'node:crypto';
import { TRACKING_CODE_ALPHABET, TRACKING_CODE_LENGTH, isoDateIn } from '@school/shared';

export const DUPLICATE_APPLICATION =
  'با این کد ملی پیش‌تر در این فرم درخواست ثبت شده است؛ وضعیت آن را با کد پیگیری ببینید.';

export const PUBLIC_MESSAGES = {
  campaignNotFound: 'فرم پیش‌ثبت‌نام یافت نشد.',
  notYetOpen: 'ثبت درخواست در این فرم هنوز آغاز نشده است.',
  closed: 'مهلت ثبت درخواست در این فرم به پایان رسیده است.',
  fixErrors: 'لطفاً موارد مشخص‌شده را درست کنید.',
  honeypot: 'ارسال فرم پذیرفته نشد. صفحه را دوباره باز کنید و فرم را خودتان پر کنید.',
  notFound: 'درخواستی با این کد پیگیری و کد ملی یافت نشد.',
  gradeNotOffered: 'این پایه در این فرم پذیرفته نمی‌شود.',
  gradeFull: 'ظرفیت این پایه تکمیل شده است.',
  parentMobile: 'دست‌کم یکی از شماره‌های همراه پدر یا مادر را وارد کنید.',
  mobile: 'شماره همراه معتبر نیست (مثلاً ۰۹۱۲۱۲۳۴۵۶۷).',
  birthDate: 'تاریخ تولد درست نیست.',
  documentRequired: 'این مدرک لازم است.',
  unknownField: 'این فرم چنین موردی ندارد.',
  uploadCap: 'سقف بارگذاری مدارک این درخواست پر شده است؛ با مدرسه تماس بگیرید.',
  oneFilePerDocument: 'برای هر مدرک فقط یک فایل بفرستید.',
  tooManyFiles: 'حداکثر دو فایل (عکس و کارنامه) پذیرفته می‌شود.',
  tooLarge: 'حجم هر فایل حداکثر ۵ مگابایت است.',
  malformed: 'فرم ارسالی خوانده نشد؛ دوباره تلاش کنید.',
} as const;

/** A fresh tracking code (uniqueness is the database's: a clash is retried). */
export function newTrackingCode(): string {
  let code = '';
  for (let i = 0; i < TRACKING_CODE_LENGTH; i++)
    code += TRACKING_CODE_ALPHABET[randomInt(TRACKING_CODE_ALPHABET.length)];
  return code;
}

/** Today in Tehran, as an ISO date: the day a campaign's window is compared with. */
export function tehranToday(now = new Date()): string {
  return isoDateIn(now);
}
