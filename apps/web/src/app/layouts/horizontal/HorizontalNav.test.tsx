/**
 * The menu bar's «بیشتر» stays open while the bar measures again (the window resizing, the font
 * arriving late): the bar holds its split until the menu closes, then refits.
 */
import { AbilityProvider } from '@casl/react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppAbility } from '../../../lib/ability';
import { stubMenuBarLayout } from '../../../test/menu-bar-layout';
import { renderWithApp } from '../../../test/render';
import { HorizontalNav } from './HorizontalNav';

const ENTRY_PX = 100;
let barPx = 500;
const observers: ResizeObserverCallback[] = [];
let restoreLayout: (() => void) | undefined;

/** jsdom lays nothing out (stubMenuBarLayout) and has no ResizeObserver: the test calls them. */
function stubLayout() {
  restoreLayout = stubMenuBarLayout(ENTRY_PX, () => barPx);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
}

/** The bar measures again, as its ResizeObserver would on a change of size. */
function resizeBar(px: number) {
  barPx = px;
  act(() => {
    for (const callback of observers) callback([], {} as ResizeObserver);
  });
}

beforeAll(stubLayout);
afterAll(() => {
  restoreLayout?.();
  vi.unstubAllGlobals();
});

function renderBar() {
  const admin = createAppAbility([{ action: 'manage', subject: 'all' }]);
  renderWithApp(
    <AbilityProvider value={admin}>
      <HorizontalNav />
    </AbilityProvider>,
  );
}

describe('HorizontalNav', () => {
  it('keeps «بیشتر» open when the bar measures again, and refits once it closes', () => {
    barPx = 500;
    renderBar();
    const more = screen.getByTestId('nav-more');
    expect(more.textContent).toContain('بیشتر');
    const shownBefore = screen
      .getByTestId('horizontal-nav-bar')
      .querySelectorAll(':scope > a, :scope > button');
    fireEvent.click(more);
    const menu = screen.getByRole('menu');
    const listed = within(menu).getAllByRole('menuitem').length;
    expect(listed).toBeGreaterThan(0);

    // Wide enough for every entry now: the open menu, its button and what it lists stay put.
    resizeBar(100_000);
    expect(screen.getByRole('menu')).toBe(menu);
    expect(screen.getByTestId('nav-more')).toBe(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(listed);
    expect(
      screen.getByTestId('horizontal-nav-bar').querySelectorAll(':scope > a, :scope > button'),
    ).toHaveLength(shownBefore.length);

    // Closed, the bar takes the new width: everything fits, no «بیشتر».
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByTestId('nav-more')).toBeNull();
  });
});
