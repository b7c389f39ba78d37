import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { serveBuild, type BuildServer } from './fixtures/build-server';

/*
 * The same-origin audio route (/api/music/stream/{id}) as the browser meets it: a range of a
 * song answers 206 with exactly that slice, and in live mode a song whose audio is on a host
 * outside the allow-list is refused without being fetched.
 */

test('a range of a song answers 206 with that slice', async ({ request }) => {
  const search = await request.get('/api/music/search/songs?query=a&limit=1');
  const id = (await search.json()).data.results[0].id as string;
  const whole = await request.get(`/api/music/stream/${id}?quality=320kbps`);
  expect(whole.status()).toBe(200);
  const bytes = await whole.body();
  const slice = await request.get(`/api/music/stream/${id}?quality=320kbps`, {
    headers: { Range: 'bytes=100-1123' },
  });
  expect(slice.status()).toBe(206);
  expect(slice.headers()['content-range']).toBe(`bytes 100-1123/${bytes.length}`);
  expect((await slice.body()).equals(bytes.subarray(100, 1124))).toBe(true);
});

test.describe('live mode', () => {
  let api: Server;
  let app: BuildServer;

  test.beforeAll(async () => {
    // The music service stand-in: every song's audio is on a host Reelbeat must not fetch.
    api = createServer((req, res) => {
      const id = /\/songs\/([^/?]+)/.exec(req.url ?? '')?.[1] ?? 'x';
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          success: true,
          data: [
            { id, downloadUrl: [{ quality: '320kbps', url: 'https://attacker.example/a.mp4' }] },
          ],
        }),
      );
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api`;
    // Beside this run's servers (E2E_PORT, +1 faults, +2 the build specs, +100 players).
    const port = Number(process.env.E2E_PORT ?? 4173) + 3;
    app = await serveBuild('nonexistent-dist', port, { MUSIC_API_URL: apiUrl });
  });

  test.afterAll(async () => {
    await app?.stop();
    api?.close();
  });

  test('a song whose audio is on a host outside the allow-list is refused', async ({ request }) => {
    const res = await request.get(`${app.baseURL}/api/music/stream/song1?quality=320kbps`);
    expect(res.status()).toBe(403);
    expect(await res.json()).toEqual({
      success: false,
      message: 'The audio host attacker.example is not allowed',
    });
  });
});
