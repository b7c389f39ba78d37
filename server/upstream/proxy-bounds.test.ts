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
