import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startLocalServer } from './local-server';

/** A GET with a Host header of our choosing, as a rebound DNS name would send it. */
function getWithHost(url: string, host: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const req = request({ hostname, port, path: '/config.json', headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('local server for the shell', () => {
  it('serves the app config on a free loopback port', async () => {
    const server = await startLocalServer({ STATIC_DIR: 'does-not-exist' });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${server.url}/config.json`);
      expect(response.ok).toBe(true);
      expect(await response.json()).toMatchObject({ productName: 'Reelbeat' });
    } finally {
      await server.close();
    }
  });

  it('answers only requests addressed to itself, so DNS rebinding cannot reach it', async () => {
    const server = await startLocalServer({ STATIC_DIR: 'does-not-exist' });
    try {
      const { host } = new URL(server.url);
      expect((await getWithHost(server.url, host)).status).toBe(200);
      for (const other of [`attacker.example:${new URL(server.url).port}`, 'attacker.example']) {
        const answer = await getWithHost(server.url, other);
        expect(answer.status, other).toBe(421);
        expect(answer.body).not.toContain('Reelbeat');
      }
    } finally {
      await server.close();
    }
  });
});
