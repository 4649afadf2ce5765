/**
 * What reached our own nginx (apps/server/fleet/nginx.ts) while the browser loaded a page: its access
 * log, one line per request with the protocol, the client connection's serial number and the
 * User-Agent. Requests a browser answered from its HTTP cache or its service worker never get here.
 *
 * nginx writes a line when a request ends, so a load's window of the log can hold lines of an earlier
 * load in another browser profile (a font it was still fetching when its tab closed, cancelled then:
 * status 499). A bench that alternates profiles gives each its own User-Agent (profileAgent) and
 * keeps the lines of the profile it measures (madeBy).
 */
import type { RunningNginx } from '../../../apps/server/fleet/nginx';

export interface ProxiedRequest {
  method: string;
  uri: string;
  status: number;
  protocol: string;
  connection: number;
  /** The request's User-Agent header. */
  agent: string;
}

/**
 * Lines as `$request_method $uri $status $server_protocol connection=$connection
 * agent="$http_user_agent" upstream=…` (nginx writes a `"` inside a value as `\x22`).
 */
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
        agent: /agent="([^"]*)"/.exec(line)?.[1] ?? '',
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

/** Appended to a browser profile's User-Agent, then its requests' lines are told from the others'. */
const PROFILE_MARK = 'bench-profile/';

/** A Chromium User-Agent naming the bench's browser profile `name`. */
export function profileAgent(browserVersion: string, name: string): string {
  const major = browserVersion.split('.')[0];
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/${major}.0.0.0 Safari/537.36 ${PROFILE_MARK}${name}`;
}

/**
 * Whether the profile `name` made the request. Chromium sends a service worker's script requests
 * (registration and update checks) with its own User-Agent, not the profile's: with `unmarked`
 * those count as the profile's too (the one profile that has a worker).
 */
export function madeBy(request: ProxiedRequest, name: string, unmarked = false): boolean {
  const at = request.agent.lastIndexOf(PROFILE_MARK);
  if (at < 0) return unmarked;
  return request.agent.slice(at + PROFILE_MARK.length) === name;
}

export const isScriptOrStyle = (request: ProxiedRequest) => /\.(js|css)$/.test(request.uri);
export const isApi = (request: ProxiedRequest) => request.uri.startsWith('/api/');

export function distinctConnections(requests: readonly ProxiedRequest[]): number {
  return new Set(requests.map((r) => r.connection)).size;
}
