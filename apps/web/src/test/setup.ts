/**
 * Test environment: a clean localStorage per test and the app's i18n (Persian by default). Files
 * share one jsdom per worker (isolate: false), so each test also starts in Persian again.
 */
import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import i18n from '../lib/i18n';

beforeEach(async () => {
  if (i18n.language !== 'fa') await i18n.changeLanguage('fa');
  localStorage.clear();
});

afterEach(() => {
  cleanup();
});
