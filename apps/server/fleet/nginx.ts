/**
 * Our own nginx in front of the fleet: the site file deploy/nginx.conf (the one docs/deploy.md
 * shows) with its placeholders filled, inside a main configuration of our own whose pid, logs and
 * temporary files stay in a temp dir. Runs in the foreground as a child process on a free port;
 * the system's nginx (if any) is never started or touched. With `tls` it listens as docs/deploy.md's
 * HTTPS does (`LISTEN='443 ssl http2'`), with the certificate given (bench:rows measures HTTP/2).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FLEET_START_TIMEOUT,
  IDLE_NGINX_START_MS,
  startTimeoutMessage,
  startTimeoutMs,
} from './start-timeout';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const NGINX_SITE_FILE = path.join(repoRoot, 'deploy/nginx.conf');

/** NGINX_PATH, or Debian's /usr/sbin/nginx. */
export function nginxPath(): string | undefined {
  return [process.env.NGINX_PATH, '/usr/sbin/nginx'].find((p): p is string => Boolean(p && existsSync(p)));
}

/** The site file with ${LISTEN} and ${SERVERS} filled in, as `envsubst '$LISTEN $SERVERS'` does. */
export function renderSite(template: string, listen: string, upstreams: string[]): string {
  const servers = upstreams.map((address) => `server ${address};`).join(' ');
  return template.replaceAll('${LISTEN}', listen).replaceAll('${SERVERS}', servers);
}

export interface RunningNginx {
  url: string;
  port: number;
  /** The master process (its workers are its children). */
  pid: number;
  /**
   * The access log: one line per request with its protocol, nginx's serial number of the client's
   * connection, the client's User-Agent (benches tell their browser profiles apart by it) and the
   * upstream that answered it.
   */
  accessLog(): string;
  stop(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    // SIGQUIT: finish the requests in flight, then exit.
    child.kill('SIGQUIT');
  });
}

export interface NginxTls {
  /** PEM files. */
  certificate: string;
  key: string;
  /** HTTP/2 offered to browsers (ALPN); HTTP/1.1 only without it. */
  http2: boolean;
}

/**
 * Starts nginx on 127.0.0.1:`port` in front of `upstreams` (host:port each), over TLS with `tls`.
 * It may take 15 s to start on an idle machine, longer with the load (start-timeout.ts), or the
 * seconds in the environment variable `timeoutVariable` (the benches pass their own).
 */
export async function startNginx(
  port: number,
  upstreams: string[],
  tls?: NginxTls,
  timeoutVariable = FLEET_START_TIMEOUT,
): Promise<RunningNginx> {
  const binary = nginxPath();
  if (!binary) throw new Error('nginx not found (apt-get install nginx, or set NGINX_PATH)');
  const timeoutMs = startTimeoutMs(IDLE_NGINX_START_MS, timeoutVariable);
  const dir = mkdtempSync(path.join(tmpdir(), 'fleet-nginx-'));
  // Run as root, nginx's workers drop to an unprivileged user: they must reach the temp dirs.
  chmodSync(dir, 0o755);
  const site = path.join(dir, 'site.conf');
  const listen = `127.0.0.1:${port}${tls ? ` ssl${tls.http2 ? ' http2' : ''}` : ''}`;
  writeFileSync(site, renderSite(readFileSync(NGINX_SITE_FILE, 'utf8'), listen, upstreams));
  const accessLog = path.join(dir, 'access.log');
  const main = path.join(dir, 'nginx.conf');
  writeFileSync(
    main,
    [
      // One worker: round robin then alternates strictly between the servers.
      'worker_processes 1;',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  log_format fleet \'$request_method $uri $status $server_protocol connection=$connection agent="$http_user_agent" upstream=$upstream_addr\';',
      `  access_log ${accessLog} fleet;`,
      ...(tls ? [`  ssl_certificate ${tls.certificate};`, `  ssl_certificate_key ${tls.key};`] : []),
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;`,
      ),
      `  include ${site};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(binary, ['-p', dir, '-c', main, '-e', `${dir}/error.log`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const errorLog = () => {
    try {
      return readFileSync(`${dir}/error.log`, 'utf8');
    } catch {
      return '';
    }
  };
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const what =
        child.exitCode !== null
          ? `nginx did not start (exit ${child.exitCode}):`
          : startTimeoutMessage('nginx', timeoutMs, timeoutVariable);
      const why = `${what}\n${output}\n${errorLog()}`;
      await stop();
      throw new Error(why);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    accessLog: () => (existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : ''),
    stop,
  };
}
