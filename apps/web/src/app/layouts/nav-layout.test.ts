import { describe, expect, it } from 'vitest';
import { effectiveContentLayoutNav, isOverlayNavWidth } from './nav-layout';

describe('effectiveContentLayoutNav', () => {
  it('forces vertical navigation under 976 px', () => {
    expect(effectiveContentLayoutNav('horizontal', 975)).toBe('vertical');
    expect(effectiveContentLayoutNav('horizontal', 375)).toBe('vertical');
    expect(effectiveContentLayoutNav('vertical', 600)).toBe('vertical');
  });

  it('restores the chosen navigation at 976 px and wider', () => {
    expect(effectiveContentLayoutNav('horizontal', 976)).toBe('horizontal');
    expect(effectiveContentLayoutNav('horizontal', 1440)).toBe('horizontal');
    expect(effectiveContentLayoutNav('vertical', 1440)).toBe('vertical');
  });

  it('uses the overlay drawer exactly under the breakpoint', () => {
    expect(isOverlayNavWidth(975.9)).toBe(true);
    expect(isOverlayNavWidth(976)).toBe(false);
  });
});
