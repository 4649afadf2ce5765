/**
 * Other work on the machine (a test run, a build) skews every figure. The bench warns when the
 * machine is busy and can wait, for a bounded time, until the 1-minute load average drops.
 */
import os from 'node:os';

const CHECK_EVERY_MS = 10_000;

export async function waitForQuietMachine(maxWaitS: number): Promise<void> {
  const threshold = os.cpus().length / 2;
  const deadline = Date.now() + maxWaitS * 1000;
  while (os.loadavg()[0]! > threshold && Date.now() < deadline) {
    console.log(`load average ${os.loadavg()[0]!.toFixed(2)} > ${threshold}: waiting for a quieter machine…`);
    await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
  }
  if (os.loadavg()[0]! > threshold)
    console.warn(`Warning: load average ${os.loadavg()[0]!.toFixed(2)}; other work will skew the figures.`);
}
