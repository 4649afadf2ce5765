import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeLayoutFetch, renderEntityScreen } from '../../../test/render-entity';
import { Navbar } from './Navbar';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('the navbar', () => {
  it("renders its controls just after the layout's first paint, not in the commit with the page", async () => {
    const server = fakeLayoutFetch();
    globalThis.fetch = server.fetch as typeof fetch;
    renderEntityScreen(<Navbar onMenuClick={() => undefined} />);
    // The first commit has the bar and its menu button, without the controls at its end.
    expect(screen.getByRole('button', { name: 'باز کردن منو' })).toBeTruthy();
    expect(screen.queryByTestId('theme-switcher')).toBeNull();
    expect(screen.queryByTestId('user-menu')).toBeNull();
    // A first render in a busy test run takes seconds; the controls follow it.
    expect(await screen.findByTestId('theme-switcher', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('user-menu')).toBeTruthy();
  });
});
