/** Amounts as the school shows them (its unit, the UI's digits). */
import { formatMoney, type MoneyUnit } from '@school/shared';
import type { AppLanguage } from '../../lib/app-config';

export const money = (rials: number, unit: MoneyUnit, language: AppLanguage) =>
  formatMoney(rials, unit, { lang: language });
