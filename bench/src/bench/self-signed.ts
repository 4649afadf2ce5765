/**
 * A throwaway self-signed certificate for 127.0.0.1, made at run time by openssl: HTTPS (and so
 * HTTP/2, which browsers speak only over TLS) through a local nginx. The browser is told to accept
 * it (--ignore-certificate-errors); it is removed with the run's other temp files.
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onCleanup } from './cleanup';

export interface SelfSigned {
  certificate: string;
  key: string;
  /**
   * Chromium's flags that accept it. With --ignore-certificate-errors alone Chromium still marks the
   * site's certificate as bad and keeps nothing in its HTTP cache (every warm load would be cold);
   * naming the key in --ignore-certificate-errors-spki-list makes it trusted, so the cache works.
   */
  chromiumFlags: string[];
}

export function selfSignedCertificate(): SelfSigned {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  onCleanup(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const request = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2';
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  execFileSync('openssl', [...request.split(' '), ...subject, '-keyout', key, '-out', certificate], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // nginx reads them as root at start-up; its workers never need them.
  chmodSync(key, 0o600);
  const spki = new X509Certificate(readFileSync(certificate)).publicKey.export({
    type: 'spki',
    format: 'der',
  });
  const spkiHash = createHash('sha256').update(spki).digest('base64');
  return {
    certificate,
    key,
    chromiumFlags: ['--ignore-certificate-errors', `--ignore-certificate-errors-spki-list=${spkiHash}`],
  };
}
