import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createResponseCache, pickEncoding } from './response-cache.ts';

function appWithCounter(cacheControl: string, body = JSON.stringify({ items: 'x'.repeat(2000) })) {
  let clock = 0;
  let calls = 0;
  const app = new Hono();
  app.use('*', createResponseCache({ now: () => clock, maxEntries: 2 }).middleware);
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

describe('createResponseCache fast path', () => {
  const outer: [string, string][] = [['X-Outer', 'yes']];

  async function serve(cacheControl = 'public, max-age=60') {
    let clock = 0;
    let calls = 0;
    const cache = createResponseCache({ now: () => clock, outerHeaders: outer });
    const app = new Hono();
    app.use('*', async (c, next) => {
      await next();
      for (const [name, value] of outer) c.header(name, value);
    });
    app.use('/api/*', cache.middleware);
    app.get('/api/data', (c) => {
      calls += 1;
      return c.body(JSON.stringify({ items: 'x'.repeat(2000) }), 200, {
        'Content-Type': 'application/json',
        'Cache-Control': cacheControl,
      });
    });
    const handle = getRequestListener(app.fetch);
    let fast = 0;
    const server = createServer((req, res) => {
      if (cache.serveNode(req, res)) fast += 1;
      else void handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      get: (path: string, headers: Record<string, string> = {}, method = 'GET') =>
        rawRequest(port, path, headers, method),
      calls: () => calls,
      fast: () => fast,
      advance: (ms: number) => (clock += ms),
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  it('answers a cached read with the same status, headers and bytes as the app', async () => {
    const t = await serve();
    try {
      for (const encoding of ['br', 'gzip', '']) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const viaApp = await t.get(`/api/data?e=${encoding}`, headers);
        const viaCache = await t.get(`/api/data?e=${encoding}`, headers);
        expect(viaCache.status).toBe(200);
        expect(withoutDate(viaCache.headers)).toEqual(withoutDate(viaApp.headers));
        expect(viaCache.body.equals(viaApp.body)).toBe(true);
      }
      expect(t.calls()).toBe(3);
      expect(t.fast()).toBe(3);
    } finally {
      await t.close();
    }
  });

  it('leaves misses, stale entries, Range and other methods to the app', async () => {
    const t = await serve();
    try {
      await t.get('/api/data');
      const head = await t.get('/api/data', {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(t.fast()).toBe(1);
      await t.get('/api/data', { range: 'bytes=0-10' });
      await t.get('/api/data', {}, 'POST');
      expect(t.fast()).toBe(1);
      t.advance(61_000);
      await t.get('/api/data');
      expect(t.fast()).toBe(1);
      expect(t.calls()).toBe(3);
    } finally {
      await t.close();
    }
  });

  it('keeps nothing that is not public', async () => {
    const t = await serve('no-store');
    try {
      await t.get('/api/data');
      await t.get('/api/data');
      expect(t.fast()).toBe(0);
      expect(t.calls()).toBe(2);
    } finally {
      await t.close();
    }
  });
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function rawRequest(
  port: number,
  path: string,
  headers: Record<string, string>,
  method: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const withoutDate = (headers: Record<string, string>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};
