import { describe, expect, it } from 'vitest';
import { formatScore, localizeScoreText } from './score-format';

describe('score display', () => {
  it('writes a decimal score with Persian digits and «٫» in Persian, Latin in English', () => {
    expect(formatScore(17.5, 'fa')).toBe('۱۷٫۵');
    expect(formatScore(18.25, 'fa')).toBe('۱۸٫۲۵');
    expect(formatScore(20, 'fa')).toBe('۲۰');
    expect(formatScore(17.5, 'en')).toBe('17.5');
  });

  it('rounds averages to two decimals and shows a dash for no score', () => {
    expect(formatScore(15.3333, 'fa')).toBe('۱۵٫۳۳');
    expect(formatScore(null, 'fa')).toBe('—');
    expect(formatScore(undefined, 'fa', 'ندارد')).toBe('ندارد');
    expect(formatScore(Number.NaN, 'en')).toBe('—');
  });

  it('shows a cell text with «٫» whichever digits and point were typed, and leaves marks alone', () => {
    expect(localizeScoreText('17.5', 'fa')).toBe('۱۷٫۵');
    expect(localizeScoreText('۱۷٫۵', 'fa')).toBe('۱۷٫۵');
    expect(localizeScoreText('غ', 'fa')).toBe('غ');
    expect(localizeScoreText('۱۷٫۵', 'en')).toBe('17.5');
  });
});
