import { describe, expect, it } from 'vitest';
import { typedCode } from './code-input';

describe('the survey code field', () => {
  it('groups what is typed by four, whatever digits and separators', () => {
    expect(typedCode('23456789')).toBe('2345 6789');
    expect(typedCode('۲۳۴۵-۶۷۸۹ ۲')).toBe('2345 6789 2');
    expect(typedCode('2345 ')).toBe('2345');
  });

  it('keeps digits only, and sixteen at most', () => {
    expect(typedCode('ab2c3')).toBe('23');
    expect(typedCode('2'.repeat(20))).toBe('2222 2222 2222 2222');
  });
});
