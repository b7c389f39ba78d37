import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createApp } from '../app.ts';
import { readServerEnv } from '../env.ts';
import { startStandIn } from '../upstream/testing.ts';

const calls: string[] = [];
let standIn: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  const upstream = new Hono();
  upstream.get('/api/*', (c) => {
    calls.push(new URL(c.req.url).pathname + new URL(c.req.url).search);
    if (c.req.path === '/api/songs/missing') {
      return c.json({ success: false, message: 'song not found' }, 404);
    }
    return c.json({ success: true, data: { path: c.req.path, query: c.req.query() } });
  });
  standIn = await startStandIn(upstream);
});
afterAll(() => standIn.close());

describe('/api/music live mode', () => {
  it('forwards the music service paths to MUSIC_API_URL + path with the query, and caches them', async () => {
    const app = await createApp(readServerEnv({ MUSIC_API_URL: `${standIn.url}/api/` }), {
      serveStatic: false,
    });
    const res = await app.request('/api/music/search/songs?query=lofi&page=0&limit=8');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      data: { path: '/api/search/songs', query: { query: 'lofi', page: '0', limit: '8' } },
    });
    await app.request('/api/music/search/songs?limit=8&page=0&query=lofi');
    expect(calls.filter((c) => c.startsWith('/api/search/songs'))).toHaveLength(1);

    const missing = await app.request('/api/music/songs/missing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: 'song not found' });
  });

  it('does not forward paths the app never calls', async () => {
    const app = await createApp(readServerEnv({ MUSIC_API_URL: `${standIn.url}/api` }), {
      serveStatic: false,
    });
    const before = calls.length;
    const res = await app.request('/api/music/admin/secret');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false });
    expect(calls.length).toBe(before);
  });
});
