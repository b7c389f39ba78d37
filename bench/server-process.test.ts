import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServer } from './server-process.ts';

describe('startServer', () => {
  it('refuses a port something already listens on, rather than measure what answers there', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      await expect(startServer('dist', port)).rejects.toThrow(`port ${port} is taken`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
