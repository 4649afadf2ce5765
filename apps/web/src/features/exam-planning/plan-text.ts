/** How a planned exam reads on the plan's pages: its day, its time, its grade and major. */
import { optionLabelKey } from '../../components/entity/entity-labels';
import { formatDate, localizeDigits } from '../../lib/date';
import type { AppLanguage } from '../../lib/app-config';
import { saturdayWeekday } from '../../lib/jalali-month';
import type { PlanRow } from './exam-planning-api';

type T = (key: string, options?: Record<string, unknown>) => string;

export function planText(t: T, language: AppLanguage) {
  const digits = (text: string | number) => localizeDigits(String(text), language);
  return {
    digits,
    weekday: (iso: string) => t(`examPlanning.weekdays.${saturdayWeekday(iso)}`),
    /** «سه‌شنبه ۱۴۰۵/۱۰/۱۴» */
    day: (iso: string) =>
      `${t(`examPlanning.weekdays.${saturdayWeekday(iso)}`)} ${formatDate(iso, language)}`,
    time: (row: PlanRow) =>
      t('examPlanning.time', { start: digits(row.startTime), end: digits(row.endTime) }),
    minutes: (row: PlanRow) => t('examPlanning.minutes', { count: digits(row.durationMinutes) }),
    grade: (gradeLevel: number) => t(optionLabelKey('exam-planning', 'gradeLevel', String(gradeLevel))),
    gradeAndMajor: (row: PlanRow) =>
      [t(optionLabelKey('exam-planning', 'gradeLevel', String(row.gradeLevel))), row.majorName]
        .filter(Boolean)
        .join(' — '),
    classrooms: (row: PlanRow) => digits(row.classrooms.join(language === 'fa' ? '، ' : ', ')),
  };
}
