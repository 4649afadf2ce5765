/**
 * «بیشتر» opened before the navbar's controls arrive (they render just after the first paint, in a
 * transition) stays open while they mount and while a transition renders the layout again, and its
 * items still lead to their pages.
 */
import { startTransition, useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubMenuBarLayout } from '../../../test/menu-bar-layout';
import { fakeLayoutFetch, renderEntityScreen } from '../../../test/render-entity';
import { HorizontalNavLayout } from './HorizontalNavLayout';

const realFetch = globalThis.fetch;
let restoreLayout: (() => void) | undefined;
// Every entry 100 px wide in a bar of 500: the last groups go under «بیشتر».
beforeAll(() => {
  restoreLayout = stubMenuBarLayout(100, () => 500);
});
afterAll(() => restoreLayout?.());
afterEach(() => {
  globalThis.fetch = realFetch;
});

/**
 * The layout under a parent that renders it again, in a transition, on a press of its button (pressed
 * by the test itself: the open menu's backdrop stands over it for a pointer), and the address shown.
 */
function Host() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <HorizontalNavLayout />
      <button
        type="button"
        data-testid="render-again"
        onClick={() => startTransition(() => setRenders((n) => n + 1))}
      />
      <output data-testid="shown-path" data-renders={renders}>
        {useLocation().pathname}
      </output>
    </>
  );
}

describe('the horizontal layout', () => {
  it('keeps «بیشتر» open while the navbar controls arrive and the layout renders again', async () => {
    const server = fakeLayoutFetch();
    globalThis.fetch = server.fetch as typeof fetch;
    renderEntityScreen(<Host />, { path: '/dashboard' });
    // The first commit: the bar with «بیشتر», the navbar still without its controls.
    expect(screen.queryByTestId('user-menu')).toBeNull();
    const more = screen.getByTestId('nav-more');
    fireEvent.click(more);
    const menu = screen.getByRole('menu');

    // The controls mount (a transition just after the first paint) while the menu is open…
    expect(await screen.findByTestId('user-menu', undefined, { timeout: 15_000 })).toBeTruthy();
    // …and a transition renders the whole layout again.
    await act(async () => fireEvent.click(screen.getByTestId('render-again')));
    expect(screen.getByTestId('shown-path').dataset.renders).toBe('1');

    expect(screen.getByRole('menu')).toBe(menu);
    expect(screen.getByTestId('nav-more')).toBe(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(menu).getByTestId('nav-manager-users-list'));
    expect(screen.getByTestId('shown-path').textContent).toBe('/manager/users/list');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
