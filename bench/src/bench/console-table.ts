/** The run's figures as a plain console table. */
import { int, ms, ratio } from './format';
import type { BackendResult } from './results';

export function consoleTable(result: BackendResult): string {
  const head = [
    'scenario',
    'conns',
    'req/s',
    'p50',
    'p95',
    'p99',
    'errors',
    'p50@1',
    'paced p95',
    'SQL p50@1',
    'ratio@1',
    'SQL p95@N',
    'ratio@N',
  ];
  const rows = result.scenarios.map((s) => [
    s.name,
    String(s.load.connections),
    int(s.load.rps),
    ms(s.load.p50),
    ms(s.load.p95),
    ms(s.load.p99),
    String(s.load.errors + (s.idle?.errors ?? 0)),
    ms(s.idle?.p50),
    ms(s.paced?.p95),
    ms(s.sql?.idle.p50),
    ratio(s.ratio?.idle),
    ms(s.sql?.loaded.p95),
    ratio(s.ratio?.loaded),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [`${result.backend} (latencies in ms)`, line(head), ...rows.map(line)].join('\n');
}
