/** How the printouts write days, seats and counts: Jalali dates and Persian digits in Persian. */
import { seatCode } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { formatDate, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';

export function usePrintText() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const digits = (text: string | number) => localizeDigits(String(text), language);
  return {
    t,
    language,
    digits,
    /** «۱۴ دی ۱۴۰۵» */
    day: (iso: string) => formatDate(iso, language, 'long'),
    /** «۲-۳»: row 2, column 3, counted from the front. */
    seat: (seat: { row: number; column: number }) => digits(seatCode(seat)),
    list: (items: string[]) => digits(items.join(language === 'fa' ? '، ' : ', ')),
    sitting: (s: { date: string; sessionTitle: string; startTime: string }) =>
      t('examPrintouts.sitting', {
        day: formatDate(s.date, language, 'long'),
        session: s.sessionTitle,
        time: localizeDigits(s.startTime, language),
      }),
  };
}
