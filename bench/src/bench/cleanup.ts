/**
 * Everything the benchmark starts or creates registers how to undo it here; the steps run in reverse
 * order on success, on failure and on Ctrl-C, so no server, browser, database or temp dir outlives it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

type Step = { label: string; run: () => Promise<void> | void };

const steps: Step[] = [];
let running: Promise<void> | undefined;

/** Registers an undo step; returns a function that runs it now (and forgets it). */
export function onCleanup(label: string, run: Step['run']): () => Promise<void> {
  const step = { label, run };
  steps.push(step);
  return async () => {
    const i = steps.indexOf(step);
    if (i < 0) return;
    steps.splice(i, 1);
    await step.run();
  };
}

/** A fresh temp dir `<prefix>XXXXXX`, removed at clean-up. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  onCleanup(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function cleanupAll(): Promise<void> {
  running ??= (async () => {
    while (steps.length) {
      const step = steps.pop()!;
      try {
        await step.run();
      } catch (error) {
        console.error(`cleanup "${step.label}" failed:`, error);
      }
    }
  })();
  return running;
}

/** Ctrl-C or a kill: clean up, then exit with the conventional code. */
export function cleanupOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up…`);
      void cleanupAll().finally(() => process.exit(128 + (signal === 'SIGINT' ? 2 : 15)));
    });
  }
}

/** A command's main: on a failure prints it and exits 1; cleans up either way. */
export function runWithCleanup(main: () => Promise<void>): void {
  main()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => cleanupAll());
}
