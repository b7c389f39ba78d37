import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '../test/server-process.ts';
import { startRedis } from '../test/redis.ts';
import type { Bus } from './bus.ts';
import { createRedisBus } from './redis-bus.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const bus = (url: string, options?: Parameters<typeof createRedisBus>[2]): Bus => {
  const created = createRedisBus(url, () => undefined, options);
  cleanups.push(() => created.close());
  return created;
};

describe('rooms over Redis', () => {
  it('listens again once Redis is back, after a subscribe gave up while it was down', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const heard: string[] = [];
    // Redis is not there yet: the subscribe gives up at the first failed reconnection.
    const early = bus(url, { retriesPerRequest: 0 });
    await expect(early.subscribe('inbox', (message) => heard.push(message))).rejects.toThrow();
    const redis = await startRedis(port);
    cleanups.push(() => redis.kill());
    const other = bus(url);
    await vi.waitFor(
      async () => {
        await other.publish('inbox', 'hello');
        expect(heard).toContain('hello');
      },
      { timeout: 10_000, interval: 200 },
    );
  }, 20_000);
});
