import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { addCompileHints, COMPILE_HINT } from './compile-hints';

const chunk = (name: string, code: string) =>
  ({ type: 'chunk', name, fileName: `assets/${name}-abc.js`, code }) as Rolldown.OutputChunk;

describe('addCompileHints', () => {
  it('puts the hint first in the named chunks only, once', () => {
    const bundle = {
      'assets/core-abc.js': chunk('core', 'const __vite__mapDeps=1;'),
      'assets/LoginPage-abc.js': chunk('LoginPage', 'export {};'),
      'assets/index.css': { type: 'asset', name: 'index.css', fileName: 'assets/index.css', source: 'a{}' },
    } as unknown as Rolldown.OutputBundle;

    expect(addCompileHints(bundle, ['core'])).toEqual(['assets/core-abc.js']);
    expect(addCompileHints(bundle, ['core'])).toEqual([]);

    const core = bundle['assets/core-abc.js'] as Rolldown.OutputChunk;
    expect(core.code).toBe(`${COMPILE_HINT}const __vite__mapDeps=1;`);
    expect((bundle['assets/LoginPage-abc.js'] as Rolldown.OutputChunk).code).toBe('export {};');
  });
});
