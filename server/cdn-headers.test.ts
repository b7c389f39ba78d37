import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { createResponseCache } from './response-cache.ts';
import { testEnv } from './test-env.ts';

/** The app as main.ts serves it (fast path first), over a tiny build, for a CDN's view. */
let origin = '';
let close = () => {};
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reelbeat-cdn-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Reelbeat</title>');
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  const responseCache = createResponseCache();
  const app = await createApp(testEnv({ STATIC_DIR: dir }), { responseCache });
  const handle = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (!responseCache.serveNode(req, res)) void handle(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await rm(dir, { recursive: true, force: true });
});

const CDN = /public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+/;

describe.each([
  ['catalogue', '/api/catalog/movie/popular?language=en&page=1'],
  ['music', '/api/music/search/songs?query=a'],
])('%s JSON for a CDN', (_name, path) => {
  it('carries an ETag and CDN Cache-Control, and answers 304 to If-None-Match', async () => {
    const first = await fetch(origin + path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toMatch(CDN);
    // Twice: once through the app, once from the fast path in front of it.
    for (let i = 0; i < 2; i += 1) {
      const again = await fetch(origin + path, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    }
    const changed = await fetch(origin + path, { headers: { 'If-None-Match': 'W/"other"' } });
    expect(changed.status).toBe(200);
  });
});

describe('static files for a CDN', () => {
  it('keeps hashed assets immutable and makes index.html and /config.json revalidate', async () => {
    const asset = await fetch(`${origin}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${origin}/`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${origin}/config.json`)).headers.get('cache-control')).toBe('no-cache');
  });
});
