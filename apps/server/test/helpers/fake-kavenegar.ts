/**
 * A local stand-in for Kavenegar's REST API (sms/send.json and sms/status.json), on 127.0.0.1 and a
 * random port, for the tests, the end-to-end test and the bench. It answers like the real one:
 * `{ return: { status, message }, entries }`, with the HTTP status equal to return.status.
 *   key FAKE_KEYS.good       sends; each message is delivered (status 10) when asked
 *   key FAKE_KEYS.noCredit   418 (no credit)
 *   any other key            403 (invalid API key)
 *   receptor FAKE_INVALID_RECEPTOR   411 (invalid receptor)
 *   receptor FAKE_UNDELIVERED        sent, then reported 11 (not delivered)
 * Every accepted message is kept, so a test can count what arrived and spot a message sent twice.
 * Fakes started with one ledger are one provider reached at several addresses (the fleet's servers
 * each send through their own, and a message sent by one is known when another asks about it).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomInt } from 'node:crypto';

export const FAKE_KEYS = { good: 'fake-good-key-0001', noCredit: 'fake-no-credit-key' } as const;
export const FAKE_INVALID_RECEPTOR = '09120000411';
export const FAKE_UNDELIVERED = '09120000011';

export interface FakeMessage {
  messageid: number;
  receptor: string;
  sender: string;
  message: string;
}

export interface FakeKavenegar {
  url: string;
  /** Messages accepted, in arrival order. */
  messages: FakeMessage[];
  /** Status questions asked (each a list of ids). */
  statusCalls: string[][];
  close(): Promise<void>;
}

/** The provider's own record: message ids and what each was. */
export interface FakeLedger {
  nextId: number;
  byId: Map<number, FakeMessage>;
}

/** Each ledger numbers from its own random start, so two providers' ids never pass for each other's. */
export function createFakeLedger(): FakeLedger {
  return { nextId: 700_000_000 + randomInt(0, 100_000) * 1000, byId: new Map() };
}

const ERRORS: Record<number, string> = {
  403: 'کد شناسائی API-Key معتبر نمی‌باشد',
  411: 'دریافت کننده نامعتبر است',
  418: 'اعتبار حساب شما کافی نیست',
  404: 'متد نامشخص است',
};

function answer(res: ServerResponse, status: number, entries: unknown[] | null) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(
    JSON.stringify({ return: { status, message: status === 200 ? 'تایید شد' : ERRORS[status] }, entries }),
  );
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const query = new URL(req.url ?? '/', 'http://x').searchParams;
  const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  for (const [k, v] of query) if (!body.has(k)) body.set(k, v);
  return body;
}

export async function startFakeKavenegar(
  options: { costPerPart?: number; ledger?: FakeLedger } = {},
): Promise<FakeKavenegar> {
  const messages: FakeMessage[] = [];
  const statusCalls: string[][] = [];
  const ledger = options.ledger ?? createFakeLedger();
  const { byId } = ledger;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const match = /^\/v1\/([^/]+)\/sms\/(send|status)\.json/.exec(req.url ?? '');
      if (!match) return answer(res, 404, null);
      const key = decodeURIComponent(match[1]!);
      const form = await formOf(req);
      if (key === FAKE_KEYS.noCredit) return answer(res, 418, null);
      if (key !== FAKE_KEYS.good) return answer(res, 403, null);
      if (match[2] === 'send') {
        const receptor = form.get('receptor') ?? '';
        if (receptor === FAKE_INVALID_RECEPTOR || !/^09\d{9}$/.test(receptor)) return answer(res, 411, null);
        const message = {
          messageid: ledger.nextId++,
          receptor,
          sender: form.get('sender') ?? '',
          message: form.get('message') ?? '',
        };
        messages.push(message);
        byId.set(message.messageid, message);
        const parts = [...message.message].length <= 70 ? 1 : Math.ceil([...message.message].length / 67);
        return answer(res, 200, [
          {
            messageid: message.messageid,
            message: message.message,
            status: 1,
            statustext: 'در صف ارسال',
            sender: message.sender,
            receptor,
            date: Math.floor(Date.now() / 1000),
            cost: parts * (options.costPerPart ?? 1000),
          },
        ]);
      }
      const ids = (form.get('messageid') ?? '').split(',').filter(Boolean);
      statusCalls.push(ids);
      return answer(
        res,
        200,
        ids.map((id) => {
          const sent = byId.get(Number(id));
          const status = !sent ? 100 : sent.receptor === FAKE_UNDELIVERED ? 11 : 10;
          return { messageid: Number(id), status, statustext: status === 10 ? 'رسیده به گیرنده' : 'نرسیده' };
        }),
      );
    })().catch(() => answer(res, 500, null));
  });
  // Longer than any pause of a test: a kept-alive connection the server closed as the client reused it
  // would fail a send for a reason that is the fake's, not the code's.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    statusCalls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
