import { useState } from 'react';
import { JALALI_MONTHS_FA, isValidJalaliDate, isoDateToJalali, jalaliToIsoDate } from '@school/shared';

const MONTHS_EN = [
  'Farvardin',
  'Ordibehesht',
  'Khordad',
  'Tir',
  'Mordad',
  'Shahrivar',
  'Mehr',
  'Aban',
  'Azar',
  'Dey',
  'Bahman',
  'Esfand',
];

interface Parts {
  jy: string;
  jm: string;
  jd: string;
}

const partsOf = (iso: string | null): Parts => {
  if (!iso) return { jy: '', jm: '', jd: '' };
  const { jy, jm, jd } = isoDateToJalali(iso);
  return { jy: String(jy), jm: String(jm), jd: String(jd) };
};

/**
 * The Jalali date of a public page as day, month and year pickers: on a phone each opens the
 * system's wheel, with no calendar code to download. The value is an ISO date (what the API takes),
 * or null until all three are chosen and make a real day (31 Esfand only in a leap year).
 */
export function JalaliDateSelect({
  id,
  value,
  onChange,
  years,
  labels,
  digits,
  english,
  invalid,
  describedBy,
}: {
  id: string;
  value: string | null;
  onChange: (iso: string | null) => void;
  /** The years offered, newest first. */
  years: readonly number[];
  labels: { day: string; month: string; year: string };
  digits: (value: string | number) => string;
  english?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const change = (key: keyof Parts, next: string) => {
    const updated = { ...parts, [key]: next };
    setParts(updated);
    const [jy, jm, jd] = [Number(updated.jy), Number(updated.jm), Number(updated.jd)];
    onChange(jy && jm && jd && isValidJalaliDate(jy, jm, jd) ? jalaliToIsoDate({ jy, jm, jd }) : null);
  };
  const aria = { 'aria-invalid': invalid ? ('true' as const) : undefined, 'aria-describedby': describedBy };
  const months = english ? MONTHS_EN : JALALI_MONTHS_FA;
  return (
    <div className="pp-date" role="group" id={id}>
      <select
        aria-label={labels.day}
        value={parts.jd}
        onChange={(e) => change('jd', e.target.value)}
        {...aria}
        data-testid={`${id}-day`}
      >
        <option value="">{labels.day}</option>
        {Array.from({ length: 31 }, (_, i) => (
          <option key={i} value={i + 1}>
            {digits(i + 1)}
          </option>
        ))}
      </select>
      <select
        aria-label={labels.month}
        value={parts.jm}
        onChange={(e) => change('jm', e.target.value)}
        {...aria}
        data-testid={`${id}-month`}
      >
        <option value="">{labels.month}</option>
        {months.map((name, i) => (
          <option key={name} value={i + 1}>
            {name}
          </option>
        ))}
      </select>
      <select
        aria-label={labels.year}
        value={parts.jy}
        onChange={(e) => change('jy', e.target.value)}
        {...aria}
        data-testid={`${id}-year`}
      >
        <option value="">{labels.year}</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {digits(year)}
          </option>
        ))}
      </select>
    </div>
  );
}
