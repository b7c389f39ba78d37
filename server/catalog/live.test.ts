import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { readServerEnv } from '../env.ts';
import { startStandIn } from '../upstream/testing.ts';
import { liveCatalogRoutes } from './live.ts';

const KEY = '0123456789abcdef0123456789abcdef';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.reelbeat-test-token';

/** A local stand-in for the catalogue service that counts calls and echoes what it was sent. */
function upstream() {
  const state = { calls: 0, mode: 'ok' as 'ok' | '401' | '429-once' | '503', seen: [] as string[] };
  const app = new Hono();
  app.get('*', async (c) => {
    state.calls += 1;
    state.seen.push(`${c.req.url} ${c.req.header('authorization') ?? ''}`);
    const echo = { url: c.req.url, auth: c.req.header('authorization') ?? null };
    if (state.mode === '401') {
      return c.json(
        {
          success: false,
          status_code: 7,
          status_message: 'Invalid API key: You must be granted a valid key.',
          echo,
        },
        401,
        { 'X-Echo': c.req.url },
      );
    }
    if (state.mode === '503') return c.json({ success: false, status_code: 9 }, 503);
    if (state.mode === '429-once' && state.calls === 1) {
      return c.json({ success: false, status_code: 25 }, 429, { 'Retry-After': '0.01' });
    }
    await new Promise((r) => setTimeout(r, 20));
    return c.json(
      { page: 1, results: [{ id: state.calls }], total_pages: 1, total_results: 1, echo },
      200,
      { 'Set-Cookie': `k=${KEY}` },
    );
  });
  return { app, state };
}

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function liveApp(extraEnv: Record<string, string> = { TMDB_API_KEY: KEY }) {
  const { app: upstreamApp, state } = upstream();
  const standIn = await startStandIn(upstreamApp);
  close = standIn.close;
  const app = await createApp(readServerEnv({ TMDB_API_URL: `${standIn.url}/3`, ...extraEnv }), {
    serveStatic: false,
  });
  return { app, state, url: standIn.url };
}

async function everything(response: Response) {
  const headers: string[] = [];
  response.headers.forEach((value, name) => headers.push(`${name}: ${value}`));
  return `${headers.join('\n')}\n${await response.text()}`;
}

describe('/api/catalog in live mode', () => {
  it('adds the key upstream, caches the answer and sets Cache-Control', async () => {
    const { app, state } = await liveApp();
    const first = await app.request('/api/catalog/movie/popular?language=en&page=1');
    const second = await app.request('/api/catalog/movie/popular?page=1&language=en');
    expect(first.status).toBe(200);
    expect(second.headers.get('X-Cache')).toBe('HIT');
    expect(second.headers.get('Cache-Control')).toMatch(/public, max-age=\d+/);
    expect(state.calls).toBe(1);
    expect(state.seen[0]).toContain(`api_key=${KEY}`);
    expect(state.seen[0]).toContain('/3/movie/popular');
  });

  it('makes one upstream call for concurrent identical requests', async () => {
    const { app, state } = await liveApp();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.request('/api/catalog/tv/1396?append_to_response=credits'),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(state.calls).toBe(1);
  });

  it('passes a 401 through with the service body, and never the key', async () => {
    const { app, state } = await liveApp();
    state.mode = '401';
    const response = await app.request('/api/catalog/configuration');
    expect(response.status).toBe(401);
    const text = await everything(response);
    expect(text).toContain('"status_code":7');
    expect(text).not.toContain(KEY);
  });

  it('retries a 429 after its Retry-After and then answers', async () => {
    const { app, state } = await liveApp();
    state.mode = '429-once';
    const response = await app.request('/api/catalog/trending/movie/week');
    expect(response.status).toBe(200);
    expect(state.calls).toBe(2);
  });

  it('answers 404 for a path the app does not use, without calling upstream', async () => {
    const { app, state } = await liveApp();
    for (const path of [
      '/api/catalog/account',
      '/api/catalog/movie/603/account_states',
      '/api/catalog/images/w500/x.svg',
    ]) {
      expect((await app.request(path)).status).toBe(404);
    }
    expect((await app.request('/api/catalog/movie/603', { method: 'POST' })).status).toBe(404);
    expect(state.calls).toBe(0);
  });

  it('sends a read token as a Bearer header and never to the browser', async () => {
    const { app, state } = await liveApp({ TMDB_READ_TOKEN: TOKEN });
    const response = await app.request('/api/catalog/search/multi?query=matrix');
    expect(state.seen[0]).toContain(`Bearer ${TOKEN}`);
    expect(state.seen[0]).not.toContain('api_key');
    expect(await everything(response)).not.toContain(TOKEN);
    expect(await everything(await app.request('/config.json'))).not.toContain(TOKEN);
  });

  it('never puts the key in any response, headers included', async () => {
    const { app } = await liveApp();
    for (const path of [
      '/api/catalog/movie/popular',
      '/api/catalog/movie/popular',
      '/config.json',
      '/api/catalog/nope',
    ]) {
      expect(await everything(await app.request(path))).not.toContain(KEY);
    }
  });
});

describe('live catalogue stale-if-error', () => {
  it('serves the last good copy when the upstream fails after the TTL', async () => {
    const { app: upstreamApp, state } = upstream();
    const standIn = await startStandIn(upstreamApp);
    close = standIn.close;
    let clock = 0;
    const env = readServerEnv({ TMDB_API_KEY: KEY, TMDB_API_URL: standIn.url });
    const { app } = liveCatalogRoutes(env, '', { now: () => clock, wait: async () => {} });
    const fresh = (await (await app.request('/trending/tv/week')).json()) as {
      results: { id: number }[];
    };
    state.mode = '503';
    clock += 60 * 60 * 1000;
    const stale = await app.request('/trending/tv/week');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('X-Cache')).toBe('STALE');
    expect(((await stale.json()) as typeof fresh).results).toEqual(fresh.results);
  });
});
