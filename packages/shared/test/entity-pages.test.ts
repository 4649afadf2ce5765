import { describe, expect, it } from 'vitest';
import { ENTITIES, ENTITY_PAGES } from '../src';

describe('the page list of the registry', () => {
  it('names every registry entity in registry order with its labels, permissions, pages, icon and menu group', () => {
    const projection = ENTITIES.map((e) => ({
      name: e.name,
      label: e.label,
      permissions: e.permissions,
      ...(e.pages ? { pages: e.pages } : {}),
      ...(e.icon ? { icon: e.icon } : {}),
      menuGroup: e.menuGroup,
    }));
    expect(ENTITY_PAGES).toEqual(projection);
  });
});
