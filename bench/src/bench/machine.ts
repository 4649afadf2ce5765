/** The machine and software a run was measured on, for the report. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from './chromium';

export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  postgres?: string;
  pglite: string;
  chromium?: string;
  lighthouse: string;
  autocannon: string;
  commit: string;
}

/** Read from the hoisted node_modules: some packages do not export their package.json. */
function packageVersion(repoRoot: string, name: string): string {
  try {
    const file = path.join(repoRoot, 'node_modules', name, 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

function run(command: string, args: string[]): string | undefined {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

export function machineInfo(repoRoot: string, postgres?: string): MachineInfo {
  const commit = run('git', ['-C', repoRoot, 'rev-parse', '--short', 'HEAD']) ?? 'unknown';
  const dirty = run('git', ['-C', repoRoot, 'status', '--porcelain']);
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    postgres,
    pglite: packageVersion(repoRoot, '@electric-sql/pglite'),
    chromium: run(chromiumPath(), ['--version']),
    lighthouse: packageVersion(repoRoot, 'lighthouse'),
    autocannon: packageVersion(repoRoot, 'autocannon'),
    commit: dirty ? `${commit} with uncommitted changes` : commit,
  };
}
