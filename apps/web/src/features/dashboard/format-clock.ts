import type { AppLanguage } from '../../lib/app-config';
import { localizeDigits } from '../../lib/date';

/** Wall-clock time (Iran) of a unix-seconds moment, e.g. ۱۸:۳۰ in Persian. */
export function formatClock(unixSeconds: number, language: AppLanguage): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Tehran',
  }).format(new Date(unixSeconds * 1000));
  return localizeDigits(text, language);
}
