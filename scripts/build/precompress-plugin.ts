import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/** Writes .gz and .br beside every compressible asset so the server never compresses per request. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'reelbeat-precompress',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: an absolute --outDir (the bench builds into a temp folder) must
      // stay absolute, or the files are compressed in a folder nobody serves.
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assetsDir = join(outDir, 'assets');
      const names = await readdir(assetsDir).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const file = join(assetsDir, name);
            const body = await readFile(file);
            if (body.length < MIN_BYTES) return;
            await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
            await writeFile(
              `${file}.br`,
              brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }),
      );
    },
  };
}
