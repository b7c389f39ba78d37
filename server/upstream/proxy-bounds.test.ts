import { describe, expect, it } from 'vitest';
import { createUpstreamProxy, type UpstreamProxyOptions } from './index.ts';

const q = () => new URLSearchParams();

/** A proxy over an injected upstream that answers `bodyOf(path)`, counting its calls. */
function setup(bodyOf: (path: string) => string, extra: Partial<UpstreamProxyOptions> = {}) {
  const calls: string[] = [];
  const proxy = createUpstreamProxy({
    baseUrl: 'https://upstream.example',
    route: () => ({ ttlSeconds: 600 }),
    retries: 0,
    now: () => 1_000_000,
    wait: async () => {},
    fetch: async (input) => {
      const path = new URL(String(input)).pathname;
      calls.push(path);
      return new Response(bodyOf(path), { headers: { 'Content-Type': 'application/json' } });
    },
    ...extra,
  });
  return { proxy, calls };
}

const jsonOf = (bytes: number, path: string) =>
  JSON.stringify({ path, pad: 'x'.repeat(Math.max(0, bytes - path.length - 20)) });

describe('the upstream cache’s bounds', () => {
  it('keeps its copies within a byte budget, not a count', async () => {
    const { proxy, calls } = setup((path) => jsonOf(100_000, path), {
      maxCacheBytes: 500_000,
    });
    for (let i = 0; i < 20; i += 1) await proxy.respond(`/p${i}`, q());
    expect(proxy.stats().bytes).toBeLessThanOrEqual(500_000);
    expect(proxy.stats().entries).toBeLessThan(20);
    await proxy.respond('/p19', q());
    expect(calls).toHaveLength(20);
    // The oldest copies made room for the newest.
    await proxy.respond('/p0', q());
    expect(calls).toHaveLength(21);
  });

  it('passes a large answer on without keeping it', async () => {
    const { proxy, calls } = setup((path) => jsonOf(2_000_000, path));
    for (let i = 0; i < 2; i += 1) {
      const response = await proxy.respond('/big', q());
      expect(response.status).toBe(200);
      expect(((await response.json()) as { path: string }).path).toBe('/big');
    }
    expect(calls).toHaveLength(2);
    expect(proxy.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});

describe('the rate limit', () => {
  it('counts every attempt against it, retries included', async () => {
    const calls: string[] = [];
    const proxy = createUpstreamProxy({
      baseUrl: 'https://upstream.example',
      route: () => ({ ttlSeconds: 600 }),
      ratePerS: 20,
      retries: 2,
      breakerThreshold: 1000,
      // The clock stands still: no token comes back during the test.
      now: () => 1_000_000,
      wait: async () => {},
      fetch: async (input) => {
        calls.push(String(input));
        return new Response('{}', { status: 500 });
      },
    });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => proxy.respond(`/p${i}`, q())),
    );
    expect(calls).toHaveLength(20);
    expect(answers.map((a) => a.status).sort()).toEqual([
      ...Array<number>(20).fill(500),
      ...Array<number>(10).fill(503),
    ]);
  });

  it('waits for a token before a retry when one is due soon', async () => {
    let clock = 1_000_000;
    let calls = 0;
    const proxy = createUpstreamProxy({
      baseUrl: 'https://upstream.example',
      route: () => ({ ttlSeconds: 600 }),
      ratePerS: 1,
      retries: 2,
      now: () => clock,
      wait: async (ms) => {
        clock += ms;
      },
      fetch: async () => {
        calls += 1;
        return calls < 3
          ? new Response('{}', { status: 503 })
          : new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
      },
    });
    const started = clock;
    const answer = await proxy.respond('/p', q());
    expect(answer.status).toBe(200);
    expect(calls).toBe(3);
    // One token a second: the two retries waited for theirs.
    expect(clock - started).toBeGreaterThanOrEqual(2000);
  });
});
