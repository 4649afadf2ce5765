/**
 * Columns the Sida tables share, one shape each: a code or number in the reader's digits, a count,
 * a score (two decimals at most, «—» when there is none).
 */
import { formatNumber, localizeDigits } from '../../lib/date';
import { formatScore } from '../../lib/score-format';
import type { AppLanguage } from '../../lib/app-config';
import type { Column } from './ResponsiveRows';

export function sidaColumns<T>(language: AppLanguage) {
  return {
    digits: (key: string, label: string, value: (row: T) => string): Column<T> => ({
      key,
      label,
      render: (row) => localizeDigits(value(row), language),
    }),
    count: (key: string, label: string, value: (row: T) => number): Column<T> => ({
      key,
      label,
      render: (row) => formatNumber(value(row), language),
    }),
    score: (key: string, label: string, value: (row: T) => number | null): Column<T> => ({
      key,
      label,
      render: (row) => formatScore(value(row), language),
    }),
  };
}
