import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { boundQueryCache, CACHE_ENTRIES } from './query-cache-bound';

describe('query cache bound (Settings: cache size)', () => {
  it('drops the oldest unwatched answers beyond the limit and follows a new limit', () => {
    const client = new QueryClient();
    let max = 3;
    const stop = boundQueryCache(client, () => max);
    for (let i = 1; i <= 5; i += 1) client.setQueryData(['item', i], i);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey[1]),
    ).toEqual([3, 4, 5]);
    max = 1;
    client.setQueryData(['item', 6], 6);
    expect(client.getQueryCache().getAll().length).toBe(1);
    stop();
    client.setQueryData(['item', 7], 7);
    expect(client.getQueryCache().getAll().length).toBe(2);
  });

  it('grows with the chosen size', () => {
    expect(CACHE_ENTRIES['500MB']).toBeLessThan(CACHE_ENTRIES['1GB']);
    expect(CACHE_ENTRIES['2GB']).toBeLessThan(CACHE_ENTRIES['5GB']);
  });
});
