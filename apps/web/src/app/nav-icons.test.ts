import { ENTITIES } from '@school/shared';
import { describe, expect, it } from 'vitest';
import { FALLBACK_NAV_ICON, navIcon } from './nav-icons';

describe('menu icons', () => {
  it('has an icon for every icon the registry names', () => {
    const missing = ENTITIES.filter((e) => e.icon && navIcon(e.icon) === FALLBACK_NAV_ICON).map(
      (e) => `${e.name}: ${e.icon}`,
    );
    expect(missing).toEqual([]);
  });
});
