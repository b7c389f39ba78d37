import { Hono, type Context } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { createUpstreamProxy, type UpstreamProxyOptions } from './index.ts';
import { isJsonObject } from './read-body.ts';
import { startStandIn } from './testing.ts';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/** A proxy over a stand-in whose answer the test switches; counts the upstream calls. */
async function setup(extra: Partial<UpstreamProxyOptions> = {}) {
  const state = { calls: 0, answer: (c: Context) => c.json({ ok: 1 }) as Response };
  const standIn = await startStandIn(
    new Hono().get('/ok', (c) => {
      state.calls += 1;
      return state.answer(c);
    }),
  );
  close = standIn.close;
  let clock = 1_000_000;
  const proxy = createUpstreamProxy({
    baseUrl: standIn.url,
    route: () => ({ ttlSeconds: 60 }),
    serviceName: 'The catalogue service',
    validate: isJsonObject,
    retries: 0,
    now: () => clock,
    wait: async () => {},
    ...extra,
  });
  return { proxy, state, tick: (ms: number) => (clock += ms) };
}

const q = () => new URLSearchParams();
const html = (c: Context) => c.html('<html><body>Portal login</body></html>');

describe('upstream 200s that are not usable JSON', () => {
  it('turns an HTML 200 into a TMDB-shaped 502 and never caches it', async () => {
    const { proxy, state } = await setup();
    state.answer = html;
    const first = await proxy.respond('/ok', q());
    expect(first.status).toBe(502);
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    expect(await first.json()).toEqual({
      success: false,
      status_code: 502,
      status_message: 'The catalogue service sent an answer that is not valid JSON',
    });
    await proxy.respond('/ok', q());
    expect(state.calls).toBe(2);
    expect(proxy.stats().entries).toBe(0);
  });

  it('turns truncated JSON into a 502', async () => {
    const { proxy, state } = await setup();
    state.answer = (c) =>
      c.body('{"results":[{"id":1', 200, { 'Content-Type': 'application/json' });
    const response = await proxy.respond('/ok', q());
    expect(response.status).toBe(502);
    expect((await response.json()).status_message).toMatch(/not valid JSON/);
  });

  it('rejects JSON of the wrong shape when a validator is given', async () => {
    const { proxy, state } = await setup();
    state.answer = (c) => c.json([1, 2, 3]);
    const response = await proxy.respond('/ok', q());
    expect(response.status).toBe(502);
    expect((await response.json()).status_message).toMatch(/unexpected shape/);
  });

  it('stops reading a body past the size cap and answers 502', async () => {
    const { proxy, state } = await setup();
    const big = JSON.stringify({ blob: 'x'.repeat(6 * 1024 * 1024) });
    state.answer = (c) => c.body(big, 200, { 'Content-Type': 'application/json' });
    const response = await proxy.respond('/ok', q());
    expect(response.status).toBe(502);
    expect((await response.json()).status_message).toBe(
      'The catalogue service sent an answer larger than 5 MB',
    );
    expect(proxy.stats().entries).toBe(0);
  });

  it('serves the stale copy instead of a bad 200 once the TTL is over', async () => {
    const { proxy, state, tick } = await setup();
    await proxy.respond('/ok', q());
    tick(61_000);
    state.answer = html;
    const response = await proxy.respond('/ok', q());
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Cache')).toBe('STALE');
    expect(await response.json()).toEqual({ ok: 1 });
  });

  it('explains a 5xx with an HTML body in JSON', async () => {
    const { proxy, state } = await setup();
    state.answer = (c) => c.html('<h1>Bad gateway</h1>', 500);
    const response = await proxy.respond('/ok', q());
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({
      success: false,
      status_message: 'The catalogue service failed (HTTP 500)',
    });
  });
});

describe('redirects and content types', () => {
  it('refuses a redirect instead of following it, and keeps nothing', async () => {
    let reached = 0;
    const target = await startStandIn(
      new Hono().get('/internal', (c) => {
        reached += 1;
        return c.json({ secret: 'loopback only' });
      }),
    );
    try {
      const { proxy, state } = await setup();
      state.answer = (c) => c.redirect(`${target.url}/internal`, 302);
      const response = await proxy.respond('/ok', q());
      expect(response.status).toBe(502);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect((await response.json()).status_message).toBe(
        'The catalogue service answered with a redirect, which Reelbeat does not follow',
      );
      expect(reached).toBe(0);
      expect(proxy.stats().entries).toBe(0);
    } finally {
      await target.close();
    }
  });

  it('answers JSON as JSON, whatever type the upstream named', async () => {
    const { proxy, state } = await setup();
    state.answer = (c) =>
      c.body('{"results":["<script>alert(1)</script>"]}', 200, { 'Content-Type': 'text/html' });
    for (const cache of ['MISS', 'HIT']) {
      const response = await proxy.respond('/ok', q());
      expect(response.headers.get('X-Cache')).toBe(cache);
      expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    }
    state.answer = (c) => c.body('{"status_code":34}', 404, { 'Content-Type': 'text/html' });
    const final = await proxy.respond('/ok', new URLSearchParams('page=2'));
    expect(final.status).toBe(404);
    expect(final.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
  });
});

describe('circuit breaker and limiter', () => {
  it('fails fast after repeated failures and recovers after the cool-down', async () => {
    const { proxy, state, tick } = await setup({ breakerThreshold: 3, breakerCooldownMs: 5000 });
    state.answer = (c) => c.json({}, 503);
    for (let i = 0; i < 3; i += 1) await proxy.respond('/ok', q());
    expect(state.calls).toBe(3);
    const fast = await proxy.respond('/ok', q());
    expect(fast.status).toBe(503);
    expect(fast.headers.get('Retry-After')).toBe('5');
    expect((await fast.json()).status_message).toMatch(/is failing; Reelbeat will try it again/);
    expect(state.calls).toBe(3);
    expect(proxy.stats().breaker).toBe('open');
    state.answer = (c) => c.json({ back: true });
    tick(5001);
    const recovered = await proxy.respond('/ok', q());
    expect(recovered.status).toBe(200);
    expect(proxy.stats().breaker).toBe('closed');
  });

  it('honours an upstream Retry-After: no call goes out until it has passed', async () => {
    const { proxy, state, tick } = await setup();
    state.answer = (c) => c.json({ status_code: 25 }, 429, { 'Retry-After': '30' });
    const first = await proxy.respond('/ok', q());
    expect(first.status).toBe(429);
    expect(first.headers.get('Retry-After')).toBe('30');
    const second = await proxy.respond('/ok', q());
    expect(second.status).toBe(503);
    expect(Number(second.headers.get('Retry-After'))).toBeGreaterThan(25);
    expect(state.calls).toBe(1);
    tick(30_001);
    state.answer = (c) => c.json({ ok: 2 });
    expect((await proxy.respond('/ok', q())).status).toBe(200);
  });

  it('keeps upstream calls under the rate and answers 503 with Retry-After over it', async () => {
    const { proxy, state } = await setup({ ratePerS: 2, route: () => ({ ttlSeconds: 0 }) });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await proxy.respond('/ok', q())).status);
    expect(statuses).toEqual([200, 200, 503, 503]);
    expect(state.calls).toBe(2);
    const over = await proxy.respond('/ok', q());
    expect(over.headers.get('Retry-After')).toBe('1');
    expect((await over.json()).status_message).toMatch(/Too many requests to the catalogue/);
  });
});
