/**
 * Test environment: a clean localStorage per test and the app's i18n (Persian by default). Files
 * share one jsdom per worker (isolate: false), so each test also starts in Persian again.
 */
import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import i18n from '../lib/i18n';

// The app loads these on demand (the date picker when a filter panel opens, the toast container,
// the switchers' menus). A test can end while such an import is still in flight, and the next file
// then fails with "loaded after the environment was torn down". Loading them here, once per worker,
// makes every later dynamic import a cache hit.
await Promise.all([
  import('../components/fields/JalaliDatePicker'),
  import('../components/AppToastContainer'),
  import('../components/ThemeMenu'),
  import('../components/LanguageMenu'),
  import('../components/ScrollToTopFab'),
  import('@school/shared/permissions'),
]);

beforeEach(async () => {
  if (i18n.language !== 'fa') await i18n.changeLanguage('fa');
  localStorage.clear();
});

afterEach(() => {
  cleanup();
});
