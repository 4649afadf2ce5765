import { describe, expect, it } from 'vitest';
import {
  academicYearStart,
  formatDateJalali,
  formatJalali,
  isValidJalaliDate,
  isoDateToJalali,
  jalaliToIsoDate,
  parseJalali,
  toJalali,
  toJalaliStorage,
} from '../src';

describe('Jalali helper', () => {
  it('converts known dates (Nowruz 1403 = 2024-03-20, 1 Mehr 1404 = 2025-09-23)', () => {
    expect(isoDateToJalali('2024-03-20')).toEqual({ jy: 1403, jm: 1, jd: 1 });
    expect(jalaliToIsoDate({ jy: 1404, jm: 7, jd: 1 })).toBe('2025-09-23');
  });
  it('reads a timestamp in Tehran time: 2025-09-22T21:00Z is already 1 Mehr there', () => {
    expect(toJalali(new Date('2025-09-22T21:00:00Z'))).toEqual({ jy: 1404, jm: 7, jd: 1 });
  });
  it('formats with Persian digits by default, ASCII on request, and long month names', () => {
    expect(formatJalali({ jy: 1404, jm: 7, jd: 1 })).toBe('۱۴۰۴/۰۷/۰۱');
    expect(formatJalali({ jy: 1404, jm: 7, jd: 1 }, { digits: 'en' })).toBe('1404/07/01');
    expect(formatJalali({ jy: 1404, jm: 7, jd: 1 }, { style: 'long' })).toBe('۱ مهر ۱۴۰۴');
    expect(formatDateJalali('2025-09-23')).toBe('۱۴۰۴/۰۷/۰۱');
  });
  it('parses Persian digits, separators and the storage form; rejects impossible dates', () => {
    expect(parseJalali('۱۴۰۴/۰۷/۰۱')).toEqual({ jy: 1404, jm: 7, jd: 1 });
    expect(parseJalali('1404-7-1')).toEqual({ jy: 1404, jm: 7, jd: 1 });
    expect(parseJalali('14040701')).toEqual({ jy: 1404, jm: 7, jd: 1 });
    expect(parseJalali('1404/07/31')).toBeNull(); // Mehr has 30 days
    expect(parseJalali('1403/12/30')).toEqual({ jy: 1403, jm: 12, jd: 30 }); // 1403 is a leap year
    expect(parseJalali('1404/12/30')).toBeNull();
    expect(parseJalali('hello')).toBeNull();
  });
  it('supports exactly the years −61 to 3177', () => {
    expect(isValidJalaliDate(-61, 1, 1)).toBe(true);
    expect(isValidJalaliDate(3177, 1, 1)).toBe(true);
    expect(isValidJalaliDate(-62, 1, 1)).toBe(false);
    expect(isValidJalaliDate(3178, 1, 1)).toBe(false);
    expect(() => jalaliToIsoDate({ jy: 3178, jm: 1, jd: 1 })).toThrow(RangeError);
  });
  it('stores picker dates without separators and finds the academic year', () => {
    expect(toJalaliStorage({ jy: 1404, jm: 7, jd: 1 })).toBe('14040701');
    expect(academicYearStart({ jy: 1405, jm: 2, jd: 10 })).toBe(1404);
    expect(academicYearStart({ jy: 1404, jm: 7, jd: 1 })).toBe(1404);
  });
});
