/**
 * The system Chromium, headless, with a DevTools port on 127.0.0.1 for Lighthouse and for injecting
 * a logged-in session. Nothing is downloaded: no Puppeteer browser, no background networking.
 * It may take 30 s to start on an idle machine, longer in proportion to the load per core, or
 * BENCH_START_TIMEOUT_S seconds when that is set (start-timeout.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onCleanup } from './cleanup';
import { startTimeoutMessage, startTimeoutMs } from './start-timeout';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface RunningChromium {
  port: number;
  close(): Promise<void>;
}

const IDLE_START_TIMEOUT_MS = 30_000;

/**
 * Removes a browser profile's folder. Chromium's helper processes may still write into it for a
 * moment after the browser has exited: a folder that will not go is left in /tmp with a warning
 * rather than failing the run whose figures are in.
 */
export function removeProfileDir(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    console.warn(`could not remove ${dir}: ${(error as Error).message}`);
  }
}

export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export async function launchChromium(): Promise<RunningChromium> {
  const timeoutMs = startTimeoutMs(IDLE_START_TIMEOUT_MS);
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const removeProfile = onCleanup(`remove ${profile}`, () => removeProfileDir(profile));
  const child = spawn(
    chromiumPath(),
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const kill = onCleanup(`stop chromium pid ${child.pid}`, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`${startTimeoutMessage('Chromium', timeoutMs)}\n${output}`)),
      timeoutMs,
    );
    child.stderr!.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-10_000);
      const match = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}:\n${output}`));
    });
  });
  return {
    port,
    async close() {
      await kill();
      await removeProfile();
    },
  };
}
