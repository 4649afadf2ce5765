import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFiles } from './precompress';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressFiles', () => {
  it('writes Brotli and gzip copies of text files that decode to the original', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const script = 'export const names = ["دانش‌آموز", "کلاس"];\n'.repeat(200);
    writeFileSync(path.join(dir, 'app.js'), script);
    writeFileSync(path.join(dir, 'tiny.css'), 'a{color:red}');
    writeFileSync(path.join(dir, 'icon.png'), Buffer.alloc(4096, 7));

    const written = await precompressFiles(dir, ['app.js', 'tiny.css', 'icon.png']);

    expect(written).toEqual(['app.js']);
    const br = readFileSync(path.join(dir, 'app.js.br'));
    const gz = readFileSync(path.join(dir, 'app.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(zlib.gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(Buffer.byteLength(script) / 10);
    // Too small to gain anything, or already compressed: left alone.
    expect(existsSync(path.join(dir, 'tiny.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'icon.png.gz'))).toBe(false);
  });
});
