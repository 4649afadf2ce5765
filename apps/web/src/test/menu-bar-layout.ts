/**
 * jsdom lays nothing out: for the menu bar's tests (app/layouts/horizontal), every element is
 * `entryPx` wide and the bar itself (its data-testid) as wide as `barPx()` says at the time.
 * Returns what puts the element prototypes back.
 */
export function stubMenuBarLayout(entryPx: number, barPx: () => number): () => void {
  const restore: (() => void)[] = [];
  for (const [property, value] of [
    ['offsetWidth', () => entryPx],
    [
      'clientWidth',
      function (this: HTMLElement) {
        return this.dataset.testid === 'horizontal-nav-bar' ? barPx() : 0;
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
  return () => restore.forEach((undo) => undo());
}
