import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { createUpstreamProxy, type UpstreamProxyOptions } from './index.ts';
import { parseRetryAfter } from './retry.ts';
import { startStandIn } from './testing.ts';

const SECRET = 'k3y-secret-1234';
let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function setup(upstream: Hono, extra: Partial<UpstreamProxyOptions> = {}) {
  const standIn = await startStandIn(upstream);
  close = standIn.close;
  const waits: number[] = [];
  const proxy = createUpstreamProxy({
    baseUrl: standIn.url,
    route: (path) => (path.startsWith('/ok') || path.startsWith('/e') ? { ttlSeconds: 60 } : null),
    authorize: (url) => url.searchParams.set('api_key', SECRET),
    secrets: [SECRET],
    wait: async (ms) => {
      waits.push(ms);
    },
    ...extra,
  });
  return { proxy, waits };
}

const q = (s = '') => new URLSearchParams(s);

describe('createUpstreamProxy', () => {
  it('answers a repeated read from the cache, whatever the parameter order', async () => {
    let calls = 0;
    const { proxy } = await setup(
      new Hono().get('/ok', (c) => {
        calls += 1;
        return c.json({ n: calls, key: c.req.query('api_key') === SECRET });
      }),
    );
    const first = await proxy.respond('/ok', q('a=1&b=2'));
    const second = await proxy.respond('/ok', q('b=2&a=1'));
    expect(await first.json()).toEqual({ n: 1, key: true });
    expect(await second.json()).toEqual({ n: 1, key: true });
    expect(second.headers.get('X-Cache')).toBe('HIT');
    expect(second.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/);
    expect(calls).toBe(1);
  });

  it('makes one upstream call for concurrent identical requests', async () => {
    let calls = 0;
    const { proxy } = await setup(
      new Hono().get('/ok', async (c) => {
        calls += 1;
        await new Promise((r) => setTimeout(r, 30));
        return c.json({ ok: true });
      }),
    );
    const responses = await Promise.all(Array.from({ length: 8 }, () => proxy.respond('/ok', q())));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(calls).toBe(1);
    expect(proxy.stats().coalesced).toBe(7);
  });

  it('lets a browser or CDN keep a cached copy for the rest of its TTL, no less', async () => {
    let clock = 1_000_000;
    const { proxy } = await setup(
      new Hono().get('/ok', (c) => c.json({ fresh: 1 })),
      { now: () => clock },
    );
    await proxy.respond('/ok', q());
    clock += 20_000;
    const hit = await proxy.respond('/ok', q());
    expect(hit.headers.get('X-Cache')).toBe('HIT');
    // A shared cache's copy is fresh while its age, counted from Age, is under s-maxage (RFC
    // 9111 §4.2): 40 of the 60 s are left.
    const sMaxAge = Number(/s-maxage=(\d+)/.exec(hit.headers.get('Cache-Control') ?? '')?.[1]);
    expect(sMaxAge - Number(hit.headers.get('Age') ?? 0)).toBe(40);
  });

  it('serves a stale copy when the upstream fails after the TTL', async () => {
    let fail = false;
    let clock = 1_000_000;
    const { proxy } = await setup(
      new Hono().get('/ok', (c) => (fail ? c.json({ down: true }, 503) : c.json({ fresh: 1 }))),
      { now: () => clock },
    );
    await proxy.respond('/ok', q());
    fail = true;
    clock += 61_000;
    const stale = await proxy.respond('/ok', q());
    expect(stale.status).toBe(200);
    expect(stale.headers.get('X-Cache')).toBe('STALE');
    expect(await stale.json()).toEqual({ fresh: 1 });
  });

  it('passes an upstream 401 through with its body and status, never retried', async () => {
    let calls = 0;
    const { proxy } = await setup(
      new Hono().get('/e', (c) => {
        calls += 1;
        return c.json({ success: false, status_code: 7, status_message: 'Invalid API key' }, 401);
      }),
    );
    const response = await proxy.respond('/e', q());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status_code: 7 });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(calls).toBe(1);
  });

  it('retries a 429 after the Retry-After it was given', async () => {
    let calls = 0;
    const { proxy, waits } = await setup(
      new Hono().get('/ok', (c) => {
        calls += 1;
        if (calls === 1) return c.json({ status_code: 25 }, 429, { 'Retry-After': '2' });
        return c.json({ ok: true });
      }),
    );
    const response = await proxy.respond('/ok', q());
    expect(response.status).toBe(200);
    expect(waits).toEqual([2000]);
    expect(calls).toBe(2);
  });

  it('gives up on 5xx after the configured retries and returns the upstream error', async () => {
    let calls = 0;
    const { proxy, waits } = await setup(
      new Hono().get('/e', (c) => {
        calls += 1;
        return c.json({ status_code: 11 }, 500);
      }),
      { retries: 2 },
    );
    const response = await proxy.respond('/e', q());
    expect(response.status).toBe(500);
    expect(calls).toBe(3);
    expect(waits).toHaveLength(2);
  });

  it('answers 404 for a path outside the allow-list without calling the upstream', async () => {
    let calls = 0;
    const { proxy } = await setup(
      new Hono().all('*', (c) => {
        calls += 1;
        return c.json({});
      }),
    );
    const response = await proxy.respond('/account', q());
    expect(response.status).toBe(404);
    expect(calls).toBe(0);
  });

  it('never lets the credential reach the browser, even when the upstream echoes it', async () => {
    const { proxy } = await setup(
      new Hono().get('/e', (c) => c.json({ echoed: c.req.url }, 401, { 'X-Echo': c.req.url })),
    );
    const response = await proxy.respond('/e', q('api_key=client-sent'));
    const text = await response.text();
    expect(text).not.toContain(SECRET);
    const headerText: string[] = [];
    response.headers.forEach((value, name) => headerText.push(`${name}: ${value}`));
    expect(headerText.join('\n')).not.toContain(SECRET);
  });

  it('answers 502 with an error body when the upstream cannot be reached', async () => {
    const proxy = createUpstreamProxy({
      baseUrl: 'http://127.0.0.1:1',
      route: () => ({ ttlSeconds: 60 }),
      retries: 0,
    });
    const response = await proxy.respond('/x', q());
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ success: false });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});
