/**
 * Rules of debts and payments shared by the server and the web (DOMAIN.md "Discipline, money,
 * communication"): instalment schedules, a debt's status and how amounts read. Money is integer
 * Rials everywhere; Tomans are only a way of showing it.
 */
import { isValidJalaliDate, isoDateToJalali, jalaliToIsoDate } from './jalali';
import { toPersianDigits } from './persian-text';
import type { DebtStatus, MoneyUnit } from './registry/finance';

export interface Instalment {
  ordinal: number;
  dueDate: string;
  amount: number;
}

/** The same day of the Jalali month `months` later (the month's last day when it is shorter). */
export function addJalaliMonths(iso: string, months: number): string {
  const { jy, jm, jd } = isoDateToJalali(iso);
  const index = jy * 12 + (jm - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  let day = jd;
  while (day > 28 && !isValidJalaliDate(year, month, day)) day--;
  return jalaliToIsoDate({ jy: year, jm: month, jd: day });
}

/**
 * A debt split into `count` monthly instalments from its due date: equal whole Rials, the remainder
 * on the last, so the instalments always add up to the amount exactly.
 */
export function splitInstalments(amount: number, count: number, firstDue: string): Instalment[] {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError('amount must be whole Rials');
  const n = Math.max(1, Math.floor(count));
  const each = Math.floor(amount / n);
  return Array.from({ length: n }, (_, i) => ({
    ordinal: i + 1,
    dueDate: addJalaliMonths(firstDue, i),
    amount: i === n - 1 ? amount - each * (n - 1) : each,
  }));
}

/**
 * What a debt's status is today: paid in full; overdue when what has fallen due by yesterday
 * (the instalments, or the whole debt on its due date) is more than what was paid; else partial or
 * unpaid by what was paid.
 */
export function debtStatus(
  debt: { amount: number; paid: number; dueDate: string; instalments?: readonly Instalment[] },
  today: string,
): DebtStatus {
  if (debt.paid >= debt.amount) return 'paid';
  const schedule = debt.instalments?.length
    ? debt.instalments
    : [{ ordinal: 1, dueDate: debt.dueDate, amount: debt.amount }];
  const fallenDue = schedule.filter((i) => i.dueDate < today).reduce((sum, i) => sum + i.amount, 0);
  if (fallenDue > debt.paid) return 'overdue';
  return debt.paid > 0 ? 'partial' : 'unpaid';
}

const UNIT_NAMES: Record<MoneyUnit, { fa: string; en: string }> = {
  rial: { fa: 'ریال', en: 'Rials' },
  toman: { fa: 'تومان', en: 'Tomans' },
};

export function moneyUnitName(unit: MoneyUnit, lang: 'fa' | 'en' = 'fa'): string {
  return UNIT_NAMES[unit][lang];
}

/**
 * An amount of Rials as the school shows it: thousands separators (٬ in Persian digits), in Rials or
 * in Tomans (a tenth, with its decimal when a Rial amount is not a whole number of Tomans).
 */
export function formatMoney(
  rials: number,
  unit: MoneyUnit = 'rial',
  options: { lang?: 'fa' | 'en'; withUnit?: boolean } = {},
): string {
  const lang = options.lang ?? 'fa';
  const negative = rials < 0;
  const abs = Math.abs(Math.trunc(rials));
  const whole = unit === 'toman' ? Math.floor(abs / 10) : abs;
  const tenth = unit === 'toman' ? abs % 10 : 0;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  let text = tenth ? `${grouped}.${tenth}` : grouped;
  if (lang === 'fa') text = toPersianDigits(text.replace(/,/g, '٬').replace('.', '٫'));
  if (negative) text = `-${text}`;
  return options.withUnit === false ? text : `${text} ${moneyUnitName(unit, lang)}`;
}
