import { describe, expect, it } from 'vitest';
import { occupiedPort, spawnServer, waitUntil } from '../shared/test/server-process.ts';

describe('server process', () => {
  it('exits non-zero with one clear line when the port is taken', async () => {
    const { server, port } = await occupiedPort();
    try {
      const proc = spawnServer({ PORT: String(port), HOST: '127.0.0.1' });
      expect(await proc.exited).toBe(1);
      expect(proc.output()).toContain(`reelbeat: port ${port} on 127.0.0.1 is already in use`);
    } finally {
      server.close();
    }
  }, 30_000);

  it('starts, answers, and shuts down gracefully on SIGTERM', async () => {
    const { server, port } = await occupiedPort();
    server.close();
    const proc = spawnServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: 'nonexistent-dist',
    });
    // tsx compiles the server as it starts: over 20 s on two busy cores (load average ~20).
    await waitUntil(() => proc.output().includes('Reelbeat is serving'), 45_000);
    const res = await fetch(`http://127.0.0.1:${port}/config.json`);
    expect(res.status).toBe(200);
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(proc.output()).toContain('SIGTERM received');
  }, 60_000);
});
