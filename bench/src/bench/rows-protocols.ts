/**
 * Issue 24's "say what HTTP/2 behind nginx changes": one page's rows visible through nginx
 * (deploy/nginx.conf) in front of the same server, over plain HTTP/1.1, HTTPS with HTTP/1.1 only and
 * HTTPS with HTTP/2, warm and cold loads of each, the routes taking turns (the first of each round
 * rotates). nginx's log tells per load how many requests reached it, how many were scripts and
 * styles, over how many client connections and in which protocol.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import type { RunningNginx } from '../../../apps/server/fleet/nginx';
import { distinctConnections, isScriptOrStyle, requestsDuring, type ProxiedRequest } from './nginx-log';
import { load, medianRowsMs, newContext, type LoadTiming, type RowsPage } from './rows-visible';

export interface ProxyRoute {
  name: string;
  nginx: RunningNginx;
}

export interface ProxiedLoad {
  timing: LoadTiming;
  /** What reached nginx during the load. */
  requests: ProxiedRequest[];
}

export interface ProtocolResult {
  name: string;
  warm: ProxiedLoad[];
  cold: ProxiedLoad[];
}

/** One load through `nginx`, with what reached it. */
export async function proxiedLoad(
  context: BrowserContext,
  nginx: RunningNginx,
  page: RowsPage,
): Promise<ProxiedLoad> {
  const { result, requests } = await requestsDuring(nginx, () => load(context, nginx.url, page));
  return { timing: result, requests };
}

export async function measureProtocols(
  browser: Browser,
  routes: readonly ProxyRoute[],
  page: RowsPage,
  loads: number,
): Promise<ProtocolResult[]> {
  const results = routes.map((route) => ({ name: route.name, warm: [], cold: [] }) as ProtocolResult);
  const warmContexts = await Promise.all(routes.map(() => newContext(browser, page)));
  try {
    // One load each fills the warm profiles' HTTP caches.
    for (const [i, route] of routes.entries()) await load(warmContexts[i]!, route.nginx.url, page);
    for (let round = 0; round < loads; round++) {
      const order = routes.map((_, i) => (i + round) % routes.length);
      for (const i of order)
        results[i]!.warm.push(await proxiedLoad(warmContexts[i]!, routes[i]!.nginx, page));
      for (const i of order) {
        const cold = await newContext(browser, page);
        try {
          results[i]!.cold.push(await proxiedLoad(cold, routes[i]!.nginx, page));
        } finally {
          await cold.close();
        }
      }
    }
  } finally {
    await Promise.all(warmContexts.map((context) => context.close()));
  }
  return results;
}

/** Per load: requests that reached nginx, scripts and styles among them, connections, protocols. */
export function loadTraffic(loaded: ProxiedLoad) {
  return {
    requests: loaded.requests.length,
    scripts: loaded.requests.filter(isScriptOrStyle).length,
    connections: distinctConnections(loaded.requests),
    protocols: [...new Set(loaded.requests.map((r) => r.protocol))].join(', '),
  };
}

export const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
export const each = (loads: readonly ProxiedLoad[]) =>
  loads.map((l) => Math.round(l.timing.rowsMs)).join(', ');
/** The loads' figure of `pick`: one number when they all agree, else its range. */
export function spread<L extends ProxiedLoad>(loads: readonly L[], pick: (l: L) => number): string {
  const values = loads.map(pick);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? `${low}` : `${low}–${high}`;
}

/** The markdown table of the measure, one row per route. */
export function protocolsTable(results: readonly ProtocolResult[]): string {
  return [
    '| route | rows visible, warm: median (each load) | cold: median (each load) | cold load: requests reaching nginx (JS + CSS) | cold load: client connections | warm load: requests (JS + CSS) | protocol |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.map((r) => {
      const rows = (loads: readonly ProxiedLoad[]) =>
        `${ms(medianRowsMs(loads.map((l) => l.timing)))} (${each(loads)})`;
      const traffic = (loads: readonly ProxiedLoad[]) =>
        `${spread(loads, (l) => loadTraffic(l).requests)} (${spread(loads, (l) => loadTraffic(l).scripts)})`;
      const protocols = [...new Set([...r.warm, ...r.cold].map((l) => loadTraffic(l).protocols))].join('; ');
      return `| ${r.name} | ${rows(r.warm)} | ${rows(r.cold)} | ${traffic(r.cold)} | ${spread(r.cold, (l) => loadTraffic(l).connections)} | ${traffic(r.warm)} | ${protocols} |`;
    }),
  ].join('\n');
}
