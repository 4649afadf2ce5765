/** Test environment: a clean localStorage per test and the app's i18n (Persian by default). */
import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import '../lib/i18n';

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
});
