/**
 * A local stand-in for a Sida web service, on 127.0.0.1 and a random port, for the API tests, the
 * end-to-end test and the demo. It speaks what the HTTP connector expects
 * (apps/server/src/modules/sida/http-connector.ts):
 *   GET  /schools/{code}/class-list   → { students }
 *   GET  /schools/{code}/course-list  → { courses }
 *   GET  /schools/{code}/results      → { results }
 *   POST /schools/{code}/scores       → { accepted, refused }
 * and misbehaves on demand through `control`: a wrong token is 401, `failWith` answers that HTTP
 * status, `delayMs` holds every answer (past the connector's deadline: a timeout), and scores of the
 * national codes in `refuse` are refused row by row. Every accepted sending is kept.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_SIDA_TOKEN = 'fake-sida-token-1404';

export interface FakeSidaControl {
  classList: object[];
  /** The course list's rows; anything else (a test's malformed answer) is sent as it is. */
  courseList: unknown;
  results: object[];
  refuse: Set<string>;
  delayMs: number;
  failWith: number | null;
}

export interface FakeSida {
  url: string;
  control: FakeSidaControl;
  /** Sendings accepted (each the request body), in arrival order. */
  received: {
    school: string;
    subject: string;
    rows: { nationalCode: string; courseCode: string; score: number }[];
  }[];
  /** Every request as "METHOD /path", in arrival order. */
  asked: string[];
  close(): Promise<void>;
}

export async function startFakeSida(initial: Partial<FakeSidaControl> = {}): Promise<FakeSida> {
  const control: FakeSidaControl = {
    classList: [],
    courseList: [],
    results: [],
    refuse: new Set(),
    delayMs: 0,
    failWith: null,
    ...initial,
  };
  const received: FakeSida['received'] = [];
  const asked: string[] = [];
  const send = (res: ServerResponse, status: number, body: unknown) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const url = new URL(req.url ?? '/', 'http://fake');
      asked.push(`${req.method} ${url.pathname}`);
      if (control.delayMs) await new Promise((r) => setTimeout(r, control.delayMs));
      if (req.headers.authorization !== `Bearer ${FAKE_SIDA_TOKEN}`)
        return send(res, 401, { message: 'نام کاربری یا رمز عبور اشتباه است' });
      if (control.failWith) return send(res, control.failWith, { message: 'خطای داخلی سیدا' });
      const match = /^\/schools\/([^/]+)\/(class-list|course-list|results|scores)$/.exec(url.pathname);
      if (!match) return send(res, 404, { message: 'not found' });
      const school = decodeURIComponent(match[1]!);
      if (match[2] === 'class-list' && req.method === 'GET')
        return send(res, 200, { students: control.classList });
      if (match[2] === 'course-list' && req.method === 'GET')
        return send(res, 200, { courses: control.courseList });
      if (match[2] === 'results' && req.method === 'GET') return send(res, 200, { results: control.results });
      if (match[2] === 'scores' && req.method === 'POST') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeSida['received'][number];
        const refused = body.rows
          .filter((r) => control.refuse.has(r.nationalCode))
          .map((r) => ({
            nationalCode: r.nationalCode,
            courseCode: r.courseCode,
            reason: 'دانش‌آموز در این کلاس ثبت نشده است',
          }));
        received.push({ ...body, school });
        return send(res, 200, { accepted: body.rows.length - refused.length, refused });
      }
      return send(res, 405, { message: 'method' });
    })().catch(() => send(res, 500, { message: 'fake failed' }));
  });
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    control,
    received,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
