/**
 * Build step: marks the chunks every signed-in page runs at start-up with V8's explicit compile
 * hint (`//# allFunctionsCalledOnLoad`, Chromium 136 and later; other browsers read a comment).
 * V8 then compiles all their functions while the file streams in, off the main thread, instead of
 * compiling each on the main thread at its first call. Only for chunks most of whose code runs as a
 * page opens: eager compilation of code that never runs costs memory and background time.
 */
import type { Plugin, Rolldown } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The start-up chunk (every page) and the signed-in code every signed-in page loads (the layout,
 * the entity list: chunk-plan.ts). Measured on the students list when they were three chunks
 * (core, layout, list): start-up long tasks 97–141 → 62–75 ms; Lighthouse median 87 → 90 over 13
 * alternating runs.
 */
export const HINTED_CHUNKS: readonly string[] = ['core', 'app'];

/** Puts the hint first in the named chunks of a bundle; returns their file names. */
export function addCompileHints(bundle: Rolldown.OutputBundle, names: readonly string[] = HINTED_CHUNKS) {
  const hinted: string[] = [];
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || !names.includes(file.name) || file.code.startsWith(COMPILE_HINT)) continue;
    file.code = COMPILE_HINT + file.code;
    hinted.push(file.fileName);
  }
  return hinted;
}

export function compileHints(): Plugin {
  return {
    name: 'school:compile-hints',
    apply: 'build',
    // After Vite's own additions to the chunks (its preload map is the first line otherwise). The
    // file names' hashes are of the code without the hint, which changes whenever the code does.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle);
      },
    },
  };
}
