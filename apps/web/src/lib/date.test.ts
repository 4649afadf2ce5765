import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, jalaliYear, localizeDigits } from './date';

describe('locale-aware display', () => {
  it('shows Jalali dates with Persian digits in Persian', () => {
    expect(formatDate('2025-09-23', 'fa')).toBe('۱۴۰۴/۰۷/۰۱');
    expect(formatDate('2025-09-23', 'fa', 'long')).toBe('۱ مهر ۱۴۰۴');
  });

  it('shows Jalali dates with ASCII digits in English', () => {
    expect(formatDate('2025-09-23', 'en')).toBe('1404/07/01');
    expect(formatDate('2025-09-23', 'en', 'long')).toBe('1404/07/01');
  });

  it('shows numbers with Persian digits and separators in Persian', () => {
    expect(formatNumber(1234567, 'fa')).toBe('۱٬۲۳۴٬۵۶۷');
    expect(formatNumber(12.5, 'fa')).toBe('۱۲٫۵');
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });

  it('groups whole numbers exactly as the platform formatter does', () => {
    const samples = [0, 7, 999, 1000, -1000, 12345, -987654, 1000000, 24000, Number.MAX_SAFE_INTEGER];
    for (const value of samples) expect(formatNumber(value, 'en')).toBe(value.toLocaleString('en-US'));
    expect(formatNumber(-1234.5678, 'en')).toBe('-1,234.568');
    expect(formatNumber(-20000, 'fa')).toBe('-۲۰٬۰۰۰');
  });

  it('gives the Jalali year of a calendar day, which turns at Nowruz', () => {
    expect(jalaliYear(new Date(2025, 2, 20, 23, 59), 'fa')).toBe('۱۴۰۳');
    expect(jalaliYear(new Date(2025, 2, 21, 0, 0), 'fa')).toBe('۱۴۰۴');
    expect(jalaliYear(new Date(2026, 10, 24), 'en')).toBe('1405');
  });

  it('localizes digits inside text', () => {
    expect(localizeDigits('سال 1404-1405', 'fa')).toBe('سال ۱۴۰۴-۱۴۰۵');
    expect(localizeDigits('1404-۱۴۰۵', 'en')).toBe('1404-1405');
  });
});
