import { describe, expect, it } from 'vitest';
import { hashScrollTop, shouldShowScrollTop } from './scroll';

describe('scroll rules', () => {
  it('shows the scroll-to-top button only past 200 px', () => {
    expect(shouldShowScrollTop(0)).toBe(false);
    expect(shouldShowScrollTop(200)).toBe(false);
    expect(shouldShowScrollTop(201)).toBe(true);
  });

  it('puts a hash target 60 px below the top', () => {
    expect(hashScrollTop(500, 1000)).toBe(1440);
    expect(hashScrollTop(30, 0)).toBe(0);
  });
});
