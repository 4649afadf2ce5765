/**
 * Requests through the proxy, each on a connection of its own (so nginx's round robin picks a server
 * per request), answered with the server that answered (its X-Instance header). `from` picks the
 * client's own loopback address (any of 127.0.0.0/8): the servers count limits per address, and a
 * check that spends a budget spends its own.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface Answer {
  status: number;
  /** INSTANCE_ID of the server that answered ('' when the answer did not come from one). */
  instance: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

export interface CallOptions {
  token?: string;
  /** JSON (an object), or raw bytes with their content type in `headers`. */
  body?: unknown;
  headers?: Record<string, string>;
  from?: string;
  timeoutMs?: number;
}

export class ProxyClient {
  constructor(readonly baseUrl: string) {}

  call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const url = new URL(path, this.baseUrl);
    const raw = Buffer.isBuffer(options.body);
    const payload =
      options.body === undefined ? undefined : raw ? (options.body as Buffer) : JSON.stringify(options.body);
    const headers: Record<string, string> = {
      ...(payload !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    };
    if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        url,
        {
          method,
          headers,
          agent: false,
          ...(options.from ? { localAddress: options.from } : {}),
          timeout: options.timeoutMs ?? 60_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({
              status: res.statusCode ?? 0,
              instance: String(res.headers['x-instance'] ?? ''),
              headers: res.headers,
              body,
              json: <T>() => JSON.parse(body.toString('utf8')) as T,
            });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in time`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  /**
   * Sends the same request until both servers have answered it (round robin alternates, so two
   * tries usually do), returning every answer in order.
   */
  async onEach(
    instances: string[],
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Answer[]> {
    const answers: Answer[] = [];
    for (let i = 0; i < instances.length * 4; i++) {
      answers.push(await this.call(method, path, options));
      if (instances.every((name) => answers.some((a) => a.instance === name))) return answers;
    }
    throw new Error(
      `${method} ${path} never reached every server: ${answers.map((a) => `${a.instance || '?'}:${a.status}`).join(', ')}`,
    );
  }

  async login(username: string, password: string, from?: string): Promise<string> {
    const answer = await this.call('POST', '/api/auth/login', { body: { username, password }, from });
    if (answer.status !== 200)
      throw new Error(`login ${username} → ${answer.status} ${answer.body.toString().slice(0, 300)}`);
    return answer.json<{ accessToken: string }>().accessToken;
  }
}

/** A loopback address of its own for one check (127.a.b.c), different at every run. */
export function ownAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 250);
  return `127.${byte()}.${byte()}.${byte()}`;
}

/** A multipart body with text fields and one file, as a browser's FormData sends it. */
export async function multipart(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; bytes: Buffer },
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://multipart.invalid/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}
