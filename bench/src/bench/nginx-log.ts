/**
 * What reached our own nginx (apps/server/fleet/nginx.ts) while the browser loaded a page: its access
 * log, one line per request with the protocol and the client connection's serial number. Requests a
 * browser answered from its HTTP cache or its service worker never get here.
 */
import type { RunningNginx } from '../../../apps/server/fleet/nginx';

export interface ProxiedRequest {
  method: string;
  uri: string;
  status: number;
  protocol: string;
  connection: number;
}

/** Lines as `$request_method $uri $status $server_protocol connection=$connection upstream=…`. */
export function parseAccessLog(text: string): ProxiedRequest[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [method = '', uri = '', status = '0', protocol = '', connection = ''] = line.split(' ');
      return {
        method,
        uri,
        status: Number(status),
        protocol,
        connection: Number(connection.replace('connection=', '')),
      };
    });
}

/** nginx writes a line when a request ends: a moment after the page for the last ones. */
const SETTLE_MS = 300;

/** `run`'s result and the requests nginx served while it ran. */
export async function requestsDuring<T>(
  nginx: RunningNginx,
  run: () => Promise<T>,
): Promise<{ result: T; requests: ProxiedRequest[] }> {
  const before = nginx.accessLog().length;
  const result = await run();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return { result, requests: parseAccessLog(nginx.accessLog().slice(before)) };
}

export const isScriptOrStyle = (request: ProxiedRequest) => /\.(js|css)$/.test(request.uri);
export const isApi = (request: ProxiedRequest) => request.uri.startsWith('/api/');

export function distinctConnections(requests: readonly ProxiedRequest[]): number {
  return new Set(requests.map((r) => r.connection)).size;
}
