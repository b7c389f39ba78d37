import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measureBundle } from './bundle.ts';

let dist = '';
afterEach(() => rm(dist, { recursive: true, force: true }));

async function build(files: Record<string, string>): Promise<string> {
  dist = await mkdtemp(join(tmpdir(), 'reelbeat-bundle-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<script type="module" src="/assets/index-a1.js"></script>' +
      '<link rel="modulepreload" href="/assets/app-b2.js">' +
      '<script>document.body.className = "x";</script>',
  );
  for (const [name, body] of Object.entries(files))
    await writeFile(join(dist, 'assets', name), body);
  return dist;
}

describe('measureBundle', () => {
  it('finds every language file, names its language and group, and keeps it out of the routes', async () => {
    const result = await measureBundle(
      await build({
        'index-a1.js': 'import "./app-b2.js";',
        'app-b2.js': 'export const app = 1;',
        'home-route-c3.js': 'export default 1;',
        'messages-shell-de-d4.js': 'export const messages = {};',
        'messages-video-de-e5.js': 'export const messages = {};',
        'messages-music-ja-f-6.js': 'export const messages = {};',
        'messages-info-en-Ab_7.js': 'export const messages = {};',
      }),
    );
    expect(result.localeChunks.map((c) => [c.file, c.locale]).sort()).toEqual([
      ['assets/messages-info-en-Ab_7.js', 'en info'],
      ['assets/messages-music-ja-f-6.js', 'ja music'],
      ['assets/messages-shell-de-d4.js', 'de shell'],
      ['assets/messages-video-de-e5.js', 'de video'],
    ]);
    expect(result.routeChunks.map((c) => c.file)).toEqual(['assets/home-route-c3.js']);
    expect(result.firstPaint.files).toEqual([
      'assets/index-a1.js',
      'assets/app-b2.js',
      'index.html#script-1',
    ]);
    // The inline script counts towards the first paint's JS like a file.
    expect(result.firstPaint.jsRaw).toBe(
      'import "./app-b2.js";'.length +
        'export const app = 1;'.length +
        'document.body.className = "x";'.length,
    );
  });
});
