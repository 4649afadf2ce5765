/**
 * SIGTERM on the real server (a child process): no new connections, the request in flight finishes
 * with its answer from the database, a kept-alive connection is closed once idle, and the process
 * exits 0; a request that outlasts SHUTDOWN_TIMEOUT_MS is cut and the exit code says so.
 *
 * "In flight" without relying on timing: the request announces its body (`Expect: 100-continue`),
 * the server's "100 Continue" says it is being handled, and the body follows only after the signal.
 */
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './helpers/server-process';

const started: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.dispose()));
});

async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServer(env);
  started.push(server);
  return server;
}

const BODY = JSON.stringify({ username: 'nobody-at-all', password: 'Wrong-Password-1404' });

/** A sign-in whose headers are sent now and whose body waits for `send()`. */
async function halfSentLogin(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  socket.write(
    'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(BODY)}\r\nExpect: 100-continue\r\nConnection: keep-alive\r\n\r\n`,
  );
  await expect.poll(() => received, { timeout: 30_000 }).toContain('100 Continue');
  return {
    socket,
    closed,
    received: () => received,
    send: () => socket.write(BODY),
  };
}

/** The final answer in `raw` (after the 100 Continue), once it is complete. */
function finalResponse(raw: string): { status: number; body: string } | undefined {
  const start = raw.lastIndexOf('HTTP/1.1 ');
  const head = raw.indexOf('\r\n\r\n', start);
  if (start < 0 || head < 0) return undefined;
  const status = Number(raw.slice(start + 9, start + 12));
  if (status === 100) return undefined;
  const length = Number(/content-length: (\d+)/i.exec(raw.slice(start, head))?.[1] ?? NaN);
  const body = raw.slice(head + 4);
  return Buffer.byteLength(body) >= length ? { status, body } : undefined;
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe: Socket = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', () => resolve(true));
  });
}

describe('graceful shutdown', { timeout: 180_000 }, () => {
  it('on SIGTERM takes no new connection, finishes the request in flight and exits 0', async () => {
    const server = await start();
    expect((await fetch(`http://127.0.0.1:${server.port}/api/ready`)).status).toBe(200);

    const login = await halfSentLogin(server.port);
    server.child.kill('SIGTERM');
    await expect.poll(() => server.output(), { timeout: 30_000 }).toContain('shutting down');
    await expect.poll(() => refused(server.port), { timeout: 30_000 }).toBe(true);

    login.send();
    await expect.poll(() => finalResponse(login.received()), { timeout: 30_000 }).toBeDefined();
    const answer = finalResponse(login.received())!;
    // Answered by the handler, from the database, while the server was stopping.
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS' });

    // The connection was kept alive; the stopping server closes it once it is idle, and exits.
    await login.closed;
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('stopped');
  });

  it('cuts a request that outlasts SHUTDOWN_TIMEOUT_MS and exits 1', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '500' });
    const login = await halfSentLogin(server.port);
    server.child.kill('SIGTERM');
    // The body never comes: the connection is closed after the timeout, without an answer.
    await login.closed;
    expect(finalResponse(login.received())).toBeUndefined();
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('requests still running after 500 ms');
  });
});
