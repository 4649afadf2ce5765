/**
 * Build step: writes `file.br` and `file.gz` beside each text file of the build, at the highest
 * compression levels, once. The server sends them as they are (@fastify/static `preCompressed`)
 * instead of compressing every script on every request: smaller files (Brotli 11 rather than the
 * cheap level a per-request compressor can afford) and no CPU spent on it while a page loads.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser asks for; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest)$/;
/** Below this, the encoded headers cost about what compression saves (the server's threshold too). */
const MIN_BYTES = 1024;

/** Compresses the named files of `dir`; returns the ones it wrote a `.br` and `.gz` for. */
export async function precompressFiles(dir: string, fileNames: readonly string[]): Promise<string[]> {
  const written = await Promise.all(
    fileNames.map(async (name) => {
      if (!COMPRESSIBLE.test(name)) return null;
      const file = path.join(dir, name);
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return null;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      return name;
    }),
  );
  return written.filter((name): name is string => name !== null);
}

/** Compresses what this build wrote (scripts, styles, index.html), after it is on disk. */
export function precompress(): Plugin {
  return {
    name: 'school:precompress',
    apply: 'build',
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(options, bundle) {
        await precompressFiles(options.dir!, Object.keys(bundle));
      },
    },
  };
}
