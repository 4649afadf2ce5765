/**
 * Writes a run to bench/results/<date>.json and into docs/benchmarks.md between the result markers,
 * leaving the hand-written analysis around them alone; the page is formatted with the repo's Prettier.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import type { BenchRun } from './results';

const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

const SKELETON = `# Benchmarks\n\nReproduce with \`npm run bench\`.\n\n${START}\n${END}\n`;

export function writeResultsJson(repoRoot: string, run: BenchRun): string {
  const dir = path.join(repoRoot, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${run.date}.json`);
  writeFileSync(file, JSON.stringify(run, null, 2) + '\n');
  return file;
}

export async function writeDocs(repoRoot: string, section: string): Promise<string> {
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  mkdirSync(path.dirname(file), { recursive: true });
  const current = existsSync(file) ? readFileSync(file, 'utf8') : SKELETON;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file} lacks the ${START} … ${END} markers`);
  const text = `${current.slice(0, start + START.length)}\n\n${section}\n\n${current.slice(end)}`;
  const config = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...config, filepath: file }));
  return file;
}
