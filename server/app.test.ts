import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BOOT_PAINT_SCRIPT } from '../shared/boot-paint.ts';
import { createApp } from './app.ts';
import { testEnv } from './test-env.ts';

function builtSpa() {
  const dir = mkdtempSync(join(tmpdir(), 'reelbeat-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(tmpdir(), 'reelbeat-secret.txt'), 'secret');
  return dir;
}

describe('GET /config.json', () => {
  it('reflects the environment and is never cached', async () => {
    const playersFile = join(mkdtempSync(join(tmpdir(), 'reelbeat-p-')), 'players.json');
    writeFileSync(playersFile, JSON.stringify({ void: 'https://void.example' }));
    const app = await createApp(
      testEnv({
        PLAYERS_FILE: playersFile,
        REELBEAT_CREATOR_NAME: 'Ada',
        REELBEAT_CREATOR_REPO_URL: 'https://code.example/ada/reelbeat',
        REELBEAT_UPI_ID: 'reelbeat@upi',
      }),
      { serveStatic: false },
    );
    const res = await app.request('/config.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const config = await res.json();
    expect(config.catalog).toMatchObject({
      mode: 'offline',
      baseUrl: '/api/catalog',
      imageBaseUrl: '/api/catalog/images',
    });
    expect(config.trailers.embedBaseUrl).toBe('/embed/demo/trailer');
    expect(config.players.find((p: { id: string }) => p.id === 'void').origin).toBe(
      'https://void.example',
    );
    expect(config.players.find((p: { id: string }) => p.id === 'banki')).toMatchObject({
      origin: null,
      moviesOnly: true,
    });
    expect(config.creator).toEqual({
      name: 'Ada',
      videoChannelUrl: null,
      repositoryUrl: 'https://code.example/ada/reelbeat',
    });
    expect(config.support.upiId).toBe('reelbeat@upi');
  });

  it('in live mode points images at the image host and never reveals the credential', async () => {
    const app = await createApp(
      testEnv({ TMDB_API_KEY: 'secret-key-123', TMDB_IMAGE_URL: 'https://img.example/t/p' }),
      { serveStatic: false },
    );
    const res = await app.request('/config.json');
    const text = await res.text();
    expect(text).not.toContain('secret-key-123');
    const config = JSON.parse(text);
    expect(config.catalog.mode).toBe('live');
    expect(config.catalog.imageBaseUrl).toBe('https://img.example/t/p');
    expect(config.catalog.apiKey).toBeNull();
  });
});

describe('security headers', () => {
  it('sets CSP with frame-src limited to configured player origins, nosniff and a referrer policy', async () => {
    const playersFile = join(mkdtempSync(join(tmpdir(), 'reelbeat-p-')), 'players.json');
    writeFileSync(playersFile, JSON.stringify({ eren: 'https://eren.example' }));
    const app = await createApp(testEnv({ PLAYERS_FILE: playersFile }), { serveStatic: false });
    const res = await app.request('/config.json');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    // Scripts: the app's own files, and index.html's one inline script by the hash of its text.
    const bootPaintHash = createHash('sha256').update(BOOT_PAINT_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${bootPaintHash}';`);
    expect(csp).toMatch(/frame-src 'self' https:\/\/eren\.example(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('allows the image host and video site only in live mode', async () => {
    const offline = await createApp(testEnv(), { serveStatic: false });
    const offlineCsp = (await offline.request('/config.json')).headers.get(
      'content-security-policy',
    );
    expect(offlineCsp).toContain("img-src 'self' data: blob:;");
    expect(offlineCsp).toContain("frame-src 'self';");
    const live = await createApp(testEnv({ TMDB_READ_TOKEN: 'tok' }), { serveStatic: false });
    const liveCsp = (await live.request('/config.json')).headers.get('content-security-policy');
    expect(liveCsp).toContain("img-src 'self' data: blob: https://image.tmdb.org");
    expect(liveCsp).toContain('https://www.youtube-nocookie.com');
  });
});

describe('static hosting', () => {
  it('caches hashed assets for a year, revalidates index.html, serves precompressed files', async () => {
    const app = await createApp(testEnv({ STATIC_DIR: builtSpa() }));
    const index = await app.request('/');
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(index.headers.get('content-security-policy')).toBeTruthy();

    const asset = await app.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('content-type')).toContain('text/javascript');

    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');

    const head = await app.request('/favicon.svg', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('6');
  });

  it('embeds the runtime config in index.html, escaped, and compresses it', async () => {
    const app = await createApp(
      testEnv({ STATIC_DIR: builtSpa(), REELBEAT_CREATOR_NAME: '</script><b>x' }),
    );
    const html = await (await app.request('/')).text();
    const match = /<script id="reelbeat-config" type="application\/json">(.*?)<\/script>/.exec(
      html,
    );
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1]!).creator.name).toBe('</script><b>x');
    expect(html).toContain('id="root"');
    const gz = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves index.html for page paths, 404 for missing files and refuses traversal', async () => {
    const app = await createApp(testEnv({ STATIC_DIR: builtSpa() }));
    const page = await app.request('/some/page');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="root"');
    expect((await app.request('/assets/missing-123.js')).status).toBe(404);
    expect((await app.request('/missing.png')).status).toBe(404);
    const traversal = await app.request('/%2e%2e/reelbeat-secret.txt');
    expect(traversal.status).toBe(404);
    expect(await traversal.text()).not.toContain('secret');
  });

  it('answers unknown API paths with JSON 404', async () => {
    const app = await createApp(testEnv({ STATIC_DIR: builtSpa() }));
    const res = await app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false });
  });
});
