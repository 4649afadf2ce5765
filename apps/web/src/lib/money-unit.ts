/**
 * How the current school shows amounts (DOMAIN.md: money is integer Rials, shown in Tomans where the
 * school prefers): its unit comes with the work context (/api/context) that the signed-in layout
 * loads; Rials until it has come. Read from that query's cache, never asked for here.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import { toAsciiDigits, type MoneyUnit } from '@school/shared';

/** The work context's query key (the layout's query of /api/context). */
const WORK_CONTEXT = ['work-context'] as const;

export function useMoneyUnit(): MoneyUnit {
  const { data } = useQuery<{ moneyUnit?: MoneyUnit }>({ queryKey: WORK_CONTEXT, queryFn: skipToken });
  return data?.moneyUnit === 'toman' ? 'toman' : 'rial';
}

/**
 * What was typed into an amount in the school's unit, as Rials (digits of any script, separators
 * ignored): whole Tomans are ten Rials, and a Toman's tenth (۱۲٫۵ تومان) one Rial.
 */
export function typedRials(text: string, unit: MoneyUnit): string {
  const ascii = toAsciiDigits(text).replace(/٫/g, '.');
  if (unit === 'rial') return ascii.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const [whole = '', tenth = ''] = ascii.split('.');
  const digits = whole.replace(/\D/g, '');
  const rials = `${digits}${tenth.replace(/\D/g, '').slice(0, 1) || (digits ? '0' : '')}`;
  return rials.replace(/^0+(?=\d)/, '');
}
