import { describe, expect, it } from 'vitest';
import { scoreInWords } from '../src';

describe('scoreInWords', () => {
  it('writes whole scores as report cards print them', () => {
    expect(scoreInWords(0)).toBe('صفر');
    expect(scoreInWords(7)).toBe('هفت');
    expect(scoreInWords(10)).toBe('ده');
    expect(scoreInWords(15)).toBe('پانزده');
    expect(scoreInWords(18)).toBe('هجده');
    expect(scoreInWords(20)).toBe('بیست');
    expect(scoreInWords(21)).toBe('بیست و یک');
    expect(scoreInWords(100)).toBe('صد');
    expect(scoreInWords(135)).toBe('صد و سی و پنج');
  });

  it('reads one decimal in tenths and two in hundredths', () => {
    expect(scoreInWords(17.5)).toBe('هفده و پنج دهم');
    expect(scoreInWords(18.25)).toBe('هجده و بیست و پنج صدم');
    expect(scoreInWords(12.75)).toBe('دوازده و هفتاد و پنج صدم');
    expect(scoreInWords(19.1)).toBe('نوزده و یک دهم');
    expect(scoreInWords(16.05)).toBe('شانزده و پنج صدم');
    expect(scoreInWords(13.33)).toBe('سیزده و سی و سه صدم');
    expect(scoreInWords(0.5)).toBe('صفر و پنج دهم');
    // Stored as numeric text with two decimals: 17.50 is the same score as 17.5.
    expect(scoreInWords(Number('17.50'))).toBe('هفده و پنج دهم');
  });

  it('rounds like the grading rules and leaves out what is no score', () => {
    expect(scoreInWords(14.125)).toBe('چهارده و سیزده صدم');
    expect(scoreInWords(19.999)).toBe('بیست');
    expect(scoreInWords(null)).toBe('');
    expect(scoreInWords(undefined)).toBe('');
    expect(scoreInWords(-1)).toBe('');
    expect(scoreInWords(Number.NaN)).toBe('');
    expect(scoreInWords(1000)).toBe('');
  });
});
