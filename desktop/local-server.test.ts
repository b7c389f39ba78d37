import { describe, expect, it } from 'vitest';
import { startLocalServer } from './local-server';

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
});
