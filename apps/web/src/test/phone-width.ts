/**
 * A phone's width for useMediaQuery (jsdom has no matchMedia): every max-width query of the
 * theme's breakpoints matches, no min-width one does. Returns the function that puts back what was
 * there before.
 */
export function phoneWidth(): () => void {
  const real = window.matchMedia;
  window.matchMedia = ((media: string) => ({
    matches: /max-width/.test(media),
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = real;
  };
}
