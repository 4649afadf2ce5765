import { describe, expect, it } from 'vitest';
import { isValidNationalCode, isValidPostalCode, normalizeMobile } from '../src';

describe('Iranian codes', () => {
  it('accepts national codes with a correct check digit, in any digits', () => {
    expect(isValidNationalCode('0499370899')).toBe(true);
    expect(isValidNationalCode('۰۴۹۹۳۷۰۸۹۹')).toBe(true);
  });
  it('rejects a wrong check digit, wrong length and repeated digits', () => {
    expect(isValidNationalCode('0499370898')).toBe(false);
    expect(isValidNationalCode('049937089')).toBe(false);
    expect(isValidNationalCode('1111111111')).toBe(false);
    expect(isValidNationalCode('abcdefghij')).toBe(false);
  });
  it('normalises mobiles from +98, 0098, 98, bare 9 and Persian digits', () => {
    for (const m of [
      '+989121234567',
      '00989121234567',
      '989121234567',
      '9121234567',
      '۰۹۱۲۱۲۳۴۵۶۷',
      '0912-123-4567',
    ]) {
      expect(normalizeMobile(m)).toBe('09121234567');
    }
    expect(normalizeMobile('0212345678')).toBeNull();
    expect(normalizeMobile('091212345')).toBeNull();
  });
  it('checks postal codes', () => {
    expect(isValidPostalCode('۱۲۳۴۵۶۷۸۹۰')).toBe(true);
    expect(isValidPostalCode('12345')).toBe(false);
  });
});

describe('withNationalCheckDigit', () => {
  it('makes valid national codes', async () => {
    const { withNationalCheckDigit } = await import('../src');
    expect(withNationalCheckDigit('049937089')).toBe('0499370899');
    for (const n of [1, 12345, 987654321])
      expect(isValidNationalCode(withNationalCheckDigit(String(n)))).toBe(true);
  });
});
