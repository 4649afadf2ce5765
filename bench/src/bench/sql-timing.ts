/**
 * Times the bare SQL of a list endpoint through the raw driver: the one statement the service runs
 * for a page (rows, total and titles). Bounded by time and by iterations.
 */
import type { ListSql } from './list-sql';
import type { RawSql } from './raw-sql';
import { type LatencySummary, summarise } from './stats';

export interface SqlTiming extends LatencySummary {
  concurrency: number;
  rps: number;
}

const MAX_ITERATIONS = 1_000_000;

export async function timeListSql(
  raw: RawSql,
  list: ListSql,
  concurrency: number,
  durationMs: number,
): Promise<SqlTiming> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + durationMs;
  let iterations = 0;
  const worker = async () => {
    while (performance.now() < deadline && iterations < MAX_ITERATIONS) {
      iterations++;
      const t = performance.now();
      await raw.query(list.page);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedS = (performance.now() - started) / 1000;
  return { ...summarise(latencies), concurrency, rps: latencies.length / elapsedS };
}

/** What the bare SQL returns, to check the endpoint answers the same (ids of the page, total). */
export async function listSqlAnswer(raw: RawSql, list: ListSql): Promise<{ total: number; ids: number[] }> {
  const rows = await raw.query<{ id: number; __total: number }>(list.page);
  return { total: Number(rows[0]?.__total ?? 0), ids: rows.map((r) => Number(r.id)) };
}

/** EXPLAIN (ANALYZE, BUFFERS) of one query, as text. */
export async function explain(raw: RawSql, query: ListSql['page']): Promise<string> {
  const rows = await raw.query<Record<string, string>>({
    sql: `explain (analyze, buffers) ${query.sql}`,
    params: query.params,
  });
  return rows.map((r) => Object.values(r)[0]).join('\n');
}
