/**
 * An open-loop load: requests start on a fixed schedule (evenly spaced, `rate` a second) over at most
 * `connections` keep-alive sockets, whether or not earlier ones have returned. Latency counts from the
 * scheduled start, so time spent waiting for a free socket is included (no coordinated omission).
 * autocannon's own rate limit sends each second's quota in one burst, which measures a burst instead.
 */
import http from 'node:http';
import type { HttpScenario, LoadResult } from './http-load';
import { summarise } from './stats';

const REQUEST_TIMEOUT_MS = 30_000;

function send(
  agent: http.Agent,
  url: URL,
  scenario: HttpScenario,
  path: string,
  body: string | undefined,
): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path,
        method: scenario.method,
        headers: scenario.headers,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', () => resolve(0));
      },
    );
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(0));
    request.end(body);
  });
}

export async function runPaced(
  baseUrl: string,
  scenario: HttpScenario,
  connections: number,
  durationS: number,
  rate: number,
): Promise<LoadResult> {
  const url = new URL(baseUrl);
  if (url.hostname !== '127.0.0.1') throw new Error(`load only goes to 127.0.0.1, not ${url.hostname}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * durationS);
  const gapMs = 1000 / rate;
  const latencies: number[] = [];
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  try {
    for (let i = 0; i < total; i++) {
      const due = start + i * gapMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const path = scenario.paths[i % scenario.paths.length]!;
      inFlight.push(
        send(agent, url, scenario, path, scenario.bodies?.[i % scenario.bodies.length] ?? scenario.body).then(
          (status) => {
            latencies.push(performance.now() - due);
            if (status < 200 || status >= 300) errors++;
          },
        ),
      );
    }
    await Promise.all(inFlight);
  } finally {
    agent.destroy();
  }
  const elapsedS = (performance.now() - start) / 1000;
  return {
    ...summarise(latencies),
    connections,
    rate,
    durationS,
    requests: latencies.length,
    rps: latencies.length / elapsedS,
    errors,
  };
}
