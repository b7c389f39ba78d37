import { describe, expect, it } from 'vitest';
import { createUpstreamProxy, type UpstreamProxy } from '../upstream/index.ts';
import { liveMatcher } from './live-matcher.ts';
import { matchRoutes } from './routes.ts';

/** The real proxy over an upstream that knows every title, on a clock the waits move. */
function limitedProxy(ratePerS: number) {
  const clock = { now: 1_000_000 };
  const calls: string[] = [];
  const wait = async (ms: number) => {
    clock.now += ms;
  };
  const proxy = createUpstreamProxy({
    baseUrl: 'https://catalogue.example/3',
    route: () => ({ ttlSeconds: 600 }),
    ratePerS,
    now: () => clock.now,
    wait,
    fetch: async (input) => {
      const url = new URL(String(input));
      calls.push(url.searchParams.get('query') ?? '');
      const title = url.searchParams.get('query');
      return new Response(JSON.stringify({ results: [{ id: calls.length, title }] }), {
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return { proxy, calls, clock, wait };
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Film ${i}` }));

const sleepless = async (_ms: number) => {};

async function post(
  proxy: UpstreamProxy,
  body: unknown,
  clock: { now: number },
  wait: (ms: number) => Promise<void> = sleepless,
) {
  const app = matchRoutes(liveMatcher(proxy, { now: () => clock.now, wait }));
  return app.request('/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('live matching within the rate limit', () => {
  it('waits for capacity instead of reporting rows the limiter held back', async () => {
    const { proxy, calls, clock, wait } = limitedProxy(5);
    const response = await post(proxy, { rows: rows(40) }, clock, wait);
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as {
      results: { item: { title: string } | null; reason: string | null }[];
    };
    expect(results.map((r) => r.reason).filter(Boolean)).toEqual([]);
    expect(results.map((r) => r.item?.title)).toEqual(rows(40).map((r) => r.title));
    expect(calls).toHaveLength(40);
  });

  it('answers 503 with Retry-After, reporting no row, when capacity does not come in time', async () => {
    const busy = {
      respond: async () =>
        new Response(JSON.stringify({ success: false, status_message: 'Too many requests' }), {
          status: 503,
          headers: { 'Retry-After': '30' },
        }),
    } as unknown as UpstreamProxy;
    const response = await post(busy, { rows: rows(3) }, { now: 0 });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(await response.json()).toEqual({
      error: 'The catalogue service is busy; try again in 30 s',
    });
  });

  it('waits at least a second when asked to come back at once', async () => {
    let calls = 0;
    const eager = {
      respond: async () =>
        (calls += 1) === 1
          ? new Response('{}', { status: 503, headers: { 'Retry-After': '0' } })
          : new Response(JSON.stringify({ results: [{ id: 1, title: 'Film 0' }] })),
    } as unknown as UpstreamProxy;
    const waits: number[] = [];
    const response = await post(eager, { rows: rows(1) }, { now: 0 }, async (ms) => {
      waits.push(ms);
    });
    expect(response.status).toBe(200);
    expect(waits).toEqual([1000]);
  });

  it('still reports a row the catalogue service failed to answer', async () => {
    const failing = {
      respond: async () => new Response('{}', { status: 502 }),
    } as unknown as UpstreamProxy;
    const response = await post(failing, { rows: rows(2) }, { now: 0 });
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: { reason: string }[] };
    expect(results.map((r) => r.reason)).toEqual([
      'The catalogue service did not answer',
      'The catalogue service did not answer',
    ]);
  });
});
