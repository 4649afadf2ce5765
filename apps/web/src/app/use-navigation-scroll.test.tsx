import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavigationScroll } from './use-navigation-scroll';

function Page() {
  useNavigationScroll();
  return null;
}

describe('useNavigationScroll', () => {
  afterEach(() => vi.restoreAllMocks());

  it("leaves the document's first page where it is, and jumps to the top on every later navigation", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/a'] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    await act(() => router.navigate('/a'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
