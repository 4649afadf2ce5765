import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavigationScroll } from './use-navigation-scroll';

function Page() {
  useNavigationScroll();
  return null;
}

const scrolledTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

describe('useNavigationScroll', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    scrolledTo(0);
    document.getElementById('roles')?.remove();
  });

  it("scrolls a first page to its #hash target, unless the visitor is already down the page (a shell's link)", () => {
    const section = document.createElement('section');
    section.id = 'roles';
    document.body.append(section);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const at = () =>
      render(
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: <Page /> }], {
            initialEntries: ['/front-pages/landing-page#roles'],
          })}
        />,
      );
    scrolledTo(1500);
    at().unmount();
    expect(scrollTo).not.toHaveBeenCalled();
    scrolledTo(0);
    at();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

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
