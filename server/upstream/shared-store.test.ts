import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUpstreamProxy, type UpstreamProxy } from './index.ts';
import { startRedis, type TestRedis } from '../test/redis.ts';
import { createSharedStore, type SharedStore } from './shared-store.ts';
import { startStandIn } from './testing.ts';

let redis: TestRedis;
let stores: SharedStore[] = [];
let closeStandIn: () => Promise<void> = async () => {};
const logs: string[] = [];

beforeEach(async () => {
  redis = await startRedis();
  logs.length = 0;
});
afterEach(async () => {
  await Promise.all(stores.map((s) => s.close()));
  stores = [];
  await closeStandIn();
  closeStandIn = async () => {};
  await redis.kill();
});

/** `count` proxies, each with its own Redis connection: what `count` processes would have. */
async function processes(count: number, delayMs = 0, ratePerS = 1000) {
  const state = { calls: 0 };
  const standIn = await startStandIn(
    new Hono().get('/*', async (c) => {
      state.calls += 1;
      await new Promise((r) => setTimeout(r, delayMs));
      return c.json({ path: c.req.path });
    }),
  );
  closeStandIn = standIn.close;
  const proxies: UpstreamProxy[] = [];
  for (let i = 0; i < count; i += 1) {
    // These tests are about sharing, not about timeouts: a generous command timeout keeps a
    // busy CI host (every test file at once on two cores) from counting Redis as down mid-test,
    // which made each process call upstream itself.
    const shared = createSharedStore(redis.url, (line) => logs.push(line), {
      commandTimeoutMs: 5000,
    });
    stores.push(shared);
    proxies.push(
      createUpstreamProxy({
        baseUrl: standIn.url,
        route: () => ({ ttlSeconds: 60 }),
        shared,
        ratePerS,
      }),
    );
  }
  await waitUntil(() => stores.every((s) => s.up));
  return { proxies, state };
}

async function waitUntil(check: () => boolean, timeoutMs = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const q = () => new URLSearchParams();

describe('Redis-shared upstream cache', () => {
  it('answers a read cached by another process from Redis, without an upstream call', async () => {
    const { proxies, state } = await processes(2);
    expect((await proxies[0]!.respond('/movie/1', q())).headers.get('X-Cache')).toBe('MISS');
    const second = await proxies[1]!.respond('/movie/1', q());
    expect(second.headers.get('X-Cache')).toBe('HIT');
    expect(await second.json()).toEqual({ path: '/movie/1' });
    expect(state.calls).toBe(1);
  });

  it('makes exactly one upstream call for 200 simultaneous misses on three processes', async () => {
    const { proxies, state } = await processes(3, 150);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => proxies[i % 3]!.respond('/movie/2', q())),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(200));
    expect(state.calls).toBe(1);
  });

  it('shares one rate limit between processes', async () => {
    const { proxies, state } = await processes(2, 0, 3);
    // Six at once, three to each process: taken one after another, the bucket refilled a token
    // whenever the six took over a third of a second (a busy CI host), and four went through.
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => proxies[i % 2]!.respond(`/movie/${10 + i}`, q())),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 503)).toHaveLength(3);
    expect(state.calls).toBe(3);
  });

  it('keeps answering from the in-process cache when Redis dies, with one logged line', async () => {
    const { proxies, state } = await processes(2);
    await proxies[0]!.respond('/movie/3', q());
    await redis.kill();
    const after = await Promise.all([
      proxies[0]!.respond('/movie/3', q()),
      proxies[1]!.respond('/movie/4', q()),
      proxies[1]!.respond('/movie/4', q()),
    ]);
    expect(after.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(after[0]!.headers.get('X-Cache')).toBe('HIT');
    for (let i = 0; i < 20; i += 1) await proxies[1]!.respond(`/movie/${100 + i}`, q());
    expect(state.calls).toBe(22);
    // One line per process (each has its own connection), never one per request.
    expect(logs.filter((l) => l.includes('unavailable'))).toHaveLength(2);
  });
});

describe('a slow moment is not an outage', () => {
  async function oneStore() {
    const store = createSharedStore(redis.url, (line) => logs.push(line));
    stores.push(store);
    await waitUntil(() => store.up);
    return store;
  }

  it('a Redis that answers late is left for a moment, then shared again by itself', async () => {
    const store = await oneStore();
    const admin = createSharedStore(redis.url, () => undefined);
    stores.push(admin);
    await waitUntil(() => admin.up);
    // Every client's commands wait 900 ms: a stalled server with its connections open.
    const pause = new (await import('ioredis')).Redis(redis.url);
    await pause.call('CLIENT', 'PAUSE', '900');
    pause.disconnect();

    expect(await store.get('late')).toEqual({ entry: null, failure: null });
    expect(store.up).toBe(false);
    await waitUntil(() => store.up, 5000);
    expect(logs).toEqual([
      expect.stringContaining('is unavailable (command timed out)'),
      expect.stringContaining('is back'),
    ]);
    const entry = { body: '{}', storedAt: 1, ttlSeconds: 60 };
    await store.set('late', entry, 60_000);
    expect((await store.get('late')).entry).toEqual(entry);
  });
});
