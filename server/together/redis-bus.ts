import { createRequire } from 'node:module';
import type { Redis as RedisClient } from 'ioredis';
import type { Bus } from './bus.ts';

// Node's own require, as server/upstream/shared-store.ts explains (Vite's config loader).
const { Redis } = createRequire(import.meta.url)('ioredis') as { Redis: typeof RedisClient };

/**
 * Rooms across instances over Redis pub/sub: PUBLISH and SUBSCRIBE only, so no key about a
 * room is ever stored (and none reaches Redis's snapshots on disk). A subscriber connection
 * cannot publish, hence two connections.
 */
export function createRedisBus(
  url: string,
  log: (line: string) => void = console.error,
  { retriesPerRequest = 20 }: { retriesPerRequest?: number } = {},
): Bus {
  const options = {
    connectTimeout: 1000,
    retryStrategy: (times: number) => Math.min(100 * times, 2000),
  };
  const pub = new Redis(url, { ...options, maxRetriesPerRequest: 1 });
  // A subscribe waits through this many reconnections (ioredis's 20: about 22 s) before it fails.
  const sub = new Redis(url, { ...options, maxRetriesPerRequest: retriesPerRequest });
  const handlers = new Map<string, (message: string) => void>();
  let reported = false;
  /** Redis is away (an error since the subscriber was last ready). */
  let away = false;
  /** Subscribes waiting for Redis: they stop waiting once it is known to be away. */
  const waiting = new Set<() => void>();
  const down = (error: Error) => {
    away = true;
    for (const stop of waiting) stop();
    waiting.clear();
    if (reported) return;
    reported = true;
    log(
      `reelbeat: Redis for shared rooms is unavailable (${error.message}); rooms stay on this instance`,
    );
  };
  pub.on('error', down);
  sub.on('error', down);
  pub.on('ready', () => {
    reported = false;
  });
  // ioredis subscribes again to what it had subscribed, not to a subscribe that gave up while
  // Redis was away (the hub's inbox at start-up, a room's door).
  sub.on('ready', () => {
    away = false;
    if (handlers.size > 0) sub.subscribe(...handlers.keys()).catch(down);
  });
  sub.on('message', (channel: string, message: string) => handlers.get(channel)?.(message));

  return {
    async publish(channel, message) {
      try {
        return await pub.publish(channel, message);
      } catch {
        return null;
      }
    },
    async subscribe(channel, handler) {
      handlers.set(channel, handler);
      // Redis away: its return subscribes every channel again ('ready' above). Waiting here
      // held a room's creation through ioredis's reconnections (about 22 s), for a room that
      // works on this instance meanwhile.
      if (away) return;
      const subscribing = sub.subscribe(channel);
      subscribing.catch(() => undefined);
      let stop = () => {};
      const gaveUp = new Promise<void>((resolve) => {
        stop = resolve;
        waiting.add(resolve);
      });
      try {
        await Promise.race([subscribing, gaveUp]);
      } finally {
        waiting.delete(stop);
      }
    },
    async unsubscribe(channel) {
      handlers.delete(channel);
      await sub.unsubscribe(channel);
    },
    async close() {
      handlers.clear();
      pub.disconnect();
      sub.disconnect();
    },
  };
}
