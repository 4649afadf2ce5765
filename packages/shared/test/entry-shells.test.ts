import { describe, expect, it } from 'vitest';
import { entryShellFile, entryShellPage } from '../src/entry-shells';

describe("the pages' first-screen copies", () => {
  it('are named by their path, `/` as index.html, and read back to it', () => {
    for (const [page, file] of [
      ['/login', 'entry-shells/login.html'],
      ['/front-pages/landing-page', 'entry-shells/front-pages/landing-page.html'],
      ['/', 'entry-shells/index.html'],
    ] as const) {
      expect(entryShellFile(page)).toBe(file);
      expect(entryShellPage(file.slice('entry-shells/'.length))).toBe(page);
    }
  });
});
