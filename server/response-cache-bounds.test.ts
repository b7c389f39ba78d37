import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createResponseCache, type ResponseCacheOptions } from './response-cache.ts';

/** JSON that compresses like the APIs' answers do (ids, names, addresses), `bytes` long. */
function jsonOf(bytes: number, seed = 0) {
  const items: string[] = [];
  let size = 12;
  for (let i = 0; size < bytes; i += 1) {
    const item = JSON.stringify({
      id: i + seed,
      name: `Song ${i} ${(i * 7919 + seed).toString(36)}`,
    });
    items.push(item);
    size += item.length + 1;
  }
  return `{"data":[${items.join(',')}]}`;
}

function appWith(body: (id: string) => string, options: ResponseCacheOptions = {}) {
  let calls = 0;
  const app = new Hono();
  app.use('*', createResponseCache(options).middleware);
  app.get('/data/:id', (c) => {
    calls += 1;
    return c.body(body(c.req.param('id')), 200, {
      'Content-Type': 'application/json',
      'Cache-Control': 'public, max-age=600',
    });
  });
  return { app, calls: () => calls };
}

describe('the response cache’s bounds', () => {
  it('keeps its entries within a byte budget, not a count', async () => {
    const t = appWith((id) => jsonOf(20_000, Number(id)), { maxBytes: 200_000 });
    for (let i = 0; i < 40; i += 1) await t.app.request(`/data/${i}`);
    await t.app.request('/data/39');
    expect(t.calls()).toBe(40);
    // The oldest answers made room for the newest.
    await t.app.request('/data/0');
    expect(t.calls()).toBe(41);
  });

  it('does not keep a body over the entry limit, and still sends it compressed', async () => {
    const body = jsonOf(300_000);
    const t = appWith(() => body, { maxEntryBytes: 100_000 });
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.request('/data/1', { headers: { 'accept-encoding': 'br' } });
      expect(res.headers.get('content-encoding')).toBe('br');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      expect(brotliDecompressSync(bytes).toString()).toBe(body);
    }
    expect(t.calls()).toBe(2);
  });

  // Compressing 6 MB twice (once to measure, once by the cache) takes a fraction of the 30 s
  // on an idle machine; they are room for a loaded one, not a timing assertion.
  it('compresses a large body off the event loop', { timeout: 30_000 }, async () => {
    const body = jsonOf(6_000_000);
    // What compressing it on the event loop would stall it for, measured here and now.
    const started = performance.now();
    gzipSync(body, { level: 6 });
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    const blockingMs = performance.now() - started;

    const t = appWith(() => body, { maxEntryBytes: 8_000_000 });
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 2);
    try {
      const res = await t.app.request('/data/1', { headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.headers.get('content-encoding')).toBe('br');
      longestGap = Math.max(longestGap, performance.now() - last);
    } finally {
      clearInterval(ticker);
    }
    expect(longestGap).toBeLessThan(blockingMs / 2);
  });
});
