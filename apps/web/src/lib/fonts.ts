/**
 * Vazirmatn (weights 300–700) is fetched after the first render so it never blocks the login page;
 * until it arrives the system sans-serif is shown. The family has no italic face: italic text is the
 * normal face slanted by the browser, which is how Persian type is set anyway.
 */
let loading: Promise<unknown> | null = null;

export function loadVazirmatn(): Promise<unknown> {
  loading ??= import('./vazirmatn.css').catch((error: unknown) =>
    console.warn('[fonts] Vazirmatn could not be loaded:', error),
  );
  return loading;
}
