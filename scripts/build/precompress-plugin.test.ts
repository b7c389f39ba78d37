import { mkdtemp, readFile, rm, writeFile, mkdir, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress-plugin.ts';

let dir: string | null = null;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

async function runPlugin(root: string, outDir: string) {
  const plugin = precompress();
  const config = { root, build: { outDir } } as ResolvedConfig;
  (plugin.configResolved as (c: ResolvedConfig) => void)(config);
  await (plugin.closeBundle as () => Promise<void>)();
}

describe('precompress', () => {
  it('writes .gz and .br beside assets in an absolute outDir outside the root', async () => {
    dir = await mkdtemp(join(tmpdir(), 'reelbeat-precompress-'));
    await mkdir(join(dir, 'assets'));
    const js = 'export const x = 1;\n'.repeat(200);
    await writeFile(join(dir, 'assets', 'app.js'), js);
    await writeFile(join(dir, 'assets', 'tiny.js'), 'export {};');

    await runPlugin('/somewhere/else', dir);

    expect((await readdir(join(dir, 'assets'))).sort()).toEqual([
      'app.js',
      'app.js.br',
      'app.js.gz',
      'tiny.js',
    ]);
    const br = await readFile(join(dir, 'assets', 'app.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(js);
    expect(gunzipSync(await readFile(join(dir, 'assets', 'app.js.gz'))).toString()).toBe(js);
  });
});
