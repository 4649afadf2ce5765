/**
 * The HTTP side of a backend run against the started server: the endpoints' answers checked against
 * the bare SQL's, then every scenario under load.
 */
import { getData } from './api-client';
import { type HttpScenario, runLoad } from './http-load';
import { inlineParams } from './list-sql';
import { runPaced } from './paced-load';
import type { ScenarioResult } from './results';
import type { ListScenario } from './scenarios';
import type { SqlMeasurement } from './sql-phase';

export interface LoadSettings {
  connections: number;
  durationS: number;
  idleDurationS: number;
  warmupS: number;
  pacedRate: number;
}

/** Lists where the endpoint's page or total differs from the bare SQL's (should be none). */
export async function compareWithSql(
  baseUrl: string,
  token: string,
  lists: ListScenario[],
  measurements: Map<string, SqlMeasurement>,
): Promise<string[]> {
  const mismatches: string[] = [];
  for (const scenario of lists) {
    const got = await getData<{ total: number; items: { id: number }[] }>(baseUrl, token, scenario.paths[0]!);
    const want = measurements.get(scenario.name)!.answer;
    const ids = got.items.map((i) => i.id);
    if (got.total !== want.total || ids.join() !== want.ids.join())
      mismatches.push(
        `${scenario.name}: endpoint total ${got.total} ids ${ids.slice(0, 5).join()}…, ` +
          `SQL total ${want.total} ids ${want.ids.slice(0, 5).join()}…`,
      );
  }
  return mismatches;
}

/**
 * A warm-up, then the closed-loop load; with `oneConnection` also one connection alone; with `sql`
 * (list scenarios) also the paced open load and the ratios to the bare SQL.
 */
export async function measureScenario(
  baseUrl: string,
  scenario: HttpScenario,
  settings: LoadSettings,
  extra: { oneConnection?: boolean; sql?: SqlMeasurement },
  log: (message: string) => void,
): Promise<ScenarioResult> {
  log(
    `${scenario.name}: warm-up ${settings.warmupS} s, then ${settings.durationS} s at ${settings.connections} connections…`,
  );
  await runLoad(baseUrl, scenario, Math.min(10, settings.connections), settings.warmupS);
  const load = await runLoad(baseUrl, scenario, settings.connections, settings.durationS);
  const result: ScenarioResult = {
    name: scenario.name,
    label: scenario.label,
    method: scenario.method,
    path: scenario.paths[0]!,
    load,
  };
  if (extra.oneConnection || extra.sql)
    result.idle = await runLoad(baseUrl, scenario, 1, settings.idleDurationS);
  const { sql } = extra;
  if (sql) {
    result.paced = await runPaced(
      baseUrl,
      scenario,
      settings.connections,
      settings.durationS,
      settings.pacedRate,
    );
    result.sql = {
      idle: sql.idle,
      loaded: sql.loaded,
      pageSql: inlineParams(sql.list.page),
    };
    result.ratio = { idle: result.idle!.p50 / sql.idle.p50, loaded: load.p95 / sql.loaded.p95 };
  }
  return result;
}
