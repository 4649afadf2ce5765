/**
 * The menu bar's «بیشتر» stays open while the bar measures again (the window resizing, the font
 * arriving late): the bar holds its split until the menu closes, then refits.
 */
import { AbilityProvider } from '@casl/react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppAbility } from '../../../lib/ability';
import { renderWithApp } from '../../../test/render';
import { HorizontalNav } from './HorizontalNav';

const ENTRY_PX = 100;
let barPx = 500;
const observers: ResizeObserverCallback[] = [];
const restore: (() => void)[] = [];

/** jsdom lays nothing out: every entry of the bar is ENTRY_PX wide, the bar itself barPx. */
function stubLayout() {
  for (const [property, value] of [
    ['offsetWidth', () => ENTRY_PX],
    [
      'clientWidth',
      function (this: HTMLElement) {
        return this.dataset.testid === 'horizontal-nav-bar' ? barPx : 0;
      },
    ],
  ] as const) {
    const before =
      Object.getOwnPropertyDescriptor(HTMLElement.prototype, property) ??
      Object.getOwnPropertyDescriptor(Element.prototype, property);
    Object.defineProperty(HTMLElement.prototype, property, { configurable: true, get: value });
    restore.push(() =>
      before
        ? Object.defineProperty(HTMLElement.prototype, property, before)
        : delete (HTMLElement.prototype as unknown as Record<string, unknown>)[property],
    );
  }
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
  restore.forEach((undo) => undo());
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
