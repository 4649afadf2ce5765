import { describe, expect, it } from 'vitest';
import { typedRials } from './money-unit';

describe('typedRials', () => {
  it('keeps what is typed in Rials as its digits', () => {
    expect(typedRials('۱۲٬۵۰۰٬۰۰۰', 'rial')).toBe('12500000');
    expect(typedRials('0012', 'rial')).toBe('12');
    expect(typedRials('', 'rial')).toBe('');
  });

  it('reads Tomans as ten Rials each, a tenth of a Toman as one Rial', () => {
    expect(typedRials('۱٬۲۵۰٬۰۰۰', 'toman')).toBe('12500000');
    expect(typedRials('۱٬۲۳۴٫۵', 'toman')).toBe('12345');
    expect(typedRials('1234.56', 'toman')).toBe('12345');
    expect(typedRials('', 'toman')).toBe('');
    expect(typedRials('0', 'toman')).toBe('0');
  });
});
