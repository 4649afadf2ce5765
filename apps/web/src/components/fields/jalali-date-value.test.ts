import { describe, expect, it } from 'vitest';
import { format } from 'date-fns-jalali';
import { dateToIso, isoToDate, jalaliText, readTypedJalali } from './jalali-date-value';

describe('JalaliDatePicker value conversion', () => {
  it('turns the API’s ISO date into the picker’s date of the same Jalali day', () => {
    const date = isoToDate('2025-09-23');
    expect(date).not.toBeNull();
    expect(format(date!, 'yyyy/MM/dd')).toBe('1404/07/01');
    expect(format(isoToDate('2026-03-20')!, 'yyyy/MM/dd')).toBe('1404/12/29');
  });

  it('turns a picked Jalali day back into the ISO date', () => {
    // 1 Farvardin 1405 = 21 March 2026 (local midnight, as the picker makes it).
    expect(dateToIso(new Date(2026, 2, 21))).toBe('2026-03-21');
    expect(dateToIso(isoToDate('2025-09-23'))).toBe('2025-09-23');
  });

  it('has no date for empty or malformed values', () => {
    expect(isoToDate(null)).toBeNull();
    expect(isoToDate('')).toBeNull();
    expect(isoToDate('1404/07/01')).toBeNull();
    expect(dateToIso(null)).toBeNull();
    expect(dateToIso(new Date(Number.NaN))).toBeNull();
  });

  it('reads a date as people type it, with any digits and separators', () => {
    const day = { kind: 'date', iso: '2011-08-03' };
    for (const text of [
      '۱۳۹۰/۰۵/۱۲',
      '1390/5/12',
      '١٣٩٠/٥/١٢',
      '۱۳۹۰-۵-۱۲',
      '1390.05.12',
      '13900512',
      ' ۱۳۹۰ / ۵ / ۱۲ ',
    ])
      expect(readTypedJalali(text), text).toEqual(day);
    expect(readTypedJalali('  ')).toEqual({ kind: 'empty' });
    // 1403 is a leap year in the Jalali calendar, 1404 is not.
    expect(readTypedJalali('1403/12/30')).toEqual({ kind: 'date', iso: '2025-03-20' });
    for (const text of ['1404/12/30', '1390/13/1', '90/5/12', '1390/5', 'فردا'])
      expect(readTypedJalali(text), text).toEqual({ kind: 'invalid' });
  });

  it('writes a date back in full, in the UI language’s digits', () => {
    expect(jalaliText('2011-08-03', 'fa')).toBe('۱۳۹۰/۰۵/۱۲');
    expect(jalaliText('2011-08-03', 'en')).toBe('1390/05/12');
    expect(jalaliText(null, 'fa')).toBe('');
  });
});
