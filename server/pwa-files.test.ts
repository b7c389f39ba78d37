import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { testEnv } from './test-env.ts';

/** A build with what vite-plugin-pwa writes beside index.html. */
function builtPwa() {
  const dir = mkdtempSync(join(tmpdir(), 'reelbeat-pwa-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Reelbeat"}');
  writeFileSync(join(dir, 'icons', 'icon-192.png'), 'png');
  return dir;
}

describe('the installable app’s files', () => {
  it('revalidates the service worker and the manifest on every visit', async () => {
    const app = await createApp(testEnv({ STATIC_DIR: builtPwa() }));
    const sw = await app.request('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toContain('text/javascript');
    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect((await app.request('/icons/icon-192.png')).headers.get('content-type')).toBe(
      'image/png',
    );
  });

  it('lets the page register the worker and read the manifest', async () => {
    const app = await createApp(testEnv({ STATIC_DIR: builtPwa() }));
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('gives the worker a policy that lets it fetch the artwork the page shows', async () => {
    const offline = await createApp(testEnv({ STATIC_DIR: builtPwa() }));
    const offlineCsp = (await offline.request('/sw.js')).headers.get('content-security-policy');
    expect(offlineCsp).toContain("connect-src 'self';");
    expect(offlineCsp).not.toContain('frame-src');

    const live = await createApp(
      testEnv({
        STATIC_DIR: builtPwa(),
        TMDB_READ_TOKEN: 'tok',
        TMDB_IMAGE_URL: 'https://img.example/t/p',
      }),
    );
    const liveCsp = (await live.request('/sw.js')).headers.get('content-security-policy');
    expect(liveCsp).toContain("connect-src 'self' https://img.example;");
    // The page keeps its own policy: connect-src stays same-origin there.
    const pageCsp = (await live.request('/')).headers.get('content-security-policy');
    expect(pageCsp).toContain("connect-src 'self';");
  });
});
