/** The generator's console summary: time per step and table, and the totals. */
import type { GenerateResult } from './generate';

const line = (step: string, rows: number | undefined, ms: number) =>
  `  ${step.padEnd(28)} ${rows === undefined ? ''.padStart(13) : `${String(rows).padStart(8)} rows`}  ${ms.toFixed(0).padStart(7)} ms`;

export function formatGenerateReport(result: GenerateResult): string {
  const rows = Object.values(result.counts).reduce((a, b) => a + b, 0);
  return [
    ...result.timings.map((t) => line(t.step, t.rows, t.ms)),
    line('total', rows, result.totalMs),
    `  names typed with Arabic ي/ك and stored normalised: ${result.arabicInputs}`,
  ].join('\n');
}
