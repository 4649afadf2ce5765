/** Rewrites one marked block of docs/benchmarks.md (kept by the other benches), formatted by Prettier. */
import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';

/**
 * Replaces what lies between `start` and `end` with `section`; when the markers are missing, appends
 * them under `heading` at the end of the file.
 */
export async function writeMarkedBlock(
  file: string,
  markers: { start: string; end: string; heading: string },
  section: string,
): Promise<void> {
  const current = readFileSync(file, 'utf8');
  const block = `${markers.start}\n\n${section}\n\n${markers.end}`;
  const start = current.indexOf(markers.start);
  const end = current.indexOf(markers.end);
  const text =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${block}${current.slice(end + markers.end.length)}`
      : `${current.trimEnd()}\n\n${markers.heading}\n\n${block}\n`;
  const config = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...config, filepath: file }));
}
