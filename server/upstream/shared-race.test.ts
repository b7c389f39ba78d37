import { describe, expect, it } from 'vitest';
import { createUpstreamProxy } from './index.ts';
import type { SharedEntry, SharedStore } from './shared-store.ts';

/**
 * Another process holds the lock for a key, stores its answer and lets go, all between this
 * process's read of the shared cache and its check of the lock: a moment that a loaded machine
 * stretches. The answer is in Redis by then, so no second upstream call may go out.
 */
function storeWhereTheHolderFinishesMidPoll(): SharedStore {
  let stored: SharedEntry | null = null;
  return {
    up: true,
    get: async () => ({ entry: stored, failure: null }),
    set: async () => {},
    setFailure: async () => {},
    lock: async () => 'held',
    isLocked: async () => {
      stored = { body: '{"from":"the other process"}', storedAt: Date.now(), ttlSeconds: 60 };
      return false;
    },
    unlock: async () => {},
    takeToken: async () => 0,
    close: async () => {},
  };
}

describe('waiting for another process', () => {
  it('takes the answer it stored just before letting go, instead of calling upstream', async () => {
    let calls = 0;
    const proxy = createUpstreamProxy({
      baseUrl: 'https://upstream.example',
      route: () => ({ ttlSeconds: 60 }),
      shared: storeWhereTheHolderFinishesMidPoll(),
      fetch: async () => {
        calls += 1;
        return new Response('{"from":"upstream"}');
      },
    });
    const response = await proxy.respond('/movie/2', new URLSearchParams());
    expect(await response.json()).toEqual({ from: 'the other process' });
    expect(calls).toBe(0);
  });
});
