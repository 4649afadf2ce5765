import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the web build (apps/web/dist) in a temporary folder: an index.html and the given
 * files under assets/. `remove` deletes it.
 */
export function makeWebDist(assets: Record<string, string | Buffer>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  for (const [name, content] of Object.entries(assets))
    writeFileSync(path.join(dir, 'assets', name), content);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
