import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text. Images, video and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|wasm|ico|map)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite holds the build manifest, read by the size check, never served.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* filesUnder(full);
    } else yield full;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the highest
 * levels: done once here, so the server only picks a file (`preCompressed`) instead of
 * compressing each answer.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'visitpass-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        jobs.push(
          (async () => {
            const content = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
