import { describe, expect, it } from 'vitest';
import { madeBy, parseAccessLog, profileAgent } from '../src/bench/nginx-log';

const worker = profileAgent('156.0.8078.108', 'worker');
const plain = profileAgent('156.0.8078.108', 'no-worker');
const chromium =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';

// A window of the worker profile's repeat visit as nginx logged it (apps/server/fleet/nginx.ts's
// format): its own API request, the other profile's font cancelled when its tab closed, the
// browser's update check of the worker's script.
const log = [
  `GET /api/students 200 HTTP/1.1 connection=21 agent="${worker}" upstream=127.0.0.1:4100`,
  `GET /assets/vazirmatn-arabic-500-normal-C_lbnnKa.woff2 499 HTTP/1.1 connection=19 agent="${plain}" upstream=127.0.0.1:4100`,
  `GET /sw.js 304 HTTP/1.1 connection=7 agent="${chromium}" upstream=127.0.0.1:4100`,
  '',
].join('\n');

describe("nginx's access log", () => {
  it('reads each line with its User-Agent', () => {
    expect(parseAccessLog(log)).toEqual([
      {
        method: 'GET',
        uri: '/api/students',
        status: 200,
        protocol: 'HTTP/1.1',
        connection: 21,
        agent: worker,
      },
      {
        method: 'GET',
        uri: '/assets/vazirmatn-arabic-500-normal-C_lbnnKa.woff2',
        status: 499,
        protocol: 'HTTP/1.1',
        connection: 19,
        agent: plain,
      },
      { method: 'GET', uri: '/sw.js', status: 304, protocol: 'HTTP/1.1', connection: 7, agent: chromium },
    ]);
  });

  it("tells a profile's lines from another profile's that landed in its window", () => {
    const requests = parseAccessLog(log);
    expect(requests.filter((r) => madeBy(r, 'worker', true)).map((r) => r.uri)).toEqual([
      '/api/students',
      '/sw.js',
    ]);
    expect(requests.filter((r) => madeBy(r, 'no-worker')).map((r) => r.uri)).toEqual([
      '/assets/vazirmatn-arabic-500-normal-C_lbnnKa.woff2',
    ]);
  });

  it('keeps a profile name that is the end of another apart', () => {
    const [request] = parseAccessLog(`GET / 200 HTTP/1.1 connection=1 agent="${plain}" upstream=-`);
    expect(madeBy(request!, 'worker')).toBe(false);
  });
});
