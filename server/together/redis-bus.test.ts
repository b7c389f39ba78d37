import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../shared/test/server-process.ts';
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
  it('answers a subscribe at once while Redis is away, and listens once it is back', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const heard: string[] = [];
    // Redis is not there yet. ioredis would hold each subscribe through 20 reconnections
    // (about 22 s); a room's creation waited for them.
    const early = bus(url);
    const answered = await Promise.race([
      Promise.all([
        early.subscribe('inbox', (message) => heard.push(`inbox ${message}`)),
        early.subscribe('door', (message) => heard.push(`door ${message}`)),
      ]).then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 5000)),
    ]);
    expect(answered).toBe(true);
    // Known to be away now: a later subscribe does not wait either.
    await early.subscribe('later', (message) => heard.push(`later ${message}`));
    const redis = await startRedis(port);
    cleanups.push(() => redis.kill());
    const other = bus(url);
    await vi.waitFor(
      async () => {
        for (const channel of ['inbox', 'door', 'later']) await other.publish(channel, 'hello');
        expect(heard).toEqual(expect.arrayContaining(['inbox hello', 'door hello', 'later hello']));
      },
      { timeout: 10_000, interval: 200 },
    );
  }, 20_000);

  it('still gives up a subscribe after its reconnections, and listens once Redis is back', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const heard: string[] = [];
    const early = bus(url, { retriesPerRequest: 0 });
    await early.subscribe('inbox', (message) => heard.push(message)).catch(() => undefined);
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
