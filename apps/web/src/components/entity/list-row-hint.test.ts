import { afterEach, describe, expect, it } from 'vitest';
import { prefixedKey } from '../../lib/storage-keys';
import { rememberedRowCount, rememberRowCount } from './list-row-hint';

describe('the row count a list reserves room for while loading', () => {
  afterEach(() => localStorage.clear());

  it('is a full page until the list has been seen, then what it showed last', () => {
    expect(rememberedRowCount('majors', 25)).toBe(25);
    rememberRowCount('majors', 4);
    rememberRowCount('students', 25);
    expect(rememberedRowCount('majors', 25)).toBe(4);
    expect(rememberedRowCount('students', 50)).toBe(25);
    rememberRowCount('majors', 0);
    expect(rememberedRowCount('majors', 25)).toBe(0);
  });

  it('falls back to a full page when the stored hint is broken', () => {
    localStorage.setItem(prefixedKey('listRows'), '{not json');
    expect(rememberedRowCount('majors', 25)).toBe(25);
    localStorage.setItem(prefixedKey('listRows'), JSON.stringify({ majors: 'four', terms: -1 }));
    expect(rememberedRowCount('majors', 25)).toBe(25);
    expect(rememberedRowCount('terms', 25)).toBe(25);
  });
});
