import { describe, expect, it } from 'vitest';
import { format } from 'date-fns-jalali';
import { dateToIso, isoToDate } from './jalali-date-value';

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
});
