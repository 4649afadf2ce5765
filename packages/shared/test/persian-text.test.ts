import { describe, expect, it } from 'vitest';
import { normalizeCode, normalizePersian, searchKey, toAsciiDigits, toPersianDigits } from '../src';

describe('Persian text normalisation', () => {
  it('turns Arabic yeh, kaf and teh marbuta into Persian letters', () => {
    expect(normalizePersian('علي كريمي فاطمة')).toBe('علی کریمی فاطمه');
  });
  it('trims and collapses spaces but keeps ZWNJ', () => {
    expect(normalizePersian('  می\u200cرود   به  مدرسه ')).toBe('می\u200cرود به مدرسه');
  });
  it('converts Persian and Arabic-Indic digits both ways', () => {
    expect(toAsciiDigits('۰۹۱۲٣٤٥')).toBe('0912345');
    expect(toPersianDigits(1404)).toBe('۱۴۰۴');
  });
  it('normalises codes to bare ASCII digits', () => {
    expect(normalizeCode(' ۰۰۱۲ ۳۴۵ ')).toBe('0012345');
  });
  it('makes ZWNJ and space, ی and ي, ک and ك search alike', () => {
    expect(searchKey('محمد\u200cعلي')).toBe(searchKey('محمد علی'));
    expect(searchKey('كاظم')).toBe(searchKey('کاظم'));
  });
});
