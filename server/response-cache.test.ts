import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { pickEncoding, responseCache } from './response-cache.ts';

function appWithCounter(cacheControl: string, body = JSON.stringify({ items: 'x'.repeat(2000) })) {
  let clock = 0;
  let calls = 0;
  const app = new Hono();
  app.use('*', responseCache({ now: () => clock, maxEntries: 2 }));
  app.get('/data/:id', (c) => {
    calls += 1;
    return c.body(body, 200, { 'Content-Type': 'application/json', 'Cache-Control': cacheControl });
  });
  app.get('/audio', (c) =>
    c.body('RIFF', 200, { 'Content-Type': 'audio/wav', 'Cache-Control': 'public, max-age=60' }),
  );
  return { app, calls: () => calls, advance: (ms: number) => (clock += ms) };
}

describe('responseCache', () => {
  it('answers a repeated public GET from memory until max-age passes', async () => {
    const t = appWithCounter('public, max-age=60');
    expect((await t.app.request('/data/1')).status).toBe(200);
    expect(await (await t.app.request('/data/1')).json()).toMatchObject({
      items: expect.any(String),
    });
    expect(t.calls()).toBe(1);
    t.advance(61_000);
    await t.app.request('/data/1');
    expect(t.calls()).toBe(2);
  });

  it('sends brotli or gzip as asked, with the right length, and plain bytes otherwise', async () => {
    const t = appWithCounter('public, max-age=60');
    const br = await t.app.request('/data/1', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = new Uint8Array(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toHaveProperty('items');

    const gz = await t.app.request('/data/1', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(
      JSON.parse(gunzipSync(new Uint8Array(await gz.arrayBuffer())).toString()),
    ).toHaveProperty('items');

    const plain = await t.app.request('/data/1');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(t.calls()).toBe(1);
  });

  it('never keeps no-store, private or non-text responses, nor Range requests', async () => {
    const noStore = appWithCounter('no-store');
    await noStore.app.request('/data/1');
    await noStore.app.request('/data/1');
    expect(noStore.calls()).toBe(2);
    const priv = appWithCounter('private, max-age=60');
    await priv.app.request('/data/1');
    await priv.app.request('/data/1');
    expect(priv.calls()).toBe(2);
    const t = appWithCounter('public, max-age=60');
    const audio = await t.app.request('/audio', { headers: { 'accept-encoding': 'br' } });
    expect(audio.headers.get('content-encoding')).toBeNull();
    await t.app.request('/data/1', { headers: { range: 'bytes=0-10' } });
    await t.app.request('/data/1', { headers: { range: 'bytes=0-10' } });
    expect(t.calls()).toBe(2);
  });

  it('drops the least recently used entry past maxEntries', async () => {
    const t = appWithCounter('public, max-age=60');
    await t.app.request('/data/1');
    await t.app.request('/data/2');
    await t.app.request('/data/1');
    await t.app.request('/data/3');
    expect(t.calls()).toBe(3);
    await t.app.request('/data/1');
    expect(t.calls()).toBe(3);
    await t.app.request('/data/2');
    expect(t.calls()).toBe(4);
  });

  it('picks the encoding from Accept-Encoding', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('brotli-ish')).toBe('identity');
  });
});
