import { describe, expect, it } from 'vitest';
import {
  addJalaliMonths,
  debtStatus,
  disciplineScoreOfPeriod,
  formatMoney,
  isoDateToJalali,
  splitInstalments,
} from '../src';

describe('instalment split', () => {
  it('adds up to the amount exactly, in whole Rials, with the remainder on the last', () => {
    const parts = splitInstalments(10_000_001, 3, '2025-09-23');
    expect(parts.map((p) => p.amount)).toEqual([3_333_333, 3_333_333, 3_333_335]);
    expect(parts.reduce((s, p) => s + p.amount, 0)).toBe(10_000_001);
    for (const p of parts) expect(Number.isInteger(p.amount)).toBe(true);
    for (const amount of [1, 7, 99, 123_456_789, 5_000_000_000]) {
      for (const count of [1, 2, 5, 7, 12]) {
        const split = splitInstalments(amount, count, '2025-09-23');
        expect(split).toHaveLength(count);
        expect(split.reduce((s, p) => s + p.amount, 0)).toBe(amount);
        expect(split.slice(0, -1).every((p) => p.amount === Math.floor(amount / count))).toBe(true);
      }
    }
  });

  it('dates the instalments a Jalali month apart, on the last day of a shorter month', () => {
    // 1404/06/31 → 1404/07/30 (Mehr has 30 days) → 1404/08/30.
    const parts = splitInstalments(300, 3, '2025-09-22');
    expect(parts.map((p) => isoDateToJalali(p.dueDate))).toEqual([
      { jy: 1404, jm: 6, jd: 31 },
      { jy: 1404, jm: 7, jd: 30 },
      { jy: 1404, jm: 8, jd: 30 },
    ]);
    // Esfand → Farvardin of the next year.
    expect(isoDateToJalali(addJalaliMonths('2026-03-01', 1))).toEqual({ jy: 1405, jm: 1, jd: 10 });
  });

  it('refuses fractions and negative amounts', () => {
    expect(() => splitInstalments(10.5, 2, '2025-09-23')).toThrow();
    expect(() => splitInstalments(-1, 2, '2025-09-23')).toThrow();
  });
});

describe('debt status', () => {
  const debt = { amount: 9_000, dueDate: '2025-10-01' };
  it('is paid when the whole amount is paid, whatever the day', () => {
    expect(debtStatus({ ...debt, paid: 9_000 }, '2026-05-01')).toBe('paid');
  });
  it('is unpaid or partial before the due date, overdue after it', () => {
    expect(debtStatus({ ...debt, paid: 0 }, '2025-10-01')).toBe('unpaid');
    expect(debtStatus({ ...debt, paid: 100 }, '2025-10-01')).toBe('partial');
    expect(debtStatus({ ...debt, paid: 0 }, '2025-10-02')).toBe('overdue');
    expect(debtStatus({ ...debt, paid: 8_999 }, '2025-10-02')).toBe('overdue');
  });
  it('with instalments, is overdue only when a fallen-due instalment is not covered', () => {
    const instalments = splitInstalments(9_000, 3, '2025-10-01');
    const withSchedule = { ...debt, instalments };
    // First instalment (3,000) due 10-01; on 10-05 only it has fallen due.
    expect(debtStatus({ ...withSchedule, paid: 3_000 }, '2025-10-05')).toBe('partial');
    expect(debtStatus({ ...withSchedule, paid: 2_999 }, '2025-10-05')).toBe('overdue');
    expect(debtStatus({ ...withSchedule, paid: 0 }, '2025-09-30')).toBe('unpaid');
  });
});

describe('discipline score of a term', () => {
  const term = { startDate: '2025-09-23', endDate: '2026-01-20' };
  it('adds the deltas of the items inside the term, both ends included', () => {
    const items = [
      { date: '2025-09-22', delta: -5 }, // the day before the term
      { date: '2025-09-23', delta: -1 },
      { date: '2026-01-20', delta: -0.5 },
      { date: '2026-01-21', delta: -5 }, // the day after
    ];
    expect(disciplineScoreOfPeriod(items, term)).toBe(18.5);
  });
  it('is clamped to 0–20', () => {
    expect(disciplineScoreOfPeriod([{ date: '2025-10-01', delta: 3 }], term)).toBe(20);
    expect(
      disciplineScoreOfPeriod(
        [
          { date: '2025-10-01', delta: -15 },
          { date: '2025-10-02', delta: -10 },
        ],
        term,
      ),
    ).toBe(0);
    expect(
      disciplineScoreOfPeriod(
        [
          { date: '2025-10-01', delta: -3 },
          { date: '2025-10-02', delta: 1.25 },
        ],
        term,
      ),
    ).toBe(18.25);
    expect(disciplineScoreOfPeriod([], term)).toBe(20);
  });
});

describe('money display', () => {
  it('groups thousands with Persian digits, in Rials or Tomans', () => {
    expect(formatMoney(12_500_000)).toBe('۱۲٬۵۰۰٬۰۰۰ ریال');
    expect(formatMoney(12_500_000, 'toman')).toBe('۱٬۲۵۰٬۰۰۰ تومان');
    expect(formatMoney(12_345, 'toman', { withUnit: false })).toBe('۱٬۲۳۴٫۵');
    expect(formatMoney(1_000, 'rial', { lang: 'en' })).toBe('1,000 Rials');
  });
});
