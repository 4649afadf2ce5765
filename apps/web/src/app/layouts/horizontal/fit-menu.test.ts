import { describe, expect, it } from 'vitest';
import { fittingCount } from './fit-menu';

describe('fittingCount', () => {
  it('keeps every entry when they fit, without a more button', () => {
    expect(fittingCount([100, 120, 80], 316, 90, 8)).toBe(3);
  });

  it('leaves room for the more button and keeps the entries that fit before it', () => {
    // 100 + 8 + 120 = 228; with the more button (90 + 8) 326 > 300, so one entry and the button.
    expect(fittingCount([100, 120, 80], 300, 90, 8)).toBe(1);
    // 100 + 8 + 120 + 8 + a 50 px button = 286 fits 300, where all three (316) do not.
    expect(fittingCount([100, 120, 80], 300, 50, 8)).toBe(2);
  });

  it('keeps nothing but the more button on a bar too narrow for one entry', () => {
    expect(fittingCount([200, 120], 250, 90, 8)).toBe(0);
  });
});
