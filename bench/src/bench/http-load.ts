/**
 * One HTTP scenario under load with autocannon, on 127.0.0.1, bounded in time and connections.
 * Latencies are collected per response so p95 is exact (autocannon itself reports p97.5, not p95).
 */
import autocannon from 'autocannon';
import { type LatencySummary, summarise } from './stats';

export interface HttpScenario {
  name: string;
  /** What is measured, in words, for the report. */
  label: string;
  method: 'GET' | 'POST';
  /** One path, or several taken in turn (a different student per request). */
  paths: string[];
  headers?: Record<string, string>;
  body?: string;
  /** A body per request, taken in turn (the paced load only): each attendance sheet its own. */
  bodies?: string[];
  /**
   * Give each request its own X-Forwarded-For address (the server runs with TRUST_PROXY=1), as if
   * many school offices logged in through a proxy: login allows 60 requests a minute per address.
   */
  manyClients?: boolean;
}

export interface LoadResult extends LatencySummary {
  connections: number;
  /** Requests a second asked for, when paced. */
  rate?: number;
  durationS: number;
  requests: number;
  rps: number;
  /** Connection errors, timeouts and non-2xx responses. */
  errors: number;
}

/** Upper bound of samples kept, far above what 2 cores serve in a scenario. */
const MAX_SAMPLES = 2_000_000;

/** Closed loop: each connection sends its next request as soon as the last one returns. */
export async function runLoad(
  baseUrl: string,
  scenario: HttpScenario,
  connections: number,
  durationS: number,
): Promise<LoadResult> {
  const url = new URL(baseUrl);
  if (url.hostname !== '127.0.0.1') throw new Error(`load only goes to 127.0.0.1, not ${url.hostname}`);
  let next = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: durationS,
        timeout: 30,
        method: scenario.method,
        headers: scenario.headers,
        body: scenario.body,
        requests: [
          {
            setupRequest: (request) => {
              const n = next++;
              const path = scenario.paths[n % scenario.paths.length]!;
              if (!scenario.manyClients) return { ...request, path };
              const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
              return { ...request, path, headers: { ...request.headers, 'x-forwarded-for': address } };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      if (latencies.length < MAX_SAMPLES) latencies.push(responseTime);
    });
  });
  return {
    ...summarise(latencies),
    connections,
    durationS,
    requests: result.requests.total,
    rps: result.requests.total / durationS,
    errors: result.errors + result.non2xx,
  };
}
